import { and, eq, ne } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CustomerInfo } from '~/domain/customer-info/info-view';
import { accountCustomers } from '~/server/db/schema/accounts';
import { companies, customers } from '~/server/db/schema/customers';
import { auditLog, outbox } from '~/server/db/schema/system';
import { linkAccount } from '~/server/db/seed/seed-helpers';
import { createAccount, createCustomer } from '../support/customer-factory';
import { plainJson } from '../support/json';
import { expectAnsweredUnchanged, expectRefusedUnchanged } from '../support/refused-unchanged';
import { createTestApp, useTestApp } from '../support/test-app';
import { rowCounts } from '../support/row-counts';

const MAIJA = 'maija.meikalainen@example.fi';
const PEKKA = 'pekka.virtanen@example.fi';
const ADMIN = 'yritys.admin@example.fi';
const COMPANY_NUMBER = '10000002';

const app = useTestApp();
let serial = 0;

beforeEach(() => app.clearCookies());

/** A private customer of the test's own with an account that owns it, logged in. */
async function freshPerson(): Promise<{ username: string; customerId: string; number: string }> {
  serial += 1;
  const number = String(71000000 + serial);
  const username = `info.${serial}@example.fi`;
  const customerId = await createCustomer(app.db, {
    customerNumber: number,
    subscriptionNumber: String(7100000 + serial),
  });
  const accountId = await createAccount(app.db, username);
  await linkAccount(app.db, accountId, customerId, 'OWNER');
  expect((await app.login(username)).status).toBe(200);
  return { username, customerId, number };
}

const read = () => app.call('/customer/info');
const patch = (body: unknown, headers?: Record<string, string>) =>
  app.call('/customer/info', { method: 'PATCH', body, ...(headers ? { headers } : {}) });

/** What a PATCH may write: both tables' rows of every customer, the audit rows, the e-mails. */
async function snapshot() {
  return {
    customers: await app.db.select().from(customers).orderBy(customers.customerNumber),
    companies: await app.db.select().from(companies).orderBy(companies.businessId),
    ...(await rowCounts(app.db, { audit: auditLog, mails: outbox })),
  };
}

async function customerRow(id: string) {
  const [row] = await app.db.select().from(customers).where(eq(customers.id, id));
  return row;
}

async function companyOfAdmin() {
  const [row] = await app.db
    .select({ company: companies })
    .from(companies)
    .innerJoin(customers, eq(customers.id, companies.customerId))
    .where(eq(customers.customerNumber, COMPANY_NUMBER));
  return row?.company;
}

const mailsTo = (to: string) =>
  app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, to), eq(outbox.kind, 'customer-info-updated')));

const auditOf = (customerId: string) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.customerId, customerId), eq(auditLog.action, 'CUSTOMER_INFO_UPDATED')));

