import { hashPassword } from '~/server/auth/password';
import type { Db } from '~/server/db/client';
import { companies } from '~/server/db/schema/customers';
import {
  type SubscriptionSeed,
  ensureAccount,
  ensureCustomer,
  ensureSubscription,
  linkAccount,
  productIdOf,
} from '~/server/db/seed/seed-helpers';
import { DEMO_PASSWORD } from './test-app';

/**
 * A private customer, linked to no account, with one paper subscription of Hämeen Viesti.
 * Overrides change the customer and its subscription; the address is PIHLAJATIE 1, 00500.
 * Built from the seed's helpers like the development factory (src/server/db/seed/fresh-customer.ts),
 * but not from its demo templates: the API tests override this one field by field and assert
 * its fixed dates and price, where the e2e customers are twins of demo subscriptions dated from
 * today.
 */
export async function createCustomer(
  db: Db,
  overrides: {
    customerNumber: string;
    contactEmail?: string | null;
    zipCode?: string;
    subscriptionNumber: string;
    subscription?: Partial<SubscriptionSeed>;
  },
): Promise<string> {
  const customerId = await ensureCustomer(
    db,
    {
      customerNumber: overrides.customerNumber,
      customerType: 'PERSON',
      firstName: 'testi',
      lastName: 'asiakas',
      contactEmail: overrides.contactEmail ?? null,
    },
    {
      streetAddress: 'Pihlajatie 1',
      zipCode: overrides.zipCode ?? '00500',
      postOffice: 'HELSINKI',
    },
  );
  await ensureSubscription(db, {
    subscriptionNumber: overrides.subscriptionNumber,
    customerId,
    productId: await productIdOf(db, 'HV-6PV'),
    status: 'ACTIVE',
    subscriptionType: 'RECURRING',
    productFormat: 'PAPER',
    startDate: '2025-01-01',
    periodStartDate: '2026-11-01',
    periodEndDate: '2026-11-30',
    priceCents: 2990,
    periodUnit: 'MONTHS',
    periodLength: 1,
    paymentMethod: 'PAPER_INVOICE',
    ...overrides.subscription,
  });
  return customerId;
}

/** An account with the demo password and nothing linked. */
export async function createAccount(db: Db, username: string): Promise<string> {
  return ensureAccount(db, username, await hashPassword(DEMO_PASSWORD));
}

/**
 * An account (demo password) that owns a new private customer (createCustomer with the
 * overrides): by default her one subscription ended on 2026-06-30, so nothing is active.
 */
export async function createOwnedCustomer(
  db: Db,
  username: string,
  overrides: Parameters<typeof createCustomer>[1],
): Promise<{ accountId: string; customerId: string }> {
  const accountId = await createAccount(db, username);
  const customerId = await createCustomer(db, {
    ...overrides,
    subscription: {
      status: 'FINISHED',
      endDate: '2026-06-30',
      periodStartDate: '2026-06-01',
      periodEndDate: '2026-06-30',
      ...overrides.subscription,
    },
  });
  await linkAccount(db, accountId, customerId, 'OWNER');
  return { accountId, customerId };
}

/**
 * A company customer (like Esimerkki Oy) with one yearly digital subscription for 10 readers,
 * linked to the given accounts in the given roles; for the company admin tests (issue 16).
 */
export async function createCompany(
  db: Db,
  input: {
    customerNumber: string;
    subscriptionNumber: string;
    companyName: string;
    links?: { accountId: string; role: 'COMPANY_ADMIN' | 'COMPANY_USER' | 'OWNER' }[];
    /** Its companies row (Y-tunnus and invoicing e-mail), which a company order matches. */
    business?: { businessId: string; invoicingEmail: string };
  },
): Promise<string> {
  const customerId = await ensureCustomer(
    db,
    {
      customerNumber: input.customerNumber,
      customerType: 'COMPANY',
      customerKind: 'COMPANY',
      companyName: input.companyName,
      contactEmail: null,
    },
    { streetAddress: 'Teollisuuskatu 5', zipCode: '00510', postOffice: 'HELSINKI' },
  );
  await ensureSubscription(db, {
    subscriptionNumber: input.subscriptionNumber,
    customerId,
    productId: await productIdOf(db, 'PS-DIGI-YRITYS'),
    status: 'ACTIVE',
    subscriptionType: 'RECURRING',
    productFormat: 'DIGI',
    startDate: '2024-04-21',
    periodStartDate: '2026-04-21',
    periodEndDate: '2027-04-20',
    priceCents: 190800,
    periodUnit: 'YEARS',
    periodLength: 1,
    paymentMethod: 'E_INVOICE_B2B',
    readerCount: 10,
  });
  for (const link of input.links ?? []) {
    await linkAccount(db, link.accountId, customerId, link.role);
  }
  if (input.business) {
    await db
      .insert(companies)
      .values({ customerId, name: input.companyName, ...input.business })
      .onConflictDoNothing();
  }
  return customerId;
}
