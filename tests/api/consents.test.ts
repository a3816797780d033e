import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_SLOT_MESSAGE, VALUE_REQUIRED_MESSAGE } from '~/domain/consents/change-input';
import type { ConsentChangeResult, Consents, ConsentView } from '~/domain/consents/consent-views';
import { linkAccount } from '~/server/db/seed/seed-helpers';
import { consentChanges, consents } from '~/server/db/schema/consents';
import { customers } from '~/server/db/schema/customers';
import { auditLog, outbox } from '~/server/db/schema/system';
import { createAccount, createCustomer } from '../support/customer-factory';
import { plainJson } from '../support/json';
import { expectRefusedUnchanged } from '../support/refused-unchanged';
import { useTestApp } from '../support/test-app';
import { rowCounts } from '../support/row-counts';

const MAIJA = 'maija.meikalainen@example.fi';
const OTHER = 'toinen.asiakas@example.fi';
const PS = 'paivan-sanomat';

const app = useTestApp({ loggedInAs: MAIJA });
let maijaId: string;
let otherId: string;

beforeAll(async () => {
  const [maija] = await app.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.customerNumber, '10000001'));
  maijaId = maija!.id;
  otherId = await createCustomer(app.db, {
    customerNumber: '300000071',
    subscriptionNumber: '3000071',
  });
  await linkAccount(app.db, await createAccount(app.db, OTHER), otherId, 'OWNER');
});

const put = (body: unknown, headers?: Record<string, string>) =>
  app.call('/consents', { method: 'PUT', body, ...(headers ? { headers } : {}) });

const find = (list: Consents, kind: string, channel: string, brand = ''): ConsentView | undefined =>
  list.consents.find((c) => c.kind === kind && c.channel === channel && c.brand === brand);

async function counts() {
  const values = await app.db
    .select({ k: consents.kind, c: consents.channel, b: consents.brand, v: consents.value })
    .from(consents)
    .orderBy(consents.kind, consents.channel, consents.brand);
  const counted = { rows: consents, history: consentChanges, audits: auditLog, mails: outbox };
  return { ...(await rowCounts(app.db, counted)), values };
}

describe('GET /consents', () => {
  it('shows every choice; the seeded OptIn with its time, the rest EMPTY', async () => {
    const res = await app.call('/consents');
    expect(res.status).toBe(200);
    const body = await plainJson<Consents>(res);
    expect(find(body, 'MARKETING_PERMISSION', 'EMAIL', PS)).toMatchObject({
      value: 'OptIn',
      label: 'Päivän Sanomat: markkinointi sähköpostilla',
      valueLabel: 'Sallin',
      section: 'messages',
    });
    expect(find(body, 'PROFILING', 'ANY')).toMatchObject({
      value: 'EMPTY',
      valueLabel: 'Ei valintaa',
      section: 'privacy',
      changedAt: null,
      changedText: null,
    });
    expect(body.consents.filter((c) => c.value !== 'EMPTY')).toHaveLength(1);
    expect(body.brands.map((b) => b.id)).toContain(PS);
    expect(body.newsletters.length).toBeGreaterThan(0);
    expect(body.marketingBan).toEqual({ active: false, text: null });
  });

  it('needs a login and a private customer', async () => {
    app.clearCookies();
    expect((await app.call('/consents')).status).toBe(401);
    expect((await put({ changes: [] })).status).toBe(401);
    expect((await app.login('pekka.virtanen@example.fi')).status).toBe(200);
    const none = await app.call('/consents');
    expect(none.status).toBe(404);
    expect((await plainJson<{ errorKey: string }>(none)).errorKey).toBe('consents-not-available');
    app.clearCookies();
    expect((await app.login('yritys.admin@example.fi', { intent: 'b2b' })).status).toBe(200);
    expect((await app.call('/consents')).status).toBe(404);
  });
});

