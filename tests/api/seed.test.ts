import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '~/server/auth/password';
import type { Db, DbHandle } from '~/server/db/client';
import { openTestDb } from '../support/test-db';
import { accountCustomers, accounts, sessions } from '~/server/db/schema/accounts';
import { addressChanges, suspensions } from '~/server/db/schema/changes';
import { consents } from '~/server/db/schema/consents';
import { addresses, companies, customers } from '~/server/db/schema/customers';
import { invoices, paymentCards } from '~/server/db/schema/payments';
import { products } from '~/server/db/schema/products';
import { readingRights, subscriptions } from '~/server/db/schema/subscriptions';
import { outbox } from '~/server/db/schema/system';
import { seedDemoData } from '~/server/db/seed/seed-demo-data';

const TODAY = '2026-11-21';
const PASSWORD = 'Demo-salasana-2026';

// Independent of the seed's own helpers, so a bug there cannot hide in both.
const daysFromToday = (date: string | null) =>
  Math.round((Date.parse(date ?? 'x') - Date.parse(TODAY)) / 86_400_000);

function referenceIsValid(ref: string): boolean {
  if (!/^\d{4,20}$/.test(ref)) return false;
  const digits = [...ref.slice(0, -1)].reverse().map(Number);
  const sum = digits.reduce((s, d, i) => s + d * ([7, 3, 1][i % 3] ?? 0), 0);
  return (10 - (sum % 10)) % 10 === Number(ref.at(-1));
}

function ibanIsValid(iban: string): boolean {
  if (!/^FI\d{16}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  const numeric = [...moved].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  return BigInt(numeric) % 97n === 1n;
}

function businessIdIsValid(id: string): boolean {
  const m = /^(\d{7})-(\d)$/.exec(id);
  if (!m?.[1] || !m[2]) return false;
  const sum = [...m[1]].reduce((s, d, i) => s + Number(d) * ([7, 9, 10, 5, 8, 4, 2][i] ?? 0), 0);
  const rest = sum % 11;
  return rest !== 1 && (rest === 0 ? 0 : 11 - rest) === Number(m[2]);
}

const tables = {
  accounts,
  accountCustomers,
  sessions,
  customers,
  addresses,
  companies,
  products,
  subscriptions,
  readingRights,
  paymentCards,
  invoices,
  consents,
  suspensions,
  addressChanges,
  outbox,
};

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, await db.$count(table)] as const),
  );
  return Object.fromEntries(entries);
}

let db: Db;
let firstRun: { seeded: boolean };

async function customerByNumber(customerNumber: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.customerNumber, customerNumber));
  if (!row) throw new Error(`customer ${customerNumber} missing`);
  return row;
}

async function subscriptionByNumber(subscriptionNumber: string) {
  const [row] = await db
    .select({ s: subscriptions, p: products })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(eq(subscriptions.subscriptionNumber, subscriptionNumber));
  if (!row) throw new Error(`subscription ${subscriptionNumber} missing`);
  return row;
}

async function accountByUsername(username: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.username, username));
  if (!row) throw new Error(`account ${username} missing`);
  return row;
}

async function rolesOf(username: string) {
  return db
    .select({ role: accountCustomers.role, customerNumber: customers.customerNumber })
    .from(accountCustomers)
    .innerJoin(accounts, eq(accounts.id, accountCustomers.accountId))
    .innerJoin(customers, eq(customers.id, accountCustomers.customerId))
    .where(eq(accounts.username, username));
}

const handles: DbHandle[] = [];
afterAll(async () => {
  await Promise.all(handles.map((h) => h.close()));
});

beforeAll(async () => {
  const handle = await openTestDb();
  handles.push(handle);
  db = handle.db;
  firstRun = await seedDemoData(db, TODAY);
});

