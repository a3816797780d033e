import { isSubscriptionNumber } from '~/domain/validation/subscription-number';
import { useCallback, useEffect, useState } from 'react';
import { loginUrl } from '~/domain/auth/return-path';
import type { AddOnOffer, AddOnOffers } from '~/domain/add-ons/offers';
import { ApiError, LoggedOutError } from '../shared/api-errors';
import { api } from '../shared/api-client';
import { messageForError } from '../shared/error-messages';
import { ensureFreshSession } from '../shared/session';
import { type AddOnQuery, readAddOnQuery, writeOpenProduct } from './add-on-url';
import OfferList from './offer-list';
import OrderDialog from './order-dialog';

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; data: AddOnOffers };

function goToLogin(): void {
  window.location.assign(loginUrl(window.location.pathname + window.location.search));
}

/** /tilaukset/lisatilaukset?tilaus=n: the add-ons on offer and the order view of one. */
export default function AddOnOrder() {
  const [query, setQuery] = useState<AddOnQuery | null>(null);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [open, setOpen] = useState<AddOnOffer | null>(null);

  const fetchOffers = useCallback(async (number: string) => {
    try {
      return await api.get<AddOnOffers>(`add-ons?subscription=${number}`);
    } catch (err) {
      if (err instanceof LoggedOutError) goToLogin();
      throw err;
    }
  }, []);

  useEffect(() => {
    const q = readAddOnQuery(window.location.search);
    setQuery(q);
    if (q.subscription === null || !isSubscriptionNumber(q.subscription)) {
      setLoad({ state: 'error', message: 'Tilausta ei löytynyt.' });
      return;
    }
    const number = q.subscription;
    ensureFreshSession()
      .then(async (ok) => {
        if (!ok) return goToLogin();
        const data = await fetchOffers(number);
        setLoad({ state: 'ready', data });
        const chosen = data.offers.find((o) => o.productCode === q.openProduct);
        if (chosen) setOpen(chosen);
      })
      .catch((err: unknown) => {
        const notFound = err instanceof ApiError && err.status === 400;
        setLoad({
          state: 'error',
          message: notFound ? 'Tilausta ei löytynyt.' : messageForError(err),
        });
      });
  }, [fetchOffers]);

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
  const refresh = () => {
    if (load.state !== 'ready') return;
    fetchOffers(load.data.subscriptionNumber)
      .then((data) => setLoad({ state: 'ready', data }))
      .catch(() => undefined); // the order went through; the list refreshes on the next visit
  };

  if (load.state === 'loading') return <p aria-live="polite">Ladataan lisätilauksia…</p>;
  if (load.state === 'error') {
    return (
      <p className="alert" role="alert">
        {load.message}
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