describe('PUT /consents', () => {
  it('stores the changes with time and channel, reads them back, one history row each', async () => {
    const before = await counts();
    const res = await put({
      changes: [
        { kind: 'MARKETING_PERMISSION', channel: 'EMAIL', brand: PS, value: 'OptOut' },
        { kind: 'PROFILING', channel: 'ANY', brand: '', value: 'OptIn' },
        // unchanged: EMPTY is not written as anything
        { kind: 'NEWSLETTER', channel: 'EMAIL', brand: 'paivan-sanomat-aamu', value: 'OptIn' },
      ],
    });
    expect(res.status).toBe(200);
    const body = await plainJson<ConsentChangeResult>(res);
    expect(body.stored).toBe(3);
    const after = await counts();
    expect(after.history).toBe(before.history + 3);
    expect(after.audits).toBe(before.audits + 1);
    expect(after.mails).toBe(before.mails + 1);

    const read = await plainJson<Consents>(await app.call('/consents'));
    const profiling = find(read, 'PROFILING', 'ANY');
    expect(profiling).toMatchObject({
      value: 'OptIn',
      changeChannel: 'WEB',
      changedAt: new Date('2026-11-21T08:00:00Z').toISOString(),
      changedText: 'Muutettu 21.11.2026 klo 10.00, verkkopalvelussa',
    });
    expect(find(read, 'MARKETING_PERMISSION', 'EMAIL', PS)).toMatchObject({
      value: 'OptOut',
      valueLabel: 'En salli',
    });
    const history = await app.db
      .select()
      .from(consentChanges)
      .where(eq(consentChanges.customerId, maijaId));
    expect(history.find((h) => h.kind === 'MARKETING_PERMISSION')).toMatchObject({
      fromValue: 'OptIn',
      toValue: 'OptOut',
      changeChannel: 'WEB',
    });

    const [mail] = await app.db
      .select()
      .from(outbox)
      .orderBy(outbox.createdAt)
      .limit(1)
      .offset(after.mails - 1);
    expect(mail?.toAddress).toBe(MAIJA);
    expect(mail?.subject).toBe('Viestiasetuksesi ja yksityisyysasetuksesi on tallennettu');
    expect(mail?.bodyText).toContain('- Profilointi: Sallin (aiemmin: Ei valintaa)');
    expect(mail?.bodyText).toContain(
      '- Päivän Sanomat: markkinointi sähköpostilla: En salli (aiemmin: Sallin)',
    );
    expect(mail?.bodyText).toContain('http://portal.test/tili/viestiasetukset-ja-yksityisyys');
  });

  it('writes nothing again for unchanged values, and a later change moves the time', async () => {
    const same = { kind: 'PROFILING', channel: 'ANY', brand: '', value: 'OptIn' };
    await put({ changes: [same] });
    const before = await counts();
    const res = await put({ changes: [same] });
    expect(res.status).toBe(200);
    expect((await plainJson<ConsentChangeResult>(res)).stored).toBe(0);
    expect(await counts()).toEqual(before);

    app.clock.advance(5 * 60_000);
    await put({ changes: [{ ...same, value: 'OptOut' }] });
    const read = await plainJson<Consents>(await app.call('/consents'));
    expect(find(read, 'PROFILING', 'ANY')?.changedText).toBe(
      'Muutettu 21.11.2026 klo 10.05, verkkopalvelussa',
    );
    expect((await counts()).history).toBe(before.history + 1);
  });

  it('with confirm stores every listed choice again (the merge review)', async () => {
    const before = await counts();
    const res = await put({
      confirm: true,
      changes: [{ kind: 'ACCOUNT_TARGETING', channel: 'ANY', brand: '', value: 'OptOut' }],
    });
    expect((await plainJson<ConsentChangeResult>(res)).stored).toBe(1);
    const again = await put({
      confirm: true,
      changes: [{ kind: 'ACCOUNT_TARGETING', channel: 'ANY', brand: '', value: 'OptOut' }],
    });
    expect((await plainJson<ConsentChangeResult>(again)).stored).toBe(1);
    const after = await counts();
    expect(after.history).toBe(before.history + 2);
    expect(after.audits).toBe(before.audits + 2);
  });

  it.each([
    [
      'an unknown kind',
      { kind: 'SPAM', channel: 'EMAIL', brand: PS, value: 'OptIn' },
      'changes.0.kind',
      'Tuntematon suostumuksen laji',
    ],
    [
      'an unknown channel',
      { kind: 'PROFILING', channel: 'FAX', brand: '', value: 'OptIn' },
      'changes.0.channel',
      'Tuntematon viestikanava',
    ],
    [
      'an unknown brand',
      { kind: 'MARKETING_PERMISSION', channel: 'EMAIL', brand: 'x', value: 'OptIn' },
      'changes.0.brand',
      UNKNOWN_SLOT_MESSAGE,
    ],
    [
      'a brand on a privacy choice',
      { kind: 'PROFILING', channel: 'ANY', brand: PS, value: 'OptIn' },
      'changes.0.brand',
      UNKNOWN_SLOT_MESSAGE,
    ],
    [
      'EMPTY as a choice',
      { kind: 'PROFILING', channel: 'ANY', brand: '', value: 'EMPTY' },
      'changes.0.value',
      VALUE_REQUIRED_MESSAGE,
    ],
    [
      'a missing value',
      { kind: 'PROFILING', channel: 'ANY', brand: '' },
      'changes.0.value',
      VALUE_REQUIRED_MESSAGE,
    ],
  ])('refuses %s with 400 and changes nothing', async (_, change, field, message) => {
    const body = await expectRefusedUnchanged(
      () =>
        put({
          changes: [
            { kind: 'PROFILING', channel: 'ANY', brand: '', value: 'OptOut' },
            change,
          ].reverse(),
        }),
      { status: 400, errorKey: 'validation-failed', field },
      counts,
    );
    expect(body.fields?.[field]).toBe(message);
  });

  it('refuses a duplicate slot, an empty list, an unknown field and a forged Origin', async () => {
    const p = { kind: 'PROFILING', channel: 'ANY', brand: '' };
    await expectRefusedUnchanged(
      () =>
        put({
          changes: [
            { ...p, value: 'OptIn' },
            { ...p, value: 'OptOut' },
          ],
        }),
      { status: 400, errorKey: 'validation-failed', field: 'changes.1' },
      counts,
    );
    await expectRefusedUnchanged(
      () => put({ changes: [] }),
      { status: 400, errorKey: 'validation-failed' },
      counts,
    );
    await expectRefusedUnchanged(
      () => put({ changes: [{ ...p, value: 'OptIn' }], customerId: otherId }),
      { status: 400, errorKey: 'validation-failed' },
      counts,
    );
    await expectRefusedUnchanged(
      () => put({ changes: [{ ...p, value: 'OptIn' }] }, { origin: 'https://evil.example' }),
      { status: 403, errorKey: 'bad-origin' },
      counts,
    );
  });

  it('never shows or changes another customer\u2019s consents', async () => {
    await put({
      changes: [{ kind: 'POPULATION_REGISTER_ADDRESS', channel: 'ANY', brand: '', value: 'OptIn' }],
    });
    app.clearCookies();
    expect((await app.login(OTHER)).status).toBe(200);
    const theirs = await plainJson<Consents>(await app.call('/consents'));
    expect(theirs.consents.every((c) => c.value === 'EMPTY')).toBe(true);
    await put({
      changes: [
        { kind: 'POPULATION_REGISTER_ADDRESS', channel: 'ANY', brand: '', value: 'OptOut' },
      ],
    });
    const rows = await app.db
      .select()
      .from(consents)
      .where(eq(consents.kind, 'POPULATION_REGISTER_ADDRESS'));
    expect(rows.map((r) => [r.customerId, r.value]).sort()).toEqual(
      [
        [maijaId, 'OptIn'],
        [otherId, 'OptOut'],
      ].sort(),
    );
  });

  it('stores a parallel duplicate once', async () => {
    const change = {
      changes: [{ kind: 'MARKETING_CUSTOMER', channel: 'SMS', brand: '', value: 'OptOut' }],
    };
    const before = await counts();
    const answers = await Promise.all([put(change), put(change), put(change)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const stored = await Promise.all(
      answers.map(async (r) => (await plainJson<ConsentChangeResult>(r)).stored),
    );
    expect(stored.sort()).toEqual([0, 0, 1]);
    const after = await counts();
    expect(after.history).toBe(before.history + 1);
    expect(after.mails).toBe(before.mails + 1);
  });
});
