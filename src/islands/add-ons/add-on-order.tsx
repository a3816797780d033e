import { useMemo, useState } from 'react';
import type { AddOnOffer, AddOnOffers } from '~/domain/add-ons/offers';
import { isSubscriptionNumber } from '~/domain/validation/subscription-number';
import { ApiError } from '../shared/api-errors';
import { messageForError } from '../shared/error-messages';
import { subscriptionPaths, underEverySubscription } from '../shared/api-paths';
import { refreshKeys } from '../shared/query';
import { useApiQuery } from '../shared/use-api-query';
import { useAddressSearch } from '../shared/use-hydrated';
import { readAddOnQuery, writeOpenProduct } from './add-on-url';
import OfferList from './offer-list';
import OrderDialog from './order-dialog';
import { SUBSCRIPTION_NOT_FOUND } from '~/domain/errors/error-messages';

/** /tilaukset/lisatilaukset?tilaus=n: the add-ons on offer and the order view of one. */
export default function AddOnOrder() {
  const search = useAddressSearch();
  const query = useMemo(() => (search === null ? null : readAddOnQuery(search)), [search]);
  // undefined: the offer the address names (?lisatilaus=) is open, until the customer chooses.
  const [chosen, setOpen] = useState<AddOnOffer | null | undefined>(undefined);
  const number = query?.subscription ?? null;
  const valid = number !== null && isSubscriptionNumber(number);
  const load = useApiQuery<AddOnOffers>(valid ? subscriptionPaths.addOns(number) : null);

  const open =
    chosen !== undefined
      ? chosen
      : load.state === 'ready'
        ? (load.data.offers.find((o) => o.productCode === query?.openProduct) ?? null)
        : null;

  const choose = (offer: AddOnOffer) => {
    writeOpenProduct(offer.productCode);
    setOpen(offer);
  };
  const close = () => {
    const code = open?.productCode;
    writeOpenProduct(null);
    setOpen(null);
    // Back to the button that opened the view, or to the heading once the offer is gone.
    requestAnimationFrame(() => {
      const button = document.querySelector<HTMLElement>(`button[data-product="${code}"]`);
      (button ?? document.getElementById('add-ons-heading'))?.focus();
    });
  };
  const refresh = () => refreshKeys(underEverySubscription('add-ons'));

  if (query !== null && !valid) return <NotFound />;
  if (load.state === 'loading') return <p aria-live="polite">Ladataan lisätilauksia…</p>;
  if (load.state === 'error') {
    if (load.error instanceof ApiError && load.error.status === 400) return <NotFound />;
    return (
      <p className="alert" role="alert">
        {messageForError(load.error)}
      </p>
    );
  }
  const { data } = load;
  return (
    <>
      <p>
        Tilaus: {data.productName} ({data.subscriptionNumber})
      </p>
      <p>{data.startRuleText}</p>
      <OfferList offers={data.offers} highlight={query?.highlight ?? null} onChoose={choose} />
      <p>
        <a href={`/tilaukset/tiedot?tilaus=${data.subscriptionNumber}`}>
          Takaisin tilauksen tietoihin
        </a>
      </p>
      {open && (
        <OrderDialog
          subscriptionNumber={data.subscriptionNumber}
          offer={open}
          endRuleText={data.endRuleText}
          onOrdered={refresh}
          onClose={close}
        />
      )}
    </>
  );
}

function NotFound() {
  return (
    <p className="alert" role="alert">
      {SUBSCRIPTION_NOT_FOUND}
    </p>
  );
}
