import './delivery.css';
import { useEffect, useRef } from 'react';
import StatusView from './status-view';
import { useDeliveryStatus } from './use-delivery-status';

/**
 * The delivery status in a native modal <dialog> (decision 0008), which keeps the focus inside,
 * makes the page behind it inert and closes on Esc. Closing takes the modal parameter out of the
 * address.
 */
export default function StatusDialog({ number, onClose }: { number: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const load = useDeliveryStatus(number);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  const close = () => {
    const url = new URL(window.location.href);
    url.searchParams.delete('modal');
    window.history.replaceState(null, '', url.pathname + url.search);
    onClose();
    // The dialog opened on page load, so no button opened it: the page's heading takes the focus.
    requestAnimationFrame(() => {
      const heading = document.querySelector<HTMLElement>('main h1');
      heading?.setAttribute('tabindex', '-1');
      heading?.focus();
    });
  };
  return (
    <dialog
      ref={ref}
      className="delivery-dialog"
      aria-labelledby="delivery-dialog-heading"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <h2 id="delivery-dialog-heading">Jakelutilanne</h2>
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
      <p>
        <button type="button" className="button button-secondary" onClick={close}>
          Sulje
        </button>
      </p>
    </dialog>
  );
}
