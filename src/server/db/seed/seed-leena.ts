import { addDays, addMonths } from '~/domain/shared/dates';
import type { Db } from '../client';
import { ensureAccount, ensureCustomer, ensureSubscription } from './seed-helpers';
import type { ProductCode } from './seed-products';

/**
 * Leena Laaksonen: logs in with her work address, but her magazine (customer 200000009, zip code
 * 20100) carries her home address, so the link wizard links nothing and e-mails the one-time link
 * there (decision 0007). The e2e test of that path links customers of its own made like her
 * (the development factory), so she stays unlinked. Deliberately no account_customers row.
 */
export async function seedLeena(
  db: Db,
  today: string,
  passwordHash: string,
  productIds: Record<ProductCode, string>,
): Promise<void> {
  await ensureAccount(db, 'leena.laaksonen@example.fi', passwordHash);
  const customerId = await ensureCustomer(
    db,
    {
      customerNumber: '200000009',
      customerType: 'PERSON',
      firstName: 'Leena',
      lastName: 'Laaksonen',
      yearOfBirth: 1991,
      phone: '+358 44 555 0123',
      contactEmail: 'leena.laaksonen@koti.example.fi',
      gender: 'F',
    },
    { streetAddress: 'Linnankatu 12 C 7', zipCode: '20100', postOffice: 'TURKU' },
  );

  // A monthly magazine on paper invoice, halfway through its current period.
  const periodStart = addDays(today, -14);
  await ensureSubscription(db, {
    subscriptionNumber: '3000009',
    customerId,
    productId: productIds['KP-PAPERI'],
    status: 'ACTIVE',
    subscriptionType: 'RECURRING',
    productFormat: 'PAPER',
    deliveryType: 'POSTAL_DELIVERY',
    startDate: addMonths(periodStart, -10),
    periodStartDate: periodStart,
    periodEndDate: addDays(addMonths(periodStart, 1), -1),
    priceCents: 1290,
    periodUnit: 'MONTHS',
    periodLength: 1,
    paymentMethod: 'PAPER_INVOICE',
  });
}
