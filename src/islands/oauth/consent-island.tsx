import { useEffect, useState } from 'react';
import type { ConsentDecision } from '~/domain/oauth/consent-input';
import type { ConsentResult, ConsentView } from '~/domain/oauth/oauth-views';
import { api } from '../shared/api-client';
import { LoggedOutError } from '../shared/api-errors';
import { oauthPaths } from '../shared/api-paths';
import { messageForError } from '../shared/error-messages';
import { goToLogin } from '../shared/go-to-login';
import { ensureFreshSession } from '../shared/session';
import { useApiMutation } from '../shared/use-api-mutation';

type View =
  | { kind: 'loading' }
  | { kind: 'refused'; message: string }
  | { kind: 'ready'; consent: Extract<ConsentView, { kind: 'consent' }> };

const INVALID_CLIENT =
  'Palvelua tai sen paluuosoitetta ei tunnisteta, joten käyttöoikeutta ei voi antaa. Palaa palveluun ja yritä uudelleen, tai ota yhteyttä palvelun ylläpitäjään.';

const refusalMessage = (err: unknown): string =>
  err instanceof Error && 'errorKey' in err && err.errorKey === 'invalid-client'
    ? INVALID_CLIENT
    : messageForError(err);

/**
 * /bot_auth (issue 17 item 4, decision 0043): an external assistant asks to read the customer's
 * data. A logged-out visitor logs in and comes back to this address; the customer then sees the
 * client's name and the scopes in Finnish and allows or declines. Either way the browser goes on
 * to the client's registered redirect URI, which the server alone decides.
 */
export default function ConsentIsland() {
  const [view, setView] = useState<View>({ kind: 'loading' });
  // The page's own query string ('' or '?…'), passed on to the API as it is.
  const [search] = useState(() =>
    typeof window === 'undefined' ? '' : (window.location.search as `?${string}` | ''),
  );

  useEffect(() => {
    const load = async () => {
      if (!(await ensureFreshSession())) return goToLogin();
      const answer = await api.get<ConsentView>(oauthPaths.authorizeView(search));
      if (answer.kind === 'redirect') return window.location.replace(answer.location);
      setView({ kind: 'ready', consent: answer });
    };
    load().catch((err: unknown) => {
      if (err instanceof LoggedOutError) return goToLogin();
      setView({ kind: 'refused', message: refusalMessage(err) });
    });
  }, [search]);

  // Either answer sends the browser back to the service that asked.
  const decision = useApiMutation({
    send: async (chosen: ConsentDecision['decision']) => {
      const body: ConsentDecision = { query: search, decision: chosen };
      const result = await api.post<ConsentResult>(oauthPaths.authorize, body);
      window.location.assign(result.location);
      return 'busy';
    },
    refusalMessage,
  });
  const busy = decision.running?.[0] ?? null;
  const error = decision.error;

  if (view.kind === 'loading') return <p role="status">Ladataan pyyntöä…</p>;
  if (view.kind === 'refused') {
    return (
      <div>
        <p className="alert" role="alert">
          {view.message}
        </p>
        <p>
          <a href="/tili">Siirry tilillesi</a>
        </p>
      </div>
    );
  }
  const { clientName, scopes } = view.consent;
  return (
    <div>
      <p>
        Palvelu <strong>{clientName}</strong> pyytää lupaa lukea seuraavia tietojasi:
      </p>
      <ul>
        {scopes.map((s) => (
          <li key={s.scope}>{s.name}</li>
        ))}
      </ul>
      <p>
        Palvelu voi vain lukea näitä tietoja, ei muuttaa niitä. Voit poistaa käyttöoikeuden milloin
        tahansa Tili-sivun kohdassa Yhdistetyt palvelut.
      </p>
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
      <p>
        <button
          type="button"
          className="button"
          disabled={busy !== null}
          aria-busy={busy === 'approve'}
          onClick={() => void decision.run('approve')}
        >
          {busy === 'approve' ? 'Sallitaan…' : 'Salli'}
        </button>{' '}
        <button
          type="button"
          className="button button-secondary"
          disabled={busy !== null}
          aria-busy={busy === 'decline'}
          onClick={() => void decision.run('decline')}
        >
          Älä salli
        </button>
      </p>
    </div>
  );
}
