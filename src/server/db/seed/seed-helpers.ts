import { eq } from 'drizzle-orm';
import type { CustomerKind, CustomerType } from '~/domain/customers/enums';
import type { PaymentMethod } from '~/domain/invoices/enums';
import type {
  DeliveryType,
  PeriodUnit,
  ProductFormat,
  SubscriptionStatus,
  SubscriptionType,
} from '~/domain/subscriptions/enums';
import type { Db } from '../client';
import { accountCustomers, accounts } from '../schema/accounts';
import { addresses, customers } from '../schema/customers';
import { products } from '../schema/products';
import { subscriptions } from '../schema/subscriptions';

/** Account roles of account_customers (see schema/accounts.ts). */
export type AccountRole = 'OWNER' | 'COMPANY_ADMIN' | 'COMPANY_USER';

// The enum-like text columns narrowed to the domain enumerations, so a typo fails tsc, not a demo.
export type SubscriptionSeed = typeof subscriptions.$inferInsert & {
  status: SubscriptionStatus;
  subscriptionType: SubscriptionType;
  productFormat: ProductFormat;
  periodUnit: PeriodUnit;
  paymentMethod: PaymentMethod;
  deliveryType?: DeliveryType | null;
};

export type CustomerSeed = typeof customers.$inferInsert & {
  customerType: CustomerType;
  customerKind?: CustomerKind;
};

export interface AddressSeed {
  streetAddress: string;
  zipCode: string;
  postOffice: string;
}

/** Demo timestamps at 10:00 UTC = noon or 13:00 in Helsinki, so the Helsinki date is `date`. */
export function atNoon(date: string): Date {
  return new Date(`${date}T10:00:00.000Z`);
}

// Each ensure* inserts on the natural key and, when the row already exists, reads its id back:
// a half-seeded or hand-edited database still ends up with the contract's rows, never twice.
async function idOf(
  inserted: { id: string }[],
  find: () => Promise<{ id: string }[]>,
  what: string,
) {
  const id = inserted[0]?.id ?? (await find())[0]?.id;
  if (!id) throw new Error(`Seed could neither insert nor find ${what}`);
  return id;
}

export async function ensureAccount(
  db: Db,
  username: string,
  passwordHash: string,
): Promise<string> {
  const inserted = await db
    .insert(accounts)
    .values({ username: username.toLowerCase(), passwordHash })
    .onConflictDoNothing({ target: accounts.username })
    .returning({ id: accounts.id });
  const find = () =>
    db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.username, username.toLowerCase()));
  return idOf(inserted, find, `account ${username}`);
}

/** A customer with its primary (delivery) address; the address only comes with a new customer. */
export async function ensureCustomer(
  db: Db,
  values: CustomerSeed,
  address: AddressSeed,
): Promise<string> {
  const inserted = await db
    .insert(customers)
    .values(values)
    .onConflictDoNothing({ target: customers.customerNumber })
    .returning({ id: customers.id });
  if (inserted[0]) {
    await db.insert(addresses).values({ customerId: inserted[0].id, isPrimary: true, ...address });
  }
  const find = () =>
    db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.customerNumber, values.customerNumber));
  return idOf(inserted, find, `customer ${values.customerNumber}`);
}

export async function linkAccount(
  db: Db,
  accountId: string,
  customerId: string,
  role: AccountRole,
): Promise<void> {
  await db.insert(accountCustomers).values({ accountId, customerId, role }).onConflictDoNothing();
}

export async function ensureSubscription(db: Db, values: SubscriptionSeed): Promise<string> {
  const inserted = await db
    .insert(subscriptions)
    .values({ createdAt: atNoon(values.startDate), ...values })
    .onConflictDoNothing({ target: subscriptions.subscriptionNumber })
    .returning({ id: subscriptions.id });
  const find = () =>
    db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionNumber, values.subscriptionNumber));
  return idOf(inserted, find, `subscription ${values.subscriptionNumber}`);
}

/** The id of a product of the seeded catalogue (seed-products.ts), by its code. */
export async function productIdOf(db: Db, code: string): Promise<string> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.code, code));
  if (!product) throw new Error(`Product ${code} is missing: seed the demo data first`);
  return product.id;
}
