import { useState } from 'react';
import { useAddressSearch } from '../shared/use-hydrated';
import type { PostponeResult } from '~/domain/invoices/invoice-views';
import { detailsUrl, invoiceNumberIn } from './invoice-url';
import PostponeDone from './postpone-done';
import PostponeForm from './postpone-form';
import { useInvoice } from './use-invoice';

/** /laskut/tiedot/erapaiva?lasku=n: the due-date move as a page of its own (spec §2). */
export default function PostponePage() {
  const search = useAddressSearch();
  const number = search === null ? null : (invoiceNumberIn(search) ?? '');
  const load = useInvoice(number);
  const [result, setResult] = useState<PostponeResult | null>(null);

  if (load.state === 'loading') return <p aria-live="polite">Ladataan laskun tietoja…</p>;
  if (load.state === 'error') {
    return (
      <p className="alert" role="alert">
        {load.message}
      </p>
    );
  }
  const { invoice } = load;
  return (
    <>
      <p>
        Lasku {invoice.invoiceNumber}
        {invoice.productName ? `, ${invoice.productName}` : ''}, {invoice.totalLabel}
      </p>
      {result ? (
        <PostponeDone result={result} />
      ) : (
        <PostponeForm invoice={invoice} idPrefix="erapaiva-sivu" onDone={setResult} />
      )}
      <p>
        <a href={detailsUrl(invoice.invoiceNumber)}>Takaisin laskun tietoihin</a>
      </p>
    </>
  );
}
