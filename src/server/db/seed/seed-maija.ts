import { and, eq } from 'drizzle-orm';
import { addDays } from '~/domain/shared/dates';
import type { Db } from '../client';
import { consents } from '../schema/consents';
import { paymentCards } from '../schema/payments';
import { ensureAccount, ensureCustomer, linkAccount } from './seed-helpers';
import { seedMaijaCardSubscription } from './seed-maija-card-subscription';
import { seedMaijaEnded } from './seed-maija-ended';
import { seedMaijaInvoiced } from './seed-maija-invoiced';
import { seedMaijaInvoices } from './seed-maija-invoices';
import { seedMaijaWeekend } from './seed-maija-weekend';
import { MARKETING_BRAND, type ProductCode } from './seed-products';
import { visaCard } from './subscription-templates';

/** Maija Meikäläinen: a private customer whose data shows every consumer feature at work. */
export async function seedMaija(
  db: Db,
  today: string,
  passwordHash: string,
  productIds: Record<ProductCode, string>,
): Promise<void> {
  const accountId = await ensureAccount(db, 'maija.meikalainen@example.fi', passwordHash);
  const customerId = await ensureCustomer(
    db,
    {
      customerNumber: '10000001',
      customerType: 'PERSON',
      firstName: 'Maija',
      lastName: 'Meikäläinen',
      yearOfBirth: 1978,
      phone: '+358 40 123 4567',
      contactEmail: 'maija.meikalainen@example.fi',
      gender: 'F',
    },
    { streetAddress: 'Mannerheimintie 10 A 5', zipCode: '00100', postOffice: 'HELSINKI' },
  );
  await linkAccount(db, accountId, customerId, 'OWNER');

  const cardId = await ensureVisaCard(db, today, customerId);
  await seedMaijaCardSubscription(db, today, { accountId, customerId, cardId, productIds });
  const invoiced = await seedMaijaInvoiced(db, today, customerId, productIds);
  const ended = await seedMaijaEnded(db, today, customerId, productIds);
  await seedMaijaInvoices(db, today, customerId, { ...invoiced, ...ended });
  await seedMaijaWeekend(db, today, customerId, productIds);

  // Only the one OptIn row: a missing row is read as EMPTY. Given on the phone to customer
  // service a while ago, dated from the portal's today like the rest of her data.
  await db
    .insert(consents)
    .values({
      customerId,
      kind: 'MARKETING_PERMISSION',
      channel: 'EMAIL',
      brand: MARKETING_BRAND,
      value: 'OptIn',
      updatedAt: new Date(`${addDays(today, -120)}T09:00:00Z`),
      changeChannel: 'CS_PHONE',
    })
    .onConflictDoNothing();
}

/** The card that pays 2000001; payment_cards has no natural key, so look before inserting. */
async function ensureVisaCard(db: Db, today: string, customerId: string): Promise<string> {
  const [existing] = await db
    .select({ id: paymentCards.id })
    .from(paymentCards)
    .where(and(eq(paymentCards.customerId, customerId), eq(paymentCards.last4, '1111')));
  if (existing) return existing.id;
  const [card] = await db
    .insert(paymentCards)
    .values({ customerId, ...visaCard(today), providerToken: 'demo-card-maija-visa-1111' })
    .returning({ id: paymentCards.id });
  if (!card) throw new Error('Seed could not insert the demo card');
  return card.id;
}
