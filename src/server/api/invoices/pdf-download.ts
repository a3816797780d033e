import { displayPostOffice } from '~/domain/shared/names';
import { and, eq } from 'drizzle-orm';
import type { CustomerType } from '~/domain/customers/enums';
import { customerDisplayName } from '~/domain/shared/names';
import type { AppDeps, AuthContext } from '../../app-context';
import { addresses, customers } from '../../db/schema/customers';
import { ownInvoiceOr404 } from './get-invoice';
import { pdfNotAvailable } from './invoice-errors';
import { toDetails } from './invoice-mapper';
import { invoicePdf } from './invoice-pdf';

/** GET /invoices/{number}/pdf: the PDF, or 404 while it is younger than 24 hours. */
export async function invoicePdfOf(
  deps: AppDeps,
  auth: AuthContext,
  number: string,
): Promise<Uint8Array> {
  const row = await ownInvoiceOr404(deps, auth, number);
  const details = toDetails(row, deps.clock.now(), deps.clock.today());
  if (!details.pdf.available) throw pdfNotAvailable();
  const [payer] = await deps.db
    .select({ customer: customers, address: addresses })
    .from(customers)
    .leftJoin(addresses, and(eq(addresses.customerId, customers.id), eq(addresses.isPrimary, true)))
    .where(eq(customers.id, row.invoice.customerId))
    .limit(1);
  const a = payer?.address;
  return invoicePdf({
    details,
    customerName: payer
      ? customerDisplayName({
          ...payer.customer,
          customerType: payer.customer.customerType as CustomerType,
        })
      : '',
    addressLines: a ? [a.streetAddress, `${a.zipCode} ${displayPostOffice(a.postOffice)}`] : [],
  });
}
