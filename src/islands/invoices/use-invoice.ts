import type { InvoiceDetails } from '~/domain/invoices/invoice-views';
import { ApiError } from '../shared/api-errors';
import { invoicePaths } from '../shared/api-paths';
import { useApiQuery } from '../shared/use-api-query';

export type InvoiceLoad =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; invoice: InvoiceDetails };

const NOT_FOUND = 'Laskua ei löytynyt. Tarkista laskun numero tai palaa laskuihin.';
// Spec §8: a loading failure of the invoice.
const LOAD_FAILED =
  'Laskun tietojen lataaminen epäonnistui. Yritä myöhemmin uudelleen tai ota yhteyttä asiakaspalveluun.';

/** GET /invoices/{invoiceNumber}; null: nothing to load yet, '' : the address names no invoice. */
export function useInvoice(number: string | null): InvoiceLoad {
  const query = useApiQuery<InvoiceDetails>(number ? invoicePaths.details(number) : null);
  if (number === '') return { state: 'error', message: NOT_FOUND };
  if (query.state === 'ready') return { state: 'ready', invoice: query.data };
  if (query.state === 'loading') return query;
  const notFound =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  return { state: 'error', message: notFound ? NOT_FOUND : LOAD_FAILED };
}