describe('GET /customer/info', () => {
  it('answers 401 when not logged in', async () => {
    const res = await read();
    expect(res.status).toBe(401);
    expect((await plainJson<{ errorKey: string }>(res)).errorKey).toBe('not-logged-in');
  });

  it('shows a person her own data, the address read-only and the accepted years', async () => {
    await app.login(MAIJA);
    const res = await read();
    expect(res.status).toBe(200);
    expect(await plainJson<CustomerInfo>(res)).toEqual({
      username: MAIJA,
      customerNumber: '10000001',
      customerType: 'PERSON',
      customerTypeLabel: 'Yksityisasiakas',
      name: 'Maija Meikäläinen',
      firstName: 'Maija',
      lastName: 'Meikäläinen',
      yearOfBirth: 1978,
      phone: '+358 40 123 4567',
      contactEmail: MAIJA,
      address: {
        streetAddress: 'Mannerheimintie 10 A 5',
        zipCode: '00100',
        postOffice: 'HELSINKI',
        countryCode: 'FI',
        label: 'Mannerheimintie 10 A 5, 00100 HELSINKI',
      },
      company: null,
      editable: { personalDetails: true, phone: true, companyDetails: false },
      // Default range: 1900 to the current year (2026) minus 13.
      yearOfBirthRange: { min: 1900, max: 2013 },
    });
  });

  it('shows a company admin (b2b) the company and its details', async () => {
    await app.login(ADMIN, { intent: 'b2b' });
    const info = await plainJson<CustomerInfo>(await read());
    expect(info).toMatchObject({
      username: ADMIN,
      customerNumber: COMPANY_NUMBER,
      customerType: 'COMPANY',
      customerTypeLabel: 'Yritysasiakas',
      name: 'Esimerkki Oy',
      company: {
        name: 'Esimerkki Oy',
        businessId: '1234567-1',
        vatNumber: 'FI12345671',
        contactPerson: 'Eija Esimerkki',
        eInvoiceAddress: '003712345671',
        eInvoiceOperator: 'OKOYFIHH',
      },
      editable: { personalDetails: false, phone: true, companyDetails: true },
    });
  });

  it('answers the customer linked first when the account holds several', async () => {
    const { customerId, number } = await freshPerson();
    // Pekka's customer linked to this account later, as the link wizard does.
    const [pekkaCustomer] = await app.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.customerNumber, '200000001'));
    const [own] = await app.db
      .select()
      .from(accountCustomers)
      .where(eq(accountCustomers.customerId, customerId));
    await app.db.insert(accountCustomers).values({
      accountId: own!.accountId,
      customerId: pekkaCustomer!.id,
      role: 'OWNER',
      linkedAt: new Date(own!.linkedAt.getTime() + 60_000),
    });
    const info = await plainJson<CustomerInfo>(await read());
    expect(info.customerNumber).toBe(number);
    await app.db
      .delete(accountCustomers)
      .where(
        and(
          eq(accountCustomers.accountId, own!.accountId),
          eq(accountCustomers.customerId, pekkaCustomer!.id),
        ),
      );
  });

  it('answers customer-not-found for an account that holds no customer', async () => {
    await createAccount(app.db, 'no.customer@example.fi');
    await app.login('no.customer@example.fi');
    const res = await read();
    expect(res.status).toBe(404);
    expect((await plainJson<{ errorKey: string }>(res)).errorKey).toBe('customer-not-found');
  });
});

