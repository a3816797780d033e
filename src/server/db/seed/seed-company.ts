import { addDays } from '~/domain/shared/dates';
import type { Db } from '../client';
import { companies } from '../schema/customers';
import { readingRights } from '../schema/subscriptions';
import {
  atNoon,
  ensureAccount,
  ensureCustomer,
  ensureSubscription,
  linkAccount,
} from './seed-helpers';
import { ensureInvoice } from './seed-invoice';
import type { ProductCode } from './seed-products';
import { companyDigi } from './subscription-templates';

const EMPLOYEES = [
  ['anna.aaltonen', 'Anna Aaltonen'],
  ['ville.koskinen', 'Ville Koskinen'],
  ['sari.lehtonen', 'Sari Lehtonen'],
  ['juha.nieminen', 'Juha Nieminen'],
] as const;

/** Esimerkki Oy: a business customer with an admin, a plain user and a 10-reader digi subscription. */
export async function seedCompany(
  db: Db,
  today: string,
  passwordHash: string,
  productIds: Record<ProductCode, string>,
): Promise<void> {
  const customerId = await ensureCustomer(
    db,
    {
      customerNumber: '10000002',
      customerType: 'COMPANY',
      customerKind: 'COMPANY',
      companyName: 'Esimerkki Oy',
      companyId: '1234567-1',
      phone: '+358 9 123 4567',
      contactEmail: 'tilaukset@esimerkki.example.fi',
    },
    { streetAddress: 'Esimerkkikatu 1', zipCode: '00180', postOffice: 'HELSINKI' },
  );
  // OVT = 0037 + the Y-tunnus without its hyphen; OKOYFIHH is a real operator code (OP).
  await db
    .insert(companies)
    .values({
      customerId,
      name: 'Esimerkki Oy',
      businessId: '1234567-1',
      vatNumber: 'FI12345671',
      contactPerson: 'Eija Esimerkki',
      invoicingEmail: 'laskut@esimerkki.example.fi',
      eInvoiceAddress: '003712345671',
      eInvoiceOperator: 'OKOYFIHH',
      invoiceReference: 'Digitilaus / talous',
    })
    .onConflictDoNothing({ target: companies.customerId });

  const adminId = await ensureAccount(db, 'yritys.admin@example.fi', passwordHash);
  const userId = await ensureAccount(db, 'yritys.lukija@example.fi', passwordHash);
  await linkAccount(db, adminId, customerId, 'COMPANY_ADMIN');
  await linkAccount(db, userId, customerId, 'COMPANY_USER');

  // Yearly billing, seven months into the current year; 10 readers of which 4 are in use.
  const { productCode, values } = companyDigi(today);
  const { periodStartDate: periodStart, periodEndDate: periodEnd } = values;
  const subscriptionId = await ensureSubscription(db, {
    ...values,
    subscriptionNumber: '2100001',
    customerId,
    productId: productIds[productCode],
  });
  await db
    .insert(readingRights)
    .values(
      EMPLOYEES.map(([local, name], i) => ({
        subscriptionId,
        status: 'ACTIVE',
        email: `${local}@esimerkki.example.fi`,
        subscriberName: name,
        activationCode: `DEMO-2100001-${i + 1}`,
        inviterAccountId: adminId,
        invitedAt: atNoon(addDays(periodStart, i)),
        claimedAt: atNoon(addDays(periodStart, i + 1)),
      })),
    )
    .onConflictDoNothing({ target: readingRights.activationCode });

  // The current year's e-invoice, paid, so the company's invoice list is not empty.
  const due = addDays(periodStart, 14);
  await ensureInvoice(db, {
    invoiceNumber: '50000005',
    customerId,
    subscriptionId,
    kind: 'INVOICED',
    paymentState: 'PAID',
    paymentMethod: 'E_INVOICE_B2B',
    invoiceDate: addDays(periodStart, -14),
    dueDate: due,
    periodStartDate: periodStart,
    periodEndDate: periodEnd,
    amountCents: 190800,
    paidAt: atNoon(addDays(due, -1)),
  });
}
