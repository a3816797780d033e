import { useState } from 'react';
import type { PostponeResult } from '~/domain/invoices/invoice-views';
import ModalDialog from '../shared/modal-dialog';
import { refreshKeys } from '../shared/query';
import PostponeDone from './postpone-done';
import PostponeForm from './postpone-form';
import { useInvoice } from './use-invoice';

/** The due-date modal (spec §2 erapaiva): a native modal <dialog> with the form. */
export default function PostponeDialog({
  number,
  onClose,
}: {
  number: string;
  onClose: () => void;
}) {
  const load = useInvoice(number);
  const [result, setResult] = useState<PostponeResult | null>(null);
  return (
    <ModalDialog headingId="erapaiva-heading" heading="Eräpäivän siirto" onClose={onClose}>
      {load.state === 'loading' && <p aria-live="polite">Ladataan laskun tietoja…</p>}
      {load.state === 'error' && (
        <p className="alert" role="alert">
          {load.message}
        </p>
      )}
      {load.state === 'ready' && (
        <>
          <p>
            Lasku {load.invoice.invoiceNumber}
            {load.invoice.productName ? `, ${load.invoice.productName}` : ''},{' '}
            {load.invoice.totalLabel}
          </p>
          {result ? (
            <PostponeDone result={result} />
          ) : (
            <PostponeForm
              invoice={load.invoice}
              idPrefix="erapaiva-modal"
              onDone={(r) => {
                setResult(r);
                refreshKeys('invoices');
              }}
            />
          )}
        </>
      )}
    </ModalDialog>
  );
}