describe('PATCH /customer/info: a person', () => {
  it('changes the names and the year of birth, audits it and sends the confirmation', async () => {
    const { username, customerId } = await freshPerson();
    const res = await patch({ firstName: ' Liisa ', lastName: 'Lahtinen-Ek', yearOfBirth: '1985' });
    expect(res.status).toBe(200);
    const info = await plainJson<CustomerInfo>(res);
    expect(info).toMatchObject({
      firstName: 'Liisa',
      lastName: 'Lahtinen-Ek',
      yearOfBirth: 1985,
      name: 'Liisa Lahtinen-Ek',
    });
    expect(await customerRow(customerId)).toMatchObject({
      firstName: 'Liisa',
      lastName: 'Lahtinen-Ek',
      yearOfBirth: 1985,
    });
    const audits = await auditOf(customerId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      entity: 'customer',
      channel: 'WEB',
      details: { fields: ['firstName', 'lastName', 'yearOfBirth'] },
    });
    const mails = await mailsTo(username);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Tietosi on päivitetty');
    expect(mails[0]?.bodyText).toContain('- Etunimi\n- Sukunimi\n- Syntymävuosi');
    // The link comes from SITE_URL; the new values are not in the message.
    expect(mails[0]?.bodyText).toContain('http://portal.test/tili/asiakastiedot');
    expect(mails[0]?.bodyText).not.toContain('Lahtinen');
  });

  it('changes the phone alone', async () => {
    const { username, customerId } = await freshPerson();
    const res = await patch({ phone: '+358(40)-765-4321' });
    expect(res.status).toBe(200);
    expect((await customerRow(customerId))?.phone).toBe('+358(40)-765-4321');
    expect((await mailsTo(username))[0]?.bodyText).toContain('- Puhelinnumero');
  });

  it('accepts the first and last year of the range', async () => {
    await freshPerson();
    expect((await patch({ yearOfBirth: 1900 })).status).toBe(200);
    expect((await patch({ yearOfBirth: 2013 })).status).toBe(200);
  });

  it('writes nothing when the values are the stored ones', async () => {
    const { customerId } = await freshPerson();
    expect((await patch({ phone: '040-1234567' })).status).toBe(200);
    await expectAnsweredUnchanged(() => patch({ phone: '040-1234567' }), 200, snapshot);
    expect(await auditOf(customerId)).toHaveLength(1);
  });

  it('stores one change, one audit row and one e-mail for 20 parallel requests', async () => {
    const { username, customerId } = await freshPerson();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => patch({ firstName: 'Rinnakkainen' })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await auditOf(customerId)).toHaveLength(1);
    expect(await mailsTo(username)).toHaveLength(1);
    expect((await customerRow(customerId))?.firstName).toBe('Rinnakkainen');
  });

  const REFUSED: [string, Record<string, unknown>, string][] = [
    ['a name with digits', { firstName: 'Liisa2' }, 'firstName'],
    ['a name with markup', { lastName: '<b>Ek</b>' }, 'lastName'],
    ['an empty name', { firstName: '  ' }, 'firstName'],
    ['a name of 61 characters', { lastName: 'a'.repeat(61) }, 'lastName'],
    ['a year of three digits', { yearOfBirth: '985' }, 'yearOfBirth'],
    ['a year with letters', { yearOfBirth: '19x5' }, 'yearOfBirth'],
    ['a year before the range', { yearOfBirth: 1899 }, 'yearOfBirth'],
    ['a year after the range', { yearOfBirth: 2014 }, 'yearOfBirth'],
    ['a phone with letters', { phone: '040 ABC' }, 'phone'],
    ['a phone with spaces', { phone: '040 123 4567' }, 'phone'],
    ['a phone of four digits', { phone: '1234' }, 'phone'],
    ['a phone of 65 characters', { phone: '1'.repeat(65) }, 'phone'],
    // Unknown keys are named under '_' (src/server/http/error-envelope.ts).
    ['an unknown field', { customerNumber: '10000001' }, '_'],
    ['another customer named by id', { customerId: 'x', phone: '0401234567' }, '_'],
  ];

  it.each(REFUSED)('refuses %s with its field and changes nothing', async (_, body, field) => {
    await freshPerson();
    await expectRefusedUnchanged(
      () => patch(body),
      { status: 400, errorKey: 'validation-failed', field },
      snapshot,
    );
  });

  it('refuses an empty body', async () => {
    await freshPerson();
    await expectRefusedUnchanged(
      () => patch({}),
      { status: 400, errorKey: 'validation-failed' },
      snapshot,
    );
  });

  it('refuses a year outside the range with the exact message', async () => {
    await freshPerson();
    const body = await expectRefusedUnchanged(
      () => patch({ yearOfBirth: 2020 }),
      { status: 400, errorKey: 'validation-failed', field: 'yearOfBirth' },
      snapshot,
    );
    expect(body.fields?.yearOfBirth).toBe('Syntymävuoden on oltava väliltä 1900–2013.');
  });

  it('refuses company details from a private customer (403)', async () => {
    await freshPerson();
    await expectRefusedUnchanged(
      () =>
        patch({
          company: {
            name: 'Oma Oy',
            contactPerson: '',
            invoicingEmail: '',
            eInvoiceAddress: '',
            eInvoiceOperator: '',
            invoiceReference: '',
          },
        }),
      { status: 403, errorKey: 'company-details-not-allowed' },
      snapshot,
    );
  });

  it('refuses a forged Origin and changes nothing', async () => {
    await freshPerson();
    await expectRefusedUnchanged(
      () => patch({ phone: '0409999999' }, { origin: 'https://evil.example' }),
      { status: 403, errorKey: 'bad-origin' },
      snapshot,
    );
  });

  it('answers 401 when not logged in and changes nothing', async () => {
    await expectRefusedUnchanged(
      () => patch({ phone: '0409999999' }),
      { status: 401, errorKey: 'not-logged-in' },
      snapshot,
    );
  });

  it('never reaches another customer: each session reads and changes only its own', async () => {
    const { customerId } = await freshPerson();
    const others = () =>
      app.db.select().from(customers).where(ne(customers.id, customerId)).orderBy(customers.id);
    const before = await others();
    expect((await patch({ lastName: 'Oma' })).status).toBe(200);
    expect((await customerRow(customerId))?.lastName).toBe('Oma');
    expect(await others()).toEqual(before);
    app.clearCookies();
    await app.login(MAIJA);
    const maija = await plainJson<CustomerInfo>(await read());
    expect(maija).toMatchObject({ username: MAIJA, lastName: 'Meikäläinen' });
    // An account that holds no customer (Pekka's, before linking) reaches nobody's data.
    app.clearCookies();
    await app.login(PEKKA);
    expect((await read()).status).toBe(404);
    await expectRefusedUnchanged(
      () => patch({ lastName: 'Oma' }),
      { status: 404, errorKey: 'customer-not-found' },
      snapshot,
    );
  });
});

