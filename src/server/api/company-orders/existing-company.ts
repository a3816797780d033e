import { and, eq, sql } from 'drizzle-orm';
import type { CompanyDetailsFields } from '~/domain/customer-info/info-input';
import type { Db } from '../../db/client';
import { accountCustomers, accounts } from '../../db/schema/accounts';
import { companies } from '../../db/schema/customers';
import { HttpError } from '../../http/http-error';

// Spec §8 b2b-invoicing-data-does-not-match-existing: a company with the ordered Y-tunnus may
// already be a customer. Its name and invoicing data (invoicing e-mail, e-invoice address and
// operator) must then match what the order gives, or the order is refused and nothing is stored;
// when they match, the order joins that customer instead of creating a second one, and only the
// company's own admin bills it at once: anyone else's order waits for an admin's acceptance
// (issue 30 item 17: invoicing data is printed on every invoice, so knowing it proves nothing;
// decision 0038).

const same = (a: string | null, b: string) =>
  (a ?? '').trim().toUpperCase() === b.trim().toUpperCase();

/** The matching company's customer id, null when no company has this Y-tunnus, or 409. */
export async function existingCompanyFor(
  tx: Db,
  businessId: string,
  company: CompanyDetailsFields,
): Promise<string | null> {
  // Two orders for one new company at once: the second waits, then finds the first's company.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`company:${businessId}`}))`);
  const rows = await tx
    .select()
    .from(companies)
    .where(eq(companies.businessId, businessId))
    .orderBy(companies.customerId)
    .for('update');
  if (rows.length === 0) return null;
  const match = rows.find(
    (row) =>
      same(row.name, company.name) &&
      same(row.invoicingEmail, company.invoicingEmail) &&
      same(row.eInvoiceAddress, company.eInvoiceAddress) &&
      same(row.eInvoiceOperator, company.eInvoiceOperator),
  );
  if (!match) throw new HttpError(409, 'b2b-invoicing-data-does-not-match-existing');
  return match.customerId;
}

/** The company's admins: they accept or refuse an order that someone else placed for it. */
export async function adminsOf(
  tx: Db,
  customerId: string,
): Promise<{ accountId: string; username: string }[]> {
  return tx
    .select({ accountId: accountCustomers.accountId, username: accounts.username })
    .from(accountCustomers)
    .innerJoin(accounts, eq(accounts.id, accountCustomers.accountId))
    .where(
      and(eq(accountCustomers.customerId, customerId), eq(accountCustomers.role, 'COMPANY_ADMIN')),
    );
}
