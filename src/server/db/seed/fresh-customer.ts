import { eq, sql } from 'drizzle-orm';
import type { FreshCustomer, FreshCustomerRequest } from '~/domain/dev-customers/fresh-customer';
import { addDays, addMonths } from '~/domain/shared/dates';
import type { Db } from '../client';
import { rowsOf } from '../migrate';
import { paymentCards } from '../schema/payments';
import { products } from '../schema/products';
import {
  type SubscriptionSeed,
  ensureAccount,
  ensureCustomer,
  ensureSubscription,
  linkAccount,
} from './seed-helpers';

type Kind = FreshCustomerRequest['subscriptions'][number];

/** One subscription to make: the demo one's values without its numbers and ids. */
interface Part {
  productCode: string;
  values: Omit<SubscriptionSeed, 'subscriptionNumber' | 'customerId' | 'productId'>;
  /** An add-on of the part made just before it. */
  addOn?: true;
  /** Paid with the customer's card. */
  card?: true;
}

/** Fresh numbers start here, far above the demo data's (1000xxxx customers, 2000xxx subscriptions). */
const FIRST_CUSTOMER_NUMBER = 80_000_000;
const FIRST_SUBSCRIPTION_NUMBER = 8_000_000;

const monthly = (periodStart: string) => ({
  status: 'ACTIVE' as const,
  subscriptionType: 'RECURRING' as const,
  periodStartDate: periodStart,
  periodEndDate: addDays(addMonths(periodStart, 1), -1),
  periodUnit: 'MONTHS' as const,
  periodLength: 1,
});

/** The subscriptions like the demo ones of the kind, dated relative to today. */
function partsOf(kind: Kind, today: string): Part[] {
  switch (kind) {
    case 'WEEKEND_PAPER': {
      // Like Maija's 2000008 (seed-maija-weekend.ts).
      const periodStart = addDays(today, -3);
      const values = {
        ...monthly(periodStart),
        productFormat: 'PAPER' as const,
        deliveryType: 'EARLY_MORNING_DELIVERY' as const,
        startDate: addMonths(periodStart, -7),
        priceCents: 2490,
        paymentMethod: 'EMAIL_INVOICE' as const,
      };
      return [{ productCode: 'PS-VKL', values }];
    }
    case 'CARD_PAPER_WITH_SUDOKU': {
      // Like Maija's 2000001 and its add-on 2000011 (seed-maija-card-subscription.ts).
      const periodStart = addDays(today, -9);
      const main = {
        ...monthly(periodStart),
        productFormat: 'PAPER_AND_DIGI' as const,
        deliveryType: 'EARLY_MORNING_DELIVERY' as const,
        startDate: addMonths(periodStart, -31),
        priceCents: 3990,
        paymentMethod: 'CREDIT_CARD' as const,
      };
      const sudoku = {
        ...monthly(periodStart),
        productFormat: 'DIGI' as const,
        startDate: addMonths(periodStart, -4),
        priceCents: 290,
        paymentMethod: 'CREDIT_CARD' as const,
      };
      return [
        { productCode: 'PS-7PV', values: main, card: true },
        { productCode: 'PS-SUDOKU', values: sudoku, card: true, addOn: true },
      ];
    }
    case 'QUARTERLY_LOCAL_PAPER': {
      // Like Pekka's 3000001 (seed-pekka.ts).
      const periodStart = addDays(today, -30);
      const values = {
        status: 'ACTIVE' as const,
        subscriptionType: 'RECURRING' as const,
        productFormat: 'PAPER' as const,
        deliveryType: 'EARLY_MORNING_DELIVERY' as const,
        startDate: addMonths(periodStart, -57),
        periodStartDate: periodStart,
        periodEndDate: addDays(addMonths(periodStart, 3), -1),
        priceCents: 8970,
        periodUnit: 'MONTHS' as const,
        periodLength: 3,
        paymentMethod: 'PAPER_INVOICE' as const,
      };
      return [{ productCode: 'HV-6PV', values }];
    }
  }
}

async function productId(db: Db, code: string): Promise<string> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.code, code));
  if (!product) throw new Error(`Product ${code} is missing: seed the demo data first`);
  return product.id;
}

async function addCard(db: Db, today: string, customerId: string, customerNumber: string) {
  const [card] = await db
    .insert(paymentCards)
    .values({
      customerId,
      brand: 'Visa',
      last4: '1111',
      expiryMonth: 12,
      expiryYear: Number(today.slice(0, 4)) + 2,
      providerToken: `fresh-card-${customerNumber}`,
    })
    .returning({ id: paymentCards.id });
  if (!card) throw new Error('Could not insert the card');
  return card.id;
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
        contactEmail: request.contactEmail ?? username,
      },
      { streetAddress: 'Mannerheimintie 10 A 5', zipCode: '00100', postOffice: 'HELSINKI' },
    );
    await linkAccount(tx, accountId, customerId, 'OWNER');
    const parts = request.subscriptions.flatMap((kind) => partsOf(kind, today));
    const cardId = parts.some((p) => p.card)
      ? await addCard(tx, today, customerId, customerNumber)
      : null;
    const subscriptionNumbers: string[] = [];
    let mainId: string | null = null;
    for (const [i, part] of parts.entries()) {
      const subscriptionNumber = String(FIRST_SUBSCRIPTION_NUMBER + serial * 10 + i);
      const id = await ensureSubscription(tx, {
        ...part.values,
        subscriptionNumber,
        customerId,
        productId: await productId(tx, part.productCode),
        ...(part.card && cardId ? { paymentCardId: cardId } : {}),
        ...(part.addOn && mainId ? { parentSubscriptionId: mainId } : {}),
      });
      if (!part.addOn) mainId = id;
      subscriptionNumbers.push(subscriptionNumber);
    }
    return { username, customerNumber, subscriptionNumbers };
  });
}
