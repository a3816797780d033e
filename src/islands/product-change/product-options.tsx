import { useState } from 'react';
import type { ProductChangeOption } from '~/domain/product-change/product-change-options';
import { REQUIRES_ACTION_MODAL } from '~/domain/shared/requires-action';
import RequiresActionDialog from './requires-action-dialog';
import { useAddressSearch } from '../shared/use-hydrated';
import { useChangeOptions } from './use-change-options';

const FORMAT_LABELS: Record<ProductChangeOption['productFormat'], string> = {
  PAPER: 'Paperilehti',
  DIGI: 'Digilehti',
  PAPER_AND_DIGI: 'Paperi- ja digilehti',
  UNKNOWN: 'Lehti',
};

function confirmHref(number: string, option: ProductChangeOption): string {
  const query = new URLSearchParams({ tilaus: number, tuote: option.productCode });
  // A change that needs an action first opens the dialog that says what to do.
  if (option.requiredAction !== null) query.set('modal', REQUIRES_ACTION_MODAL);
  return option.requiredAction !== null
    ? `/tilaukset/tuotevaihto?${query.toString()}`
    : `/tilaukset/vahvista-tuote?${query.toString()}`;
}

/** /tilaukset/tuotevaihto?tilaus=: the products the subscription may change to (spec §2). */
export default function ProductOptions() {
  const result = useChangeOptions();
  const search = useAddressSearch();
  // null: as the address says (?modal=), until the customer opens or closes it.
  const [modalChoice, setModalOpen] = useState<boolean | null>(null);
  const modalOpen =
    modalChoice ??
    (search !== null && new URLSearchParams(search).get('modal') === REQUIRES_ACTION_MODAL);
  if (result.state === 'loading') return <p aria-live="polite">Ladataan vaihtoehtoja…</p>;
  if (result.state === 'error') {
    return (
      <p className="alert" role="alert">
        {result.message}
      </p>
    );
  }
  const { data } = result;
  return (
    <>
      <p>
        Nykyinen tuote: <strong>{data.current.name}</strong>, {data.current.priceLabel}
      </p>
      {data.options.length === 0 ? (
        <p>Tähän tilaukseen ei ole tarjolla muita tuotteita.</p>
      ) : (
        <ul className="cards" aria-label="Tuotevaihtoehdot">
          {data.options.map((option) => (
            <li key={option.productCode} className="card">
              <h2>{option.name}</h2>
              <p>{FORMAT_LABELS[option.productFormat]}</p>
              <p>
                {option.priceLabel} ({option.differenceText})
              </p>
              <a
                className="button"
                href={confirmHref(data.subscriptionNumber, option)}
                onClick={(event) => {
                  if (option.requiredAction === null) return;
                  event.preventDefault();
                  window.history.pushState(null, '', confirmHref(data.subscriptionNumber, option));
                  setModalOpen(true);
                }}
              >
                Valitse {option.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {modalOpen && (
        <RequiresActionDialog
          subscriptionNumber={data.subscriptionNumber}
          onClose={() => setModalOpen(false)}
        />
      )}
    </>
  );
}