describe('demo data seed', () => {
  it('reports that it seeded', () => {
    expect(firstRun).toEqual({ seeded: true });
  });

  it('gives every demo login the demo password, usernames in lower case', async () => {
    const usernames = [
      'maija.meikalainen@example.fi',
      'pekka.virtanen@example.fi',
      'yritys.admin@example.fi',
      'yritys.lukija@example.fi',
      'leena.laaksonen@example.fi',
    ];
    const rows = await db.select().from(accounts).where(inArray(accounts.username, usernames));
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row.username).toBe(row.username.toLowerCase());
      expect(await verifyPassword(PASSWORD, row.passwordHash)).toBe(true);
      expect(await verifyPassword('wrong-password', row.passwordHash)).toBe(false);
    }
  });

  describe('Maija Meikäläinen', () => {
    it('is customer 10000001 born 1978 in Helsinki, owned by her login', async () => {
      const maija = await customerByNumber('10000001');
      expect(maija).toMatchObject({
        customerType: 'PERSON',
        firstName: 'Maija',
        lastName: 'Meikäläinen',
        yearOfBirth: 1978,
        phone: '+358 40 123 4567',
      });
      const addressRows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.customerId, maija.id));
      expect(addressRows).toHaveLength(1);
      expect(addressRows[0]).toMatchObject({
        isPrimary: true,
        streetAddress: 'Mannerheimintie 10 A 5',
        zipCode: '00100',
        postOffice: 'HELSINKI',
      });
      expect(await rolesOf('maija.meikalainen@example.fi')).toEqual([
        { role: 'OWNER', customerNumber: '10000001' },
      ]);
    });

    it('has 2000001: monthly card-billed PAPER_AND_DIGI newspaper, every day, Visa 1111', async () => {
      const { s, p } = await subscriptionByNumber('2000001');
      expect(s).toMatchObject({
        status: 'ACTIVE',
        subscriptionType: 'RECURRING',
        productFormat: 'PAPER_AND_DIGI',
        periodUnit: 'MONTHS',
        periodLength: 1,
        paymentMethod: 'CREDIT_CARD',
        parentSubscriptionId: null,
      });
      expect(s.priceCents).toBeGreaterThan(0);
      expect(p).toMatchObject({ productGroup: 'NEWSPAPER', readingRights: 3, isModule: false });
      expect(p.publicationDays).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(s.periodStartDate <= TODAY && TODAY <= s.periodEndDate).toBe(true);
      const [card] = await db
        .select()
        .from(paymentCards)
        .where(eq(paymentCards.id, s.paymentCardId ?? ''));
      expect(card).toMatchObject({ brand: 'Visa', last4: '1111', deletedAt: null });
      expect(card?.customerId).toBe((await customerByNumber('10000001')).id);
    });

    it('shares 1 of the 3 reading rights of 2000001, leaving 2 free', async () => {
      const { s, p } = await subscriptionByNumber('2000001');
      const rights = await db
        .select()
        .from(readingRights)
        .where(eq(readingRights.subscriptionId, s.id));
      expect(rights).toHaveLength(1);
      expect(rights[0]).toMatchObject({ status: 'ACTIVE', subscriberName: 'Matti Meikäläinen' });
      const active = rights.filter((r) => r.status === 'ACTIVE').length;
      expect(p.readingRights - active).toBe(2);
    });

    it('has one active add-on module under 2000001', async () => {
      const { s: parent } = await subscriptionByNumber('2000001');
      const modules = await db
        .select({ s: subscriptions, p: products })
        .from(subscriptions)
        .innerJoin(products, eq(products.id, subscriptions.productId))
        .where(eq(subscriptions.parentSubscriptionId, parent.id));
      expect(modules).toHaveLength(1);
      expect(modules[0]?.s.status).toBe('ACTIVE');
      expect(modules[0]?.s.customerId).toBe(parent.customerId);
      expect(modules[0]?.s.subscriptionNumber).toMatch(/^\d{7,8}$/);
      expect(modules[0]?.p.isModule).toBe(true);
    });

    it('has 2000002: fixed-term paper magazine on e-mail invoice, ending in about 2 months', async () => {
      const { s, p } = await subscriptionByNumber('2000002');
      expect(s).toMatchObject({
        status: 'ACTIVE',
        subscriptionType: 'FIXED_TERM',
        productFormat: 'PAPER',
        paymentMethod: 'EMAIL_INVOICE',
      });
      expect(p.productGroup).toBe('MAGAZINE');
      expect(daysFromToday(s.endDate)).toBeGreaterThanOrEqual(55);
      expect(daysFromToday(s.endDate)).toBeLessThanOrEqual(65);
      expect(daysFromToday(s.startDate)).toBeLessThan(0);
    });

    it('has 2000003: digital-only newspaper cancelled to end in about 3 weeks', async () => {
      const { s, p } = await subscriptionByNumber('2000003');
      expect(s).toMatchObject({
        status: 'CANCELLED',
        subscriptionType: 'RECURRING',
        productFormat: 'DIGI',
      });
      expect(p).toMatchObject({ productGroup: 'NEWSPAPER', productFormat: 'DIGI' });
      expect(daysFromToday(s.endDate)).toBe(21);
      expect(s.periodEndDate).toBe(s.endDate);
      expect(s.cancelledAt).toBeInstanceOf(Date);
      expect(s.cancelledAt!.getTime()).toBeLessThan(Date.parse(TODAY));
    });

    it('has 2000004 finished about 3 months ago and 2000005 more than 12 months ago', async () => {
      const { s: magazine, p: magazineProduct } = await subscriptionByNumber('2000004');
      expect(magazine.status).toBe('FINISHED');
      expect(magazineProduct.productGroup).toBe('MAGAZINE');
      expect(daysFromToday(magazine.endDate)).toBeGreaterThanOrEqual(-100);
      expect(daysFromToday(magazine.endDate)).toBeLessThanOrEqual(-85);
      const { s: old, p: oldProduct } = await subscriptionByNumber('2000005');
      expect(old.status).toBe('FINISHED');
      expect(oldProduct.productGroup).toBe('NEWSPAPER');
      expect(daysFromToday(old.endDate)).toBeGreaterThanOrEqual(-440);
      expect(daysFromToday(old.endDate)).toBeLessThan(-366);
    });

    it('owns exactly the six main subscriptions and the module', async () => {
      const maija = await customerByNumber('10000001');
      const rows = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.customerId, maija.id));
      const main = rows
        .filter((r) => r.parentSubscriptionId === null)
        .map((r) => r.subscriptionNumber);
      expect(main.sort()).toEqual([
        '2000001',
        '2000002',
        '2000003',
        '2000004',
        '2000005',
        '2000008',
      ]);
      expect(rows).toHaveLength(7);
      for (const r of rows) {
        expect(r.startDate <= r.periodStartDate && r.periodStartDate <= r.periodEndDate).toBe(true);
      }
    });
  });

  describe("Maija's invoices", () => {
    async function maijaInvoices() {
      const maija = await customerByNumber('10000001');
      return db.select().from(invoices).where(eq(invoices.customerId, maija.id));
    }

    it('are four: open, paid last month, first reminder, paid 14 months ago', async () => {
      const rows = await maijaInvoices();
      expect(rows).toHaveLength(4);
      const open = rows.filter((r) => r.kind === 'INVOICED' && r.paymentState === 'UNPAID');
      expect(open).toHaveLength(1);
      expect(daysFromToday(open[0]!.dueDate)).toBeGreaterThanOrEqual(7);
      expect(daysFromToday(open[0]!.dueDate)).toBeLessThanOrEqual(14);

      const paid = rows.filter((r) => r.paymentState === 'PAID');
      expect(paid).toHaveLength(2);
      expect(paid.every((r) => r.paidAt !== null && r.kind === 'INVOICED')).toBe(true);
      expect(paid.some((r) => r.invoiceDate.startsWith('2026-10-'))).toBe(true);
      const old = paid.find((r) => daysFromToday(r.invoiceDate) < -366);
      expect(old && daysFromToday(old.dueDate)).toBeLessThan(-366);
      expect(old && daysFromToday(old.dueDate)).toBeGreaterThanOrEqual(-450);
    });

    it('include an overdue first reminder with a fee for 2000002', async () => {
      const { s } = await subscriptionByNumber('2000002');
      const reminders = (await maijaInvoices()).filter((r) => r.kind === 'FIRST_REMINDER');
      expect(reminders).toHaveLength(1);
      expect(reminders[0]).toMatchObject({
        paymentState: 'OVERDUE',
        subscriptionId: s.id,
        paidAt: null,
      });
      expect(daysFromToday(reminders[0]!.dueDate)).toBeLessThan(0);
      expect(reminders[0]!.reminderFeeCents).toBeGreaterThan(0);
    });

    it('carry valid Finnish reference numbers and IBANs', async () => {
      for (const r of await maijaInvoices()) {
        expect(referenceIsValid(r.referenceNumber), r.referenceNumber).toBe(true);
        expect(ibanIsValid(r.iban), r.iban).toBe(true);
        expect(r.amountCents).toBeGreaterThan(0);
      }
      expect(referenceIsValid('12344')).toBe(true);
      expect(referenceIsValid('12345')).toBe(false);
      expect(ibanIsValid('FI2112345600000786')).toBe(false);
    });
  });

  it('gives Maija only an e-mail marketing OptIn for one brand', async () => {
    const maija = await customerByNumber('10000001');
    const rows = await db.select().from(consents).where(eq(consents.customerId, maija.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'MARKETING_PERMISSION',
      channel: 'EMAIL',
      value: 'OptIn',
    });
    const family = await db.select().from(products).where(eq(products.familyId, rows[0]!.brand));
    expect(family.length).toBeGreaterThan(0);
  });

  describe('Pekka Virtanen', () => {
    it('has a login with nothing linked', async () => {
      await accountByUsername('pekka.virtanen@example.fi');
      expect(await rolesOf('pekka.virtanen@example.fi')).toEqual([]);
    });

    it('is customer 200000001 in Tampere with an unlinked paper newspaper 3000001', async () => {
      const pekka = await customerByNumber('200000001');
      expect(pekka).toMatchObject({
        customerType: 'PERSON',
        firstName: 'Pekka',
        lastName: 'Virtanen',
      });
      const [address] = await db.select().from(addresses).where(eq(addresses.customerId, pekka.id));
      expect(address).toMatchObject({
        streetAddress: 'Hämeenkatu 5 B 12',
        zipCode: '33100',
        postOffice: 'TAMPERE',
      });
      const { s, p } = await subscriptionByNumber('3000001');
      expect(s).toMatchObject({ customerId: pekka.id, status: 'ACTIVE', productFormat: 'PAPER' });
      expect(p.productGroup).toBe('NEWSPAPER');
      const links = await db
        .select()
        .from(accountCustomers)
        .where(eq(accountCustomers.customerId, pekka.id));
      expect(links).toEqual([]);
    });
  });

  describe('Leena Laaksonen', () => {
    it('has a login with nothing linked and a customer whose e-mail differs from it', async () => {
      await accountByUsername('leena.laaksonen@example.fi');
      expect(await rolesOf('leena.laaksonen@example.fi')).toEqual([]);
      const leena = await customerByNumber('200000009');
      expect(leena.contactEmail).toBe('leena.laaksonen@koti.example.fi');
      const [address] = await db.select().from(addresses).where(eq(addresses.customerId, leena.id));
      expect(address).toMatchObject({ zipCode: '20100', postOffice: 'TURKU' });
      const { s } = await subscriptionByNumber('3000009');
      expect(s).toMatchObject({ customerId: leena.id, status: 'ACTIVE' });
    });
  });

  describe('Esimerkki Oy', () => {
    it('is company customer 10000002 with a valid Y-tunnus and e-invoice address', async () => {
      const company = await customerByNumber('10000002');
      expect(company).toMatchObject({
        customerType: 'COMPANY',
        companyName: 'Esimerkki Oy',
        companyId: '1234567-1',
      });
      expect(businessIdIsValid('1234567-1')).toBe(true);
      const [details] = await db
        .select()
        .from(companies)
        .where(eq(companies.customerId, company.id));
      expect(details).toMatchObject({
        name: 'Esimerkki Oy',
        businessId: '1234567-1',
        eInvoiceAddress: '003712345671',
      });
      expect(details?.eInvoiceAddress).toBe(`0037${'1234567-1'.replace('-', '')}`);
      expect(details?.eInvoiceOperator).toMatch(/^[A-Z0-9]{8}$/);
    });

    it('has an admin and a plain user', async () => {
      expect(await rolesOf('yritys.admin@example.fi')).toEqual([
        { role: 'COMPANY_ADMIN', customerNumber: '10000002' },
      ]);
      expect(await rolesOf('yritys.lukija@example.fi')).toEqual([
        { role: 'COMPANY_USER', customerNumber: '10000002' },
      ]);
    });

    it('has 2100001: yearly e-invoiced company digi with 10 readers and 4 rights in use', async () => {
      const company = await customerByNumber('10000002');
      const { s } = await subscriptionByNumber('2100001');
      expect(s).toMatchObject({
        customerId: company.id,
        status: 'ACTIVE',
        subscriptionType: 'RECURRING',
        productFormat: 'DIGI',
        readerCount: 10,
        paymentMethod: 'E_INVOICE_B2B',
        periodUnit: 'YEARS',
        periodLength: 1,
      });
      const rights = await db
        .select()
        .from(readingRights)
        .where(and(eq(readingRights.subscriptionId, s.id), eq(readingRights.status, 'ACTIVE')));
      expect(rights).toHaveLength(4);
      expect(rights.every((r) => r.email.endsWith('@esimerkki.example.fi'))).toBe(true);
    });
  });

  it('keeps identifiers in their spec lengths and slugs in kebab case', async () => {
    for (const c of await db.select().from(customers))
      expect(c.customerNumber).toMatch(/^\d{8,9}$/);
    for (const s of await db.select().from(subscriptions))
      expect(s.subscriptionNumber).toMatch(/^\d{7,8}$/);
    for (const p of await db.select().from(products))
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('is idempotent: a second run, even on another day, changes nothing', async () => {
    const before = await rowCounts(db);
    const hashBefore = (await accountByUsername('maija.meikalainen@example.fi')).passwordHash;
    expect(await seedDemoData(db, TODAY)).toEqual({ seeded: false });
    expect(await seedDemoData(db, '2027-03-01')).toEqual({ seeded: false });
    expect(await rowCounts(db)).toEqual(before);
    expect((await accountByUsername('maija.meikalainen@example.fi')).passwordHash).toBe(hashBefore);
  });
});

describe('demo data seed over existing data', () => {
  it('keeps rows that already hold a natural key and adds the rest', async () => {
    const freshHandle = await openTestDb();
    handles.push(freshHandle);
    const fresh = freshHandle.db;
    // Someone registered Pekka's username before the seed.
    await fresh
      .insert(accounts)
      .values({ username: 'pekka.virtanen@example.fi', passwordHash: 'x' });
    expect(await seedDemoData(fresh, TODAY)).toEqual({ seeded: true });
    const [pekka] = await fresh
      .select()
      .from(accounts)
      .where(eq(accounts.username, 'pekka.virtanen@example.fi'));
    expect(pekka?.passwordHash).toBe('x');
    expect(await fresh.$count(accounts)).toBe(5);
  });
});
