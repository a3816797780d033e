import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BAN_CONFIRM_MESSAGE } from '~/domain/marketing-ban/ban-input';
import type { Consents, MarketingBanView } from '~/domain/consents/consent-views';
import { linkAccount } from '~/server/db/seed/seed-helpers';
import { consentChanges, consents } from '~/server/db/schema/consents';
import { marketingBans } from '~/server/db/schema/marketing-bans';
import { auditLog, outbox } from '~/server/db/schema/system';
import { createAccount, createCustomer } from '../support/customer-factory';
import { plainJson } from '../support/json';
import { expectRefusedUnchanged } from '../support/refused-unchanged';
import { rowCounts } from '../support/row-counts';
import { useTestApp } from '../support/test-app';

const MAIJA = 'maija.meikalainen@example.fi';
const BANNED = 'kielto.asiakas@example.fi';
const PS = 'paivan-sanomat';

const app = useTestApp();
let bannedId: string;

beforeAll(async () => {
  bannedId = await createCustomer(app.db, {
    customerNumber: '300000072',
    subscriptionNumber: '3000072',
  });
  await linkAccount(app.db, await createAccount(app.db, BANNED), bannedId, 'OWNER');
});
beforeEach(() => app.clearCookies());

const ban = (body: unknown = { confirm: true }, headers?: Record<string, string>) =>
  app.call('/marketing-ban', { method: 'POST', body, ...(headers ? { headers } : {}) });

const counts = () =>
  rowCounts(app.db, {
    bans: marketingBans,
    history: consentChanges,
    rows: consents,
    audits: auditLog,
    mails: outbox,
  });

const lastMail = async () => (await app.db.select().from(outbox).orderBy(outbox.createdAt)).at(-1);

