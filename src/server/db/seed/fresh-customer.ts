import { eq, sql } from 'drizzle-orm';
import type { FreshCustomer, FreshCustomerRequest } from '~/domain/dev-customers/fresh-customer';
import { addDays, addMonths } from '~/domain/shared/dates';
import type { Db } from '../client';
import { rowsOf } from '../migrate';
import { products } from '../schema/products';
import { ensureAccount, ensureCustomer, ensureSubscription, linkAccount } from './seed-helpers';

type Kind = FreshCustomerRequest['subscriptions'][number];

/** Fresh numbers start here, far above the demo data's (1000xxxx customers, 2000xxx subscriptions). */
const FIRST_CUSTOMER_NUMBER = 80_000_000;
const FIRST_SUBSCRIPTION_NUMBER = 8_000_000;

/** A subscription like the demo one of the same kind, dated relative to today. */
function subscriptionOf(kind: Kind, today: string) {
  switch (kind) {
    case 'WEEKEND_PAPER': {
      const periodStart = addDays(today, -3);
      return {
        productCode: 'PS-VKL',
        values: {
          status: 'ACTIVE',
          subscriptionType: 'RECURRING',
          productFormat: 'PAPER',
          deliveryType: 'EARLY_MORNING_DELIVERY',
          startDate: addMonths(periodStart, -7),
          periodStartDate: periodStart,
          periodEndDate: addDays(addMonths(periodStart, 1), -1),
          priceCents: 2490,
          periodUnit: 'MONTHS',
          periodLength: 1,
          paymentMethod: 'EMAIL_INVOICE',
        } as const,
      };
    }
  }
}

/**
 * A new private customer with an account (the demo password's hash) and the asked subscriptions,
 * on new numbers. For browser tests through the development route, and for API tests.
 */
export async function createFreshCustomer(
  db: Db,
  today: string,
  passwordHash: string,
  request: FreshCustomerRequest,
): Promise<FreshCustomer> {
  return db.transaction(async (tx) => {
    // Two tests asking at once get different numbers.
    await tx.execute(sql`select pg_advisory_xact_lock(72010003)`);
    const taken = await tx.execute<{ n: string }>(
      sql`select count(*)::text as n from customers where customer_number ~ '^8[0-9]{7}$'`,
    );
    const serial = Number(rowsOf<{ n: string }>(taken)[0]?.n ?? 0);
    const customerNumber = String(FIRST_CUSTOMER_NUMBER + serial);
    const username = `testi.${customerNumber}@example.fi`;
    const accountId = await ensureAccount(tx, username, passwordHash);
    const customerId = await ensureCustomer(
      tx,
      {
        customerNumber,
        customerType: 'PERSON',
        firstName: 'Testi',
        lastName: 'Asiakas',
        contactEmail: username,
      },
      { streetAddress: 'Mannerheimintie 10 A 5', zipCode: '00100', postOffice: 'HELSINKI' },
    );
    await linkAccount(tx, accountId, customerId, 'OWNER');
    const subscriptionNumbers: string[] = [];
    for (const [i, kind] of request.subscriptions.entries()) {
      const { productCode, values } = subscriptionOf(kind, today);
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.code, productCode));
      if (!product) throw new Error(`Product ${productCode} is missing: seed the demo data first`);
      const subscriptionNumber = String(FIRST_SUBSCRIPTION_NUMBER + serial * 10 + i);
      await ensureSubscription(tx, {
        subscriptionNumber,
        customerId,
        productId: product.id,
        ...values,
      });
      subscriptionNumbers.push(subscriptionNumber);
    }
    return { username, customerNumber, subscriptionNumbers };
  });
}
