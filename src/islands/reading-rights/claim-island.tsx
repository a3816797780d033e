import { useEffect, useId, useState } from 'react';
import { loginUrl, registerUrl } from '~/domain/auth/return-path';
import type {
  ReadingRightClaimPreview,
  ReadingRightClaimResult,
} from '~/domain/reading-rights/claim-input';
import { api } from '../shared/api-client';
import { LoggedOutError } from '../shared/api-errors';
import { readingRightClaimPaths } from '../shared/api-paths';
import { CheckboxField } from '../shared/checkbox-field';
import { ensureFreshSession } from '../shared/session';
import { SubmitButton } from '../shared/submit-button';
import { useApiMutation } from '../shared/use-api-mutation';
import { claimErrorMessage, codeFromPath } from './claim-code';

type View =
  | { kind: 'loading' }
  | { kind: 'logged-out' }
  | { kind: 'refused'; message: string }
  | { kind: 'ready'; preview: ReadingRightClaimPreview };

const CONFIRM_MISSING = 'Vahvista, että olet lukuoikeuden saaja.';

function LoggedOut({ returnPath }: { returnPath: string }) {
  return (
    <div>
      <p>Sinulle on jaettu digilukuoikeus. Kirjaudu sisään aktivoidaksesi sen.</p>
      <p>
        <a className="button" href={loginUrl(returnPath)}>
          Kirjaudu sisään
        </a>
      </p>
      <p>
        Lukuoikeuden aktivointiin tarvitset käyttäjätunnuksen. Jos sinulla ei vielä ole
        käyttäjätunnusta, <a href={registerUrl(returnPath)}>luo tunnus</a>. Vahvistettuasi
        sähköpostiosoitteesi palaat tälle sivulle.
      </p>
    </div>
  );
}

/**
 * The claim page /ak/{code} (spec §2, §3, §5): a logged-out visitor is asked to log in or to
 * register (and comes back here); a logged-in one sees what is being activated, confirms it and submits
 * 'Aktivoi digilukuoikeus'. Every refusal of spec §8 shows its Finnish message.
 */
export default function ClaimIsland() {
  const id = useId();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [confirmed, setConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [done, setDone] = useState<ReadingRightClaimResult | null>(null);
  const [code] = useState(() =>
    typeof window === 'undefined' ? '' : codeFromPath(window.location.pathname),
  );

  useEffect(() => {
    const load = async () => {
      if (!(await ensureFreshSession())) return setView({ kind: 'logged-out' });
      if (code === '') return setView({ kind: 'refused', message: 'Aktivointikoodi puuttuu.' });
      try {
        const preview = await api.post<ReadingRightClaimPreview>(
          readingRightClaimPaths.preview,
          { code },
          { withErrorBody: true },
        );
        setView({ kind: 'ready', preview });
      } catch (err) {
        if (err instanceof LoggedOutError) return setView({ kind: 'logged-out' });
        setView({ kind: 'refused', message: claimErrorMessage(err) });
      }
    };
    load().catch((err: unknown) => setView({ kind: 'refused', message: claimErrorMessage(err) }));
  }, [code]);

  const claim = useApiMutation({
    send: async () => {
      setDone(
        await api.post<ReadingRightClaimResult>(
          readingRightClaimPaths.claim,
          { code },
          { withErrorBody: true },
        ),
      );
    },
    refusalMessage: claimErrorMessage,
  });
  const submit = () => {
    if (!confirmed) return setConfirmError(CONFIRM_MISSING);
    setConfirmError(null);
    void claim.run();
  };

  if (view.kind === 'loading') return <p role="status">Ladataan kutsua…</p>;
  if (view.kind === 'logged-out') {
    return (
      <LoggedOut returnPath={typeof window === 'undefined' ? '/' : window.location.pathname} />
    );
  }
  if (view.kind === 'refused') {
    return (
      <div>
        <p className="alert" role="alert">
          {view.message}
        </p>
        <p>
          <a href="/tilaukset">Siirry omiin tilauksiisi</a>
        </p>
      </div>
    );
  }
  const { preview } = view;
  const errorId = `${id}-error`;
  return (
    <div>
      <dl className="details-list">
        <dt>Tuote</dt>
        <dd>{preview.productName}</dd>
        <dt>Jakaja</dt>
        <dd>{preview.sharerName}</dd>
        {preview.email && (
          <>
            <dt>Kutsu lähetetty osoitteeseen</dt>
            <dd>{preview.email}</dd>
          </>
        )}
      </dl>
      <p>
        {preview.audience === 'HOUSEHOLD'
          ? 'Taloudessa jaetun lukuoikeuden voi aktivoida vain jakajan kanssa samassa osoitteessa asuva.'
          : 'Yrityksen jakaman lukuoikeuden voi aktivoida yrityksen työntekijä.'}{' '}
        Lukuoikeus on henkilökohtainen, eikä sitä voi siirtää eteenpäin.
      </p>
      {done ? (
        <div>
          <p className="notice" role="status">
            {done.notice}
          </p>
          <p>
            <a href="/tilaukset">Siirry omiin tilauksiisi</a>
          </p>
        </div>
      ) : (
        <form
          method="post"
          noValidate
          aria-describedby={claim.error ? errorId : undefined}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {claim.error && (
            <p id={errorId} className="alert" role="alert">
              {claim.error}
            </p>
          )}
          <CheckboxField
            id={`${id}-confirm`}
            label="Vahvistan, että aktivoin lukuoikeuden itselleni."
            checked={confirmed}
            onChange={(e) => setConfirmed(e.currentTarget.checked)}
            error={confirmError ?? undefined}
          />
          <SubmitButton
            state={claim.state}
            label="Aktivoi digilukuoikeus"
            busyLabel="Aktivoidaan…"
            doneLabel="Aktivoitu"
            errorId={errorId}
          />
        </form>
      )}
    </div>
  );
}
