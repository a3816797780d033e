import { useState } from 'react';
import ConfirmForm from './confirm-form';
import { REQUIRES_ACTION_MODAL } from '~/domain/shared/requires-action';
import RequiresActionDialog from './requires-action-dialog';
import { useAddressSearch } from '../shared/use-hydrated';
import { useChangeOptions } from './use-change-options';

function openModalParam(): void {
  const url = new URL(window.location.href);
  url.searchParams.set('modal', REQUIRES_ACTION_MODAL);
  window.history.pushState(null, '', url.pathname + url.search);
}

/** /tilaukset/vahvista-tuote?tilaus=&tuote=: the summary and confirmation (spec §2, §5). */
export default function ConfirmChange() {
  const result = useChangeOptions();
  const search = useAddressSearch();
  const params = search === null ? null : new URLSearchParams(search);
  const code = params === null ? null : (params.get('tuote') ?? '');
  // null: as the address says (?modal=), until the customer opens or closes it.
  const [modalChoice, setModalOpen] = useState<boolean | null>(null);
  const modalOpen = modalChoice ?? params?.get('modal') === REQUIRES_ACTION_MODAL;
  if (result.state === 'loading' || code === null) {
    return <p aria-live="polite">Ladataan…</p>;
  }
  if (result.state === 'error') {
    return (
      <p className="alert" role="alert">
        {result.message}
      </p>
    );
  }
  const { data } = result;
  const back = `/tilaukset/tuotevaihto?tilaus=${data.subscriptionNumber}`;
  const option = data.options.find((o) => o.productCode === code);
  if (!option) {
    // Spec §5 "A product must be chosen".
    return (
      <>
        <p className="alert" role="alert">
          Valitse uusi tuote.
        </p>
        <p>
          <a href={back}>Valitse tuote</a>
        </p>
      </>
    );
  }
  return (
    <>
      <dl className="meta">
        <dt>Tilausnumero</dt>
        <dd>{data.subscriptionNumber}</dd>
        <dt>Nykyinen tuote</dt>
        <dd>
          {data.current.name}, {data.current.priceLabel}
        </dd>
        <dt>Uusi tuote</dt>
        <dd>
          {option.name}, {option.priceLabel} ({option.differenceText})
        </dd>
      </dl>
      <ConfirmForm
        subscriptionNumber={data.subscriptionNumber}
        option={option}
        onRequiresAction={() => {
          openModalParam();
          setModalOpen(true);
        }}
      />
      <p>
        <a href={back}>Valitse toinen tuote</a>
      </p>
      {modalOpen && (
        <RequiresActionDialog
          subscriptionNumber={data.subscriptionNumber}
          onClose={() => setModalOpen(false)}
        />
      )}
    </>
  );
}
