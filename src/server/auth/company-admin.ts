import { and, asc, eq } from 'drizzle-orm';
import { activeCompanyOf } from '~/domain/auth/company-session';
import type { LoginIntent } from '~/domain/auth/login';
import type { Db } from '../db/client';
import { accountCustomers, sessions } from '../db/schema/accounts';
import { customers } from '../db/schema/customers';
import { HttpError } from '../http/http-error';

/**
 * The one place that decides who acts for a company (issue 16, decision 0039). A b2c session
 * acts only for the customers the account OWNS; a b2b session only for its one active company,
 * and only while the account is that company's COMPANY_ADMIN. A COMPANY_USER link gives no
 * customer in either. Every route looks customers up through AuthContext.customerIds, which
 * requireAuth fills from here, so no company route can be reached without the admin role.
 */

export interface AdminCompany {
  customerId: string;
  customerNumber: string;
  name: string;
}

/** The companies the account is COMPANY_ADMIN of, by name then customer number. */
export async function adminCompaniesOf(db: Db, accountId: string): Promise<AdminCompany[]> {
  const rows = await db
    .select({
      customerId: customers.id,
      customerNumber: customers.customerNumber,
      name: customers.companyName,
    })
    .from(accountCustomers)
    .innerJoin(customers, eq(customers.id, accountCustomers.customerId))
    .where(
      and(eq(accountCustomers.accountId, accountId), eq(accountCustomers.role, 'COMPANY_ADMIN')),
    )
    .orderBy(asc(customers.companyName), asc(customers.customerNumber));
  return rows.map((r) => ({ ...r, name: r.name ?? r.customerNumber }));
}

async function ownedCustomerIds(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ customerId: accountCustomers.customerId })
    .from(accountCustomers)
    .where(and(eq(accountCustomers.accountId, accountId), eq(accountCustomers.role, 'OWNER')));
  return rows.map((r) => r.customerId);
}

/** The customers a session may act for (see the comment at the top). */
export async function sessionCustomerIds(
  db: Db,
  session: { accountId: string; intent: LoginIntent; activeCustomerId: string | null },
): Promise<string[]> {
  if (session.intent === 'b2c') return ownedCustomerIds(db, session.accountId);
  const admin = await adminCompaniesOf(db, session.accountId);
  const active = activeCompanyOf(
    admin.map((c) => c.customerId),
    session.activeCustomerId,
  );
  return active ? [active] : [];
}

/** A b2b session whose account is no longer admin of its company: the access-denied page. */
export const businessAdminRequired = (): HttpError => new HttpError(403, 'business-admin-required');

/** Makes the company the session's active one; the caller has checked the admin role. */
export async function setActiveCompany(
  db: Db,
  sessionId: string,
  customerId: string,
): Promise<void> {
  await db.update(sessions).set({ activeCustomerId: customerId }).where(eq(sessions.id, sessionId));
}