describe('the marketing ban', () => {
  it('needs a login, a confirmation and our own origin', async () => {
    expect((await app.call('/marketing-ban')).status).toBe(401);
    expect((await ban()).status).toBe(401);
    expect((await app.login(MAIJA)).status).toBe(200);
    const refused = await expectRefusedUnchanged(
      () => ban({ confirm: false }),
      { status: 400, errorKey: 'validation-failed', field: 'confirm' },
      counts,
    );
    expect(refused.fields?.['confirm']).toBe(BAN_CONFIRM_MESSAGE);
    await expectRefusedUnchanged(
      () => ban({}),
      { status: 400, errorKey: 'validation-failed', field: 'confirm' },
      counts,
    );
    await expectRefusedUnchanged(
      () => ban(undefined, { origin: 'https://evil.example' }),
      { status: 403, errorKey: 'bad-origin' },
      counts,
    );
  });

  it('sets every marketing consent to OptOut and e-mails a receipt', async () => {
    expect((await app.login(MAIJA)).status).toBe(200);
    expect(await plainJson<MarketingBanView>(await app.call('/marketing-ban'))).toEqual({
      active: false,
      text: null,
    });
    const before = await counts();
    const res = await ban();
    expect(res.status).toBe(201);
    expect(await plainJson<MarketingBanView>(res)).toEqual({
      active: true,
      text: 'Markkinointikielto on voimassa 21.11.2026 klo 10.00 alkaen.',
    });
    const read = await plainJson<Consents>(await app.call('/consents'));
    const marketing = read.consents.filter((c) => c.kind.startsWith('MARKETING_'));
    expect(marketing).toHaveLength(10);
    expect(marketing.every((c) => c.value === 'OptOut')).toBe(true);
    expect(marketing[0]?.changedText).toBe('Muutettu 21.11.2026 klo 10.00, verkkopalvelussa');
    expect(
      read.consents
        .filter((c) => !c.kind.startsWith('MARKETING_'))
        .every((c) => c.value === 'EMPTY'),
    ).toBe(true);
    expect(read.marketingBan.active).toBe(true);
    const after = await counts();
    expect(after).toMatchObject({
      bans: before.bans + 1,
      history: before.history + 10,
      audits: before.audits + 1,
      mails: before.mails + 1,
    });
    const mail = await lastMail();
    expect(mail).toMatchObject({ toAddress: MAIJA, subject: 'Markkinointikielto on voimassa' });
    expect(mail?.bodyText).toContain(
      'asetit kiellon kaikelle markkinoinnille 21.11.2026 klo 10.00.',
    );
    expect(mail?.bodyText).toContain(
      'http://portal.test/tili/viestiasetukset-ja-yksityisyys/viestiasetukset',
    );

    // Again: already on, nothing written.
    const again = await ban();
    expect(again.status).toBe(200);
    expect(await counts()).toEqual(after);
  });

  it('refuses a marketing OptIn while the ban is on; OptOut and privacy choices go through', async () => {
    expect((await app.login(MAIJA)).status).toBe(200);
    await expectRefusedUnchanged(
      () =>
        app.call('/consents', {
          method: 'PUT',
          body: {
            changes: [
              { kind: 'PROFILING', channel: 'ANY', brand: '', value: 'OptIn' },
              { kind: 'MARKETING_PERMISSION', channel: 'SMS', brand: PS, value: 'OptIn' },
            ],
          },
        }),
      { status: 409, errorKey: 'marketing-ban-active' },
      counts,
    );
    const ok = await app.call('/consents', {
      method: 'PUT',
      body: {
        changes: [
          { kind: 'NEWSLETTER', channel: 'EMAIL', brand: 'paivan-sanomat-aamu', value: 'OptIn' },
        ],
      },
    });
    expect(ok.status).toBe(200);
  });

  it('is removed only explicitly; the consents stay OptOut', async () => {
    expect((await app.login(MAIJA)).status).toBe(200);
    const before = await counts();
    const res = await app.call('/marketing-ban', { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await plainJson<MarketingBanView>(res)).toEqual({ active: false, text: null });
    expect(await counts()).toMatchObject({
      bans: before.bans - 1,
      history: before.history,
      mails: before.mails + 1,
    });
    expect(await lastMail()).toMatchObject({ subject: 'Markkinointikielto on poistettu' });
    const read = await plainJson<Consents>(await app.call('/consents'));
    expect(
      read.consents
        .filter((c) => c.kind.startsWith('MARKETING_'))
        .every((c) => c.value === 'OptOut'),
    ).toBe(true);
    const again = await counts();
    expect((await app.call('/marketing-ban', { method: 'DELETE' })).status).toBe(200);
    expect(await counts()).toEqual(again);
    const optIn = await app.call('/consents', {
      method: 'PUT',
      body: {
        changes: [{ kind: 'MARKETING_PERMISSION', channel: 'SMS', brand: PS, value: 'OptIn' }],
      },
    });
    expect(optIn.status).toBe(200);
  });

  it('sets a parallel duplicate once and never touches another customer', async () => {
    expect((await app.login(BANNED)).status).toBe(200);
    const before = await counts();
    const answers = await Promise.all([ban(), ban(), ban()]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const after = await counts();
    expect(after).toMatchObject({
      bans: before.bans + 1,
      mails: before.mails + 1,
      history: before.history + 10,
    });
    const bans = await app.db
      .select()
      .from(marketingBans)
      .where(eq(marketingBans.customerId, bannedId));
    expect(bans).toHaveLength(1);
    // Maija's ban was removed above and stays removed.
    app.clearCookies();
    expect((await app.login(MAIJA)).status).toBe(200);
    expect((await plainJson<MarketingBanView>(await app.call('/marketing-ban'))).active).toBe(
      false,
    );
  });

  it('is for private customers only', async () => {
    expect((await app.login('yritys.admin@example.fi', { intent: 'b2b' })).status).toBe(200);
    await expectRefusedUnchanged(
      () => ban(),
      { status: 404, errorKey: 'consents-not-available' },
      counts,
    );
  });
});
