import { historyStart, inInvoiceHistory, invoiceTab } from '~/domain/invoices/invoice-list-rules';
import type { PaymentState } from '~/domain/invoices/enums';
import type { InvoiceList } from '~/domain/invoices/invoice-views';
import { formatDate } from '~/domain/shared/dates';
import type { AppDeps, AuthContext } from '../../app-context';
import { listOwnInvoices } from './find-own-invoice';
import { toListItem } from './invoice-mapper';

/** GET /invoices: unpaid (soonest due first) and paid within the year (latest first). */
export async function listInvoices(deps: AppDeps, auth: AuthContext): Promise<InvoiceList> {
  const today = deps.clock.today();
  const rows = (await listOwnInvoices(deps.db, auth.customerIds)).filter((r) =>
    inInvoiceHistory(
      { paymentState: r.invoice.paymentState as PaymentState, invoiceDate: r.invoice.invoiceDate },
      today,
    ),
  );
  const items = rows.map((r) => ({
    tab: invoiceTab(r.invoice.paymentState as PaymentState),
    item: toListItem(r, today),
  }));
  const byDue = (a: { dueDate: string }, b: { dueDate: string }) =>
    a.dueDate.localeCompare(b.dueDate);
  return {
    unpaid: items
      .filter((x) => x.tab === 'unpaid')
      .map((x) => x.item)
      .sort(byDue),
    paid: items
      .filter((x) => x.tab === 'paid')
      .map((x) => x.item)
      .sort((a, b) => byDue(b, a)),
    historyStartLabel: formatDate(historyStart(today)),
  };
}