describe('PATCH /customer/info: a company admin', () => {
  const DETAILS = {
    name: 'Esimerkki & Poika Oy',
    contactPerson: 'Erkki Esimerkki',
    invoicingEmail: 'reskontra@esimerkki.example.fi',
    eInvoiceAddress: 'fi21 1234 5600 0007 85',
    eInvoiceOperator: 'ndeafihh',
    invoiceReference: 'Kustannuspaikka 42',
  };

  beforeEach(async () => {
    expect((await app.login(ADMIN, { intent: 'b2b' })).status).toBe(200);
  });

  it('changes the company details, normalised, with audit and e-mail', async () => {
    const res = await patch({ company: DETAILS });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await plainJson<CustomerInfo>(res)).company).toMatchObject({
      name: 'Esimerkki & Poika Oy',
      eInvoiceAddress: 'FI2112345600000785',
      eInvoiceOperator: 'NDEAFIHH',
    });
    const company = await companyOfAdmin();
    expect(company).toMatchObject({
      name: 'Esimerkki & Poika Oy',
      contactPerson: 'Erkki Esimerkki',
      invoicingEmail: 'reskontra@esimerkki.example.fi',
      eInvoiceAddress: 'FI2112345600000785',
      eInvoiceOperator: 'NDEAFIHH',
      invoiceReference: 'Kustannuspaikka 42',
      businessId: '1234567-1',
    });
    const [customer] = await app.db
      .select({ companyName: customers.companyName })
      .from(customers)
      .where(eq(customers.customerNumber, COMPANY_NUMBER));
    expect(customer?.companyName).toBe('Esimerkki & Poika Oy');
    const audits = await auditOf(company!.customerId);
    expect(audits.at(-1)).toMatchObject({ entity: 'company', channel: 'WEB' });
    const mails = await mailsTo(ADMIN);
    expect(mails.at(-1)?.bodyText).toContain('- Yrityksen nimi');
    expect(mails.at(-1)?.bodyText).toContain('- Verkkolaskuosoite');
  });

  it('accepts an OVT with a unit code and clears the optional fields', async () => {
    const res = await patch({
      company: {
        ...DETAILS,
        contactPerson: '',
        invoicingEmail: '',
        eInvoiceAddress: '003712345671ABC12',
        eInvoiceOperator: 'OKOYFIHH',
        invoiceReference: '',
      },
    });
    expect(res.status).toBe(200);
    expect(await companyOfAdmin()).toMatchObject({
      contactPerson: null,
      invoicingEmail: null,
      eInvoiceAddress: '003712345671ABC12',
      invoiceReference: null,
    });
  });

  it('changes the company phone', async () => {
    expect((await patch({ phone: '09-1234567' })).status).toBe(200);
  });

  const REFUSED: [string, Record<string, unknown>, string][] = [
    ['a name with other characters', { name: 'Esimerkki Oy!' }, 'company.name'],
    ['a name of 61 characters', { name: 'a'.repeat(61) }, 'company.name'],
    ['an empty name', { name: '' }, 'company.name'],
    [
      'a contact person of 61 characters',
      { contactPerson: 'a'.repeat(61) },
      'company.contactPerson',
    ],
    ['a bad invoicing e-mail', { invoicingEmail: 'laskut@' }, 'company.invoicingEmail'],
    [
      'an OVT with a wrong check digit',
      { eInvoiceAddress: '003712345678' },
      'company.eInvoiceAddress',
    ],
    [
      'an IBAN failing mod-97',
      { eInvoiceAddress: 'FI2112345600000786' },
      'company.eInvoiceAddress',
    ],
    [
      'an e-invoice address of 256 characters',
      { eInvoiceAddress: '0'.repeat(256) },
      'company.eInvoiceAddress',
    ],
    ['an operator that is no BIC', { eInvoiceOperator: 'OKOY-FI' }, 'company.eInvoiceOperator'],
    ['an address without operator', { eInvoiceOperator: '' }, 'company.eInvoiceOperator'],
    ['an operator without address', { eInvoiceAddress: '' }, 'company.eInvoiceAddress'],
    [
      'a reference of 41 characters',
      { invoiceReference: 'x'.repeat(41) },
      'company.invoiceReference',
    ],
    ['a business id (read-only)', { businessId: '0112038-9' }, 'company'],
  ];

  it.each(REFUSED)('refuses %s and changes nothing', async (_, change, field) => {
    await expectRefusedUnchanged(
      () => patch({ company: { ...DETAILS, ...change } }),
      { status: 400, errorKey: 'validation-failed', field },
      snapshot,
    );
  });

  it('refuses personal details for a company (409)', async () => {
    await expectRefusedUnchanged(
      () => patch({ firstName: 'Eija' }),
      { status: 409, errorKey: 'personal-details-not-allowed' },
      snapshot,
    );
  });

  it('refuses company details in a private (b2c) session of a company admin', async () => {
    app.clearCookies();
    // The admin's b2c session holds no company: the account owns no customer of its own.
    await app.login(ADMIN);
    await expectRefusedUnchanged(
      () => patch({ company: DETAILS }),
      { status: 404, errorKey: 'customer-not-found' },
      snapshot,
    );
  });
});

describe('configured year range', () => {
  it('follows YEAR_OF_BIRTH_MIN and YEAR_OF_BIRTH_MIN_AGE', async () => {
    const local = await createTestApp({
      env: { YEAR_OF_BIRTH_MIN: 1920, YEAR_OF_BIRTH_MIN_AGE: 18 },
    });
    try {
      await local.login(MAIJA);
      const info = await plainJson<CustomerInfo>(await local.call('/customer/info'));
      expect(info.yearOfBirthRange).toEqual({ min: 1920, max: 2008 });
      const res = await local.call('/customer/info', {
        method: 'PATCH',
        body: { yearOfBirth: 2009 },
      });
      expect(res.status).toBe(400);
      expect((await plainJson<{ fields: Record<string, string> }>(res)).fields.yearOfBirth).toBe(
        'Syntymävuoden on oltava väliltä 1920–2008.',
      );
    } finally {
      await local.close();
    }
  }, 60_000);
});
