import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PERIOD_REQUIRED_MESSAGE } from '~/domain/billing-period/period-input';
import type { PeriodChoice } from '~/domain/billing-period/period-views';
import type { BillingOverview } from '~/domain/payment-methods/views';
import { billingPeriodChanges } from '~/server/db/schema/billing-changes';
import { auditLog, outbox } from '~/server/db/schema/system';
import { createTestApp, useTestApp } from '../support/test-app';
import { rowCounts } from '../support/row-counts';
import { plainJson } from '../support/json';
import { expectRefusedUnchanged } from '../support/refused-unchanged';
import { underSubscription } from '../support/subscription-path';

const MAIJA = 'maija.meikalainen@example.fi';

const app = useTestApp({ loggedInAs: MAIJA });

const choose = (body: unknown) =>
  app.call(...underSubscription('billing-period/changes', 'POST', body));

const counts = () =>
  rowCounts(app.db, { changes: billingPeriodChanges, audits: auditLog, mails: outbox });

describe('GET /subscriptions/{n}/billing-period', () => {
  it('lists the periods the product offers with their prices', async () => {
    const res = await app.call('/subscriptions/2000001/billing-period');
    expect(res.status).toBe(200);
    const body = await plainJson<PeriodChoice>(res);
    expect(
      body.options.map((o) => [o.periodLabel, o.priceLabel, o.monthlyLabel, o.current]),
    ).toEqual([
      ['1 kk', '39,90 € / 1 kk', '39,90 € / kk', true],
      ['3 kk', '114,90 € / 3 kk', '38,30 € / kk', false],
      ['6 kk', '222,90 € / 6 kk', '37,15 € / kk', false],
      ['12 kk', '429,90 € / 12 kk', '35,83 € / kk', false],
    ]);
    expect(body).toMatchObject({
      effectiveDate: '2026-12-12',
      effectiveText: 'Uusi laskutusväli tulee voimaan 12.12.2026, kun laskutuskausi vaihtuu.',
      pending: null,
    });
  });

  it('refuses another customer, a fixed-term or cancelled order and bad input', async () => {
    expect((await app.call('/subscriptions/2100001/billing-period')).status).toBe(404);
    const fixed = await app.call('/subscriptions/2000002/billing-period');
    expect(fixed.status).toBe(409);
    expect(await plainJson(fixed)).toMatchObject({ errorKey: 'billing-period-cannot-be-changed' });
    expect((await app.call('/subscriptions/2000003/billing-period')).status).toBe(409);
    expect((await app.call('/subscriptions/abc/billing-period')).status).toBe(400);
    app.clearCookies();
    expect((await app.call('/subscriptions/2000001/billing-period')).status).toBe(401);
  });
});

describe('POST /subscriptions/{n}/billing-period/changes', () => {
  it('needs a chosen period, in the words of the spec', async () => {
    const body = await expectRefusedUnchanged(
      () => choose({ subscriptionNumber: '2000001' }),
      { status: 400, errorKey: 'validation-failed' },
      counts,
    );
    expect(body.fields).toEqual({ period: PERIOD_REQUIRED_MESSAGE });
    expect(PERIOD_REQUIRED_MESSAGE).toBe('Ole hyvä ja valitse haluamasi laskutusväli');
  });

  it('records the new period from the next period, with audit and e-mail', async () => {
    const before = await counts();
    const res = await choose({
      subscriptionNumber: '2000001',
      periodUnit: 'MONTHS',
      periodLength: 3,
    });
    expect(res.status).toBe(201);
    expect(await plainJson(res)).toMatchObject({
      pending: { label: 'Laskutusväli 3 kk (114,90 € / 3 kk)', effectiveDateLabel: '12.12.2026' },
      notice:
        'Uusi laskutusväli 3 kk (114,90 € / 3 kk) tulee voimaan 12.12.2026, kun laskutuskausi vaihtuu.',
    });
    expect(await counts()).toEqual({
      changes: before.changes + 1,
      audits: before.audits + 1,
      mails: before.mails + 1,
    });
    const [row] = await app.db
      .select()
      .from(billingPeriodChanges)
      .where(eq(billingPeriodChanges.status, 'PENDING'));
    expect(row).toMatchObject({
      toPeriodLength: 3,
      toPriceCents: 11490,
      effectiveDate: '2026-12-12',
    });
    const again = await plainJson(await app.call('/subscriptions/2000001/billing-period'));
    expect(again.pending.label).toBe('Laskutusväli 3 kk (114,90 € / 3 kk)');
    const overview = await plainJson<BillingOverview>(await app.call('/payment-methods'));
    expect(
      overview.subscriptions.find((s) => s.subscriptionNumber === '2000001')?.pendingPeriod,
    ).toEqual({
      label: 'Laskutusväli 3 kk (114,90 € / 3 kk)',
      effectiveDate: '2026-12-12',
      effectiveDateLabel: '12.12.2026',
    });
    // Back to the current period undoes the pending change.
    expect(
      (await choose({ subscriptionNumber: '2000001', periodUnit: 'MONTHS', periodLength: 1 }))
        .status,
    ).toBe(201);
  });

  it('refuses periods not offered, the current one, blocked and foreign subscriptions', async () => {
    await app.db.delete(billingPeriodChanges);
    await expectRefusedUnchanged(
      () => choose({ subscriptionNumber: '2000001', periodUnit: 'MONTHS', periodLength: 2 }),
      { status: 409, errorKey: 'billing-period-not-available' },
      counts,
    );
    await expectRefusedUnchanged(
      () => choose({ subscriptionNumber: '2000008', periodUnit: 'MONTHS', periodLength: 1 }),
      { status: 409, errorKey: 'billing-period-already-in-use' },
      counts,
    );
    await expectRefusedUnchanged(
      () => choose({ subscriptionNumber: '2000002', periodUnit: 'MONTHS', periodLength: 3 }),
      { status: 409, errorKey: 'billing-period-cannot-be-changed' },
      counts,
    );
    await expectRefusedUnchanged(
      () => choose({ subscriptionNumber: '2100001', periodUnit: 'MONTHS', periodLength: 3 }),
      { status: 404, errorKey: 'subscription-not-found' },
      counts,
    );
    await expectRefusedUnchanged(
      () =>
        choose({
          subscriptionNumber: '2000001',
          periodUnit: 'MONTHS',
          periodLength: 3,
          extra: 1,
        }),
      { status: 400, errorKey: 'validation-failed' },
      counts,
    );
  });
});

describe('parallel identical changes (issue 12, finding 12b)', () => {
  it('stores one change and queues one e-mail for 50 parallel requests', async () => {
    const local = await createTestApp();
    try {
      expect((await local.login(MAIJA)).status).toBe(200);
      const body = { subscriptionNumber: '2000001', periodUnit: 'MONTHS', periodLength: 6 };
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          local.call(...underSubscription('billing-period/changes', 'POST', body)),
        ),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      const duplicate = answers.find((r) => r.status === 409);
      expect(await plainJson(duplicate as Response)).toMatchObject({
        errorKey: 'billing-period-change-already-pending',
        message: 'Tämä laskutusvälin muutos on jo tallennettu. Se tulee voimaan 12.12.2026.',
      });
      const mails = await local.db
        .select({ n: count() })
        .from(outbox)
        .where(eq(outbox.kind, 'billing-period-changed'));
      expect(mails[0]?.n).toBe(1);
      const changes = await local.db.select({ n: count() }).from(billingPeriodChanges);
      expect(changes[0]?.n).toBe(1);
    } finally {
      await local.close();
    }
  }, 60_000);
});
