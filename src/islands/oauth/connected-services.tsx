import { useState } from 'react';
import type { GrantList } from '~/domain/oauth/oauth-views';
import { api } from '../shared/api-client';
import { oauthPaths } from '../shared/api-paths';
import ConfirmRemoval from '../shared/confirm-removal';
import { messageForError } from '../shared/error-messages';
import { useApiMutation } from '../shared/use-api-mutation';
import { useApiQuery } from '../shared/use-api-query';

type Grant = GrantList['grants'][number];

function GrantItem({ grant, onRemoved }: { grant: Grant; onRemoved: (name: string) => void }) {
  const [confirming, setConfirming] = useState(false);
  // After the removal the reloaded list no longer has this item.
  const removal = useApiMutation({
    send: async () => {
      await api.delete<GrantList>(oauthPaths.grant(grant.id));
      onRemoved(grant.clientName);
    },
  });
  return (
    <li className="card">
      <p>
        <strong>{grant.clientName}</strong>
        <br />
        {grant.scopeNames.join(', ')}
        <br />
        <span className="muted">{grant.grantedText}</span>
      </p>
      {removal.error && (
        <p className="alert" role="alert">
          {removal.error}
        </p>
      )}
      {confirming ? (
        <ConfirmRemoval
          question={`Haluatko varmasti poistaa palvelun ${grant.clientName} käyttöoikeuden?`}
          groupLabel={`Käyttöoikeuden poisto: ${grant.clientName}`}
          busy={removal.locked}
          onConfirm={() => void removal.run()}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setConfirming(true)}
        >
          Poista käyttöoikeus
        </button>
      )}
    </li>
  );
}

/**
 * "Yhdistetyt palvelut" on /tili (decision 0043): the services the customer has allowed to read
 * their data, each with "Poista käyttöoikeus", which ends the service's access at once.
 */
export default function ConnectedServices() {
  const query = useApiQuery<GrantList>(oauthPaths.grants);
  const [removed, setRemoved] = useState<string | null>(null);
  const onRemoved = (name: string) => {
    setRemoved(`Palvelun ${name} käyttöoikeus on poistettu.`);
    query.reload();
  };
  return (
    <section aria-labelledby="connected-services-heading">
      <h2 id="connected-services-heading">Yhdistetyt palvelut</h2>
      {removed && (
        <p className="notice" role="status">
          {removed}
        </p>
      )}
      {query.state === 'loading' && <p role="status">Ladataan…</p>}
      {query.state === 'error' && (
        <p className="alert" role="alert">
          {messageForError(query.error)}
        </p>
      )}
      {query.state === 'ready' &&
        (query.data.grants.length === 0 ? (
          <p>Et ole antanut muille palveluille käyttöoikeutta tietoihisi.</p>
        ) : (
          <ul className="change-list">
            {query.data.grants.map((g) => (
              <GrantItem key={g.id} grant={g} onRemoved={onRemoved} />
            ))}
          </ul>
        ))}
    </section>
  );
}
