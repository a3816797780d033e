import { useState } from 'react';
import type { MarketingBanView } from '~/domain/consents/consent-views';
import type { MarketingBanInput } from '~/domain/marketing-ban/ban-input';
import { api } from '../shared/api-client';
import { useApiForm } from '../shared/use-api-form';
import { consentPaths } from '../shared/api-paths';
import { CheckboxField } from '../shared/checkbox-field';
import { messageForError } from '../shared/error-messages';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { refreshKeys } from '../shared/query';
import { SubmitButton } from '../shared/submit-button';
import { useApiQuery } from '../shared/use-api-query';

const SETTINGS = '/tili/viestiasetukset-ja-yksityisyys/viestiasetukset';

const banResolver = lazyZodResolver<MarketingBanInput>(() =>
  import('~/domain/marketing-ban/ban-input').then((m) => m.marketingBanInputSchema),
);

/**
 * /markkinointikielto: the logged-in customer confirms a ban on all marketing, then sees the
 * receipt (also e-mailed). A logged-out visitor is sent to log in first (decision 0028).
 */
export default function MarketingBanFlow() {
  const load = useApiQuery<MarketingBanView>(consentPaths.marketingBan);
  const [receipt, setReceipt] = useState<MarketingBanView | null>(null);

  if (receipt) {
    return (
      <div className="notice" role="status">
        <h2>Markkinointikielto on voimassa</h2>
        <p>{receipt.text}</p>
        <p>Lähetimme kuittauksen sähköpostiisi.</p>
        <p>
          Kielto on voimassa, kunnes poistat sen <a href={SETTINGS}>viestiasetuksissa</a>.
        </p>
      </div>
    );
  }
  if (load.state === 'loading') return <p aria-live="polite">Ladataan…</p>;
  if (load.state === 'error') {
    return (
      <p className="alert" role="alert">
        {messageForError(load.error)}
      </p>
    );
  }
  if (load.data.active) {
    return (
      <div className="notice">
        <p>{load.data.text}</p>
        <p>
          Voit poistaa kiellon <a href={SETTINGS}>viestiasetuksissa</a>.
        </p>
      </div>
    );
  }
  return <BanForm onDone={setReceipt} />;
}

function BanForm({ onDone }: { onDone: (ban: MarketingBanView) => void }) {
  const { register, formState, formError, onSubmit, state } = useApiForm<
    MarketingBanInput,
    MarketingBanInput
  >({
    resolver: banResolver,
    fields: ['confirm'],
    send: async (input) => {
      const ban = await api.post<MarketingBanView>(consentPaths.marketingBan, input, {
        withErrorBody: true,
      });
      refreshKeys(consentPaths.consents, consentPaths.marketingBan);
      onDone(ban);
    },
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={state === 'busy'}>
      <p>Markkinointikielto koskee kaikkia lehtiämme:</p>
      <ul>
        <li>emme lähetä sinulle markkinointia sähköpostilla emmekä tekstiviestillä</li>
        <li>myös asiakkuuteen perustuvat tarjoukset loppuvat</li>
        <li>
          tilaamasi uutiskirjeet sekä tilauksiin liittyvät viestit, kuten laskut ja
          jakelutiedotteet, tulevat edelleen
        </li>
      </ul>
      <p>Kielto on voimassa, kunnes poistat sen itse viestiasetuksissa.</p>
      {formError && (
        <p id="ban-form-error" className="alert" role="alert">
          {formError}
        </p>
      )}
      <CheckboxField
        id="ban-confirm"
        label="Haluan kieltää kaiken markkinoinnin"
        error={formState.errors.confirm?.message}
        registration={register('confirm')}
      />
      <SubmitButton
        state={state}
        label="Vahvista markkinointikielto"
        busyLabel="Tallennetaan…"
        doneLabel="Tallennettu"
        errorId="ban-form-error"
      />
    </form>
  );
}
