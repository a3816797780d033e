import './delivery.css';
import ModalDialog from '../shared/modal-dialog';
import StatusView from './status-view';
import { useDeliveryStatus } from './use-delivery-status';

/** The delivery status as a modal (?tilaus=n&modal=jakelutilanne on the details page). */
export default function StatusDialog({ number, onClose }: { number: string; onClose: () => void }) {
  const load = useDeliveryStatus(number);
  return (
    <ModalDialog headingId="delivery-dialog-heading" heading="Jakelutilanne" onClose={onClose}>
      {load.state === 'loading' && <p aria-live="polite">Ladataan jakelutilannetta…</p>}
      {load.state === 'error' && (
        <p className="alert" role="alert">
          {load.message}
        </p>
      )}
      {load.state === 'ready' && (
        <>
          <p>
            {load.status.productName} ({load.status.subscriptionNumber})
          </p>
          <StatusView status={load.status} level={3} />
        </>
      )}
    </ModalDialog>
  );
}
