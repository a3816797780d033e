import { useState } from 'react';
import type { MarketingBanView } from '~/domain/consents/consent-views';
import { api } from '../shared/api-client';
import { consentPaths } from '../shared/api-paths';
import { refreshKeys } from '../shared/query';
import { useApiMutation } from '../shared/use-api-mutation';

/**
 * The marketing ban on the messages page: while it is on no marketing can be allowed, and only
 * here, after a second confirmation, does the customer remove it (decision 0028).
 */
export function BanRemoval({ text }: { text: string | null }) {
  const [asking, setAsking] = useState(false);
  // After the removal the reloaded consents no longer show this notice.
  const removal = useApiMutation({
    send: async () => {
      await api.delete<MarketingBanView>(consentPaths.marketingBan);
      refreshKeys(consentPaths.consents, consentPaths.marketingBan);
    },
  });
  const busy = removal.locked;

  return (
    <div className="notice" role="region" aria-labelledby="ban-heading">
      <h2 id="ban-heading">Markkinointikielto on voimassa</h2>
      <p>
        {text} Emme lähetä sinulle markkinointia, etkä voi sallia sitä ennen kuin poistat kiellon.
      </p>
      {removal.error && (
        <p className="alert" role="alert">
          {removal.error}
        </p>
      )}
      {asking ? (
        <p>
          Haluatko varmasti poistaa markkinointikiellon? Markkinointivalintasi pysyvät kiellettyinä,
          kunnes muutat niitä.{' '}
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void removal.run()}
          >
            {busy ? 'Poistetaan…' : 'Poista kielto'}
          </button>{' '}
          <button type="button" className="button secondary" onClick={() => setAsking(false)}>
            Peruuta
          </button>
        </p>
      ) : (
        <button type="button" className="button secondary" onClick={() => setAsking(true)}>
          Poista markkinointikielto
        </button>
      )}
    </div>
  );
}
