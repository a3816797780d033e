import type { CardRequestView } from '~/domain/cards/card-views';
import { addCardPath } from '~/domain/cards/card-paths';
import ModalDialog from '../shared/modal-dialog';
import { useCards } from './use-cards';

/** What the customer must do for a subscription whose card cannot pay (card-action-island.tsx). */
export default function CardActionDialog({
  subscriptionNumber,
  onClose,
}: {
  subscriptionNumber: string;
  onClose: () => void;
}) {
  const load = useCards();
  return (
    <ModalDialog
      headingId="card-action-heading"
      heading="Maksukortti vaatii toimenpiteen"
      onClose={onClose}
      initialFocus="heading"
    >
      {load.state === 'loading' && <p aria-live="polite">Ladataan maksukortteja…</p>}
      {load.state === 'error' && (
        <p className="alert" role="alert">
          {load.message}
        </p>
      )}
      {load.state === 'ready' && (
        <CardAction
          subscriptionNumber={subscriptionNumber}
          request={load.data.requests.find((r) => r.subscriptionNumber === subscriptionNumber)}
        />
      )}
    </ModalDialog>
  );
}

function CardAction({
  subscriptionNumber,
  request,
}: {
  subscriptionNumber: string;
  request: CardRequestView | undefined;
}) {
  // Already answered (a card was added, or billing moved on): nothing is left to do.
  if (!request) {
    return (
      <p>
        Tilaus {subscriptionNumber} ei odota maksukorttia, joten toimenpiteitä ei tarvita. Korttisi
        tilanteen näet tältä sivulta.
      </p>
    );
  }
  const charged =
    request.reason === 'CHARGE_DECLINED' || request.reason === 'CHARGE_NEEDS_CUSTOMER';
  return (
    <>
      <p>
        <strong>
          {request.productName} ({request.subscriptionNumber})
        </strong>
      </p>
      <p>{request.reasonText}</p>
      <p>{request.text}</p>
      {charged && (
        <p>
          Veloittamatta jäänyt lasku on avoinna. Maksa se eräpäivään mennessä pankkisiirtona{' '}
          <a href="/laskut">laskun tiedoilla</a>; uudelta kortilta veloitetaan seuraava
          laskutuskausi.
        </p>
      )}
      <p>
        <a className="button" href={addCardPath(request.subscriptionNumber)}>
          Lisää maksukortti
        </a>
      </p>
    </>
  );
}
