import type { InvoiceDetails } from '~/domain/invoices/invoice-views';
import type { AppDeps, AuthContext } from '../../app-context';
import { findOwnInvoice, type OwnInvoice } from './find-own-invoice';
import { invoiceNotFound } from './invoice-errors';
import { toDetails } from './invoice-mapper';

/** The session's own invoice, or 404 invoice-not-found (another customer's one included). */
export async function ownInvoiceOr404(
  deps: AppDeps,
  auth: AuthContext,
  number: string,
): Promise<OwnInvoice> {
  const row = await findOwnInvoice(deps.db, auth.customerIds, number);
  if (!row) throw invoiceNotFound();
  return row;
}

/** GET /invoices/{invoiceNumber} */
export async function getInvoice(
  deps: AppDeps,
  auth: AuthContext,
  number: string,
): Promise<InvoiceDetails> {
  const row = await ownInvoiceOr404(deps, auth, number);
  return toDetails(row, deps.clock.now(), deps.clock.today());
}
