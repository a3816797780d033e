import type { Db } from '../client';
import { ensureAccount, ensureCustomer, ensureSubscription } from './seed-helpers';
import type { ProductCode } from './seed-products';
import { quarterlyLocalPaper } from './subscription-templates';

/**
 * Pekka Virtanen: an account with nothing linked, and a customer with a subscription that the
 * "find my subscription" wizard links with customer number 200000001 and zip code 33100.
 * Deliberately no account_customers row.
 */
export async function seedPekka(
  db: Db,
  today: string,
  passwordHash: string,
  productIds: Record<ProductCode, string>,
): Promise<void> {
  await ensureAccount(db, 'pekka.virtanen@example.fi', passwordHash);
  const customerId = await ensureCustomer(
    db,
    {
      customerNumber: '200000001',
      customerType: 'PERSON',
      firstName: 'Pekka',
      lastName: 'Virtanen',
      yearOfBirth: 1984,
      phone: '+358 50 765 4321',
      contactEmail: 'pekka.virtanen@example.fi',
      gender: 'M',
    },
    { streetAddress: 'Hämeenkatu 5 B 12', zipCode: '33100', postOffice: 'TAMPERE' },
  );

  // A quarterly paper subscription invoiced on paper, a month into its current period.
  const { productCode, values } = quarterlyLocalPaper(today);
  await ensureSubscription(db, {
    ...values,
    subscriptionNumber: '3000001',
    customerId,
    productId: productIds[productCode],
  });
}
