import { displayPostOffice } from '~/domain/shared/names';
import type { CustomerType } from '~/domain/customers/enums';
import { customerDisplayName } from '~/domain/shared/names';
import type { AppDeps, AuthContext } from '../../app-context';
import { customerWithAddress } from '../../subscriptions/load-subscription-facts';
import { ownInvoiceOr404 } from './get-invoice';
import { pdfNotAvailable } from './invoice-errors';
import { toDetails } from './invoice-mapper';
import { invoicePdf } from './invoice-pdf';

/** GET /invoices/{invoiceNumber}/pdf: the PDF, or 404 while it is younger than 24 hours. */
export async function invoicePdfOf(
  deps: AppDeps,
  auth: AuthContext,
  number: string,
): Promise<Uint8Array> {
  const row = await ownInvoiceOr404(deps, auth, number);
  const details = toDetails(row, deps.clock.now(), deps.clock.today());
  if (!details.pdf.available) throw pdfNotAvailable();
  const payer = await customerWithAddress(deps.db, row.invoice.customerId);
  const a = payer.address;
  return invoicePdf({
    details,
    customerName: customerDisplayName({
      ...payer.customer,
      customerType: payer.customer.customerType as CustomerType,
    }),
    addressLines: a ? [a.streetAddress, `${a.zipCode} ${displayPostOffice(a.postOffice)}`] : [],
  });
}
