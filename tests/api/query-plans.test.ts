import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '~/domain/shared/dates';
import { purgeDueDeletions } from '~/server/account-deletion/purge-deletions';
import { createApi } from '~/server/app';
import type { AppDeps } from '~/server/app-context';
import { createFixedClock } from '~/server/clock';
import type { Db, DbHandle } from '~/server/db/client';
import { rowsOf } from '~/server/db/migrate';
import { readEnv } from '~/server/env';
import { SCALE_SET_TABLES, buildScaleSet } from '../../scripts/lib/scale-set.mjs';
import { DEMO_PASSWORD, TEST_NOW, TEST_ORIGIN } from '../support/test-app';
import { openTestDb } from '../support/test-db';

// Issue 33 item 2: the everyday reads stay flat as the data grows. On a mid-sized scale set
// (`npm run bench:scale`'s, at 0.01: 5,000 customers, 11,000 subscriptions, 115,000 invoices)
// every statement the listed routes send is planned (EXPLAIN, not run, with sequential scans
// priced out) and no plan may read a table the set makes large from end to end: a sequential
// scan there is a read that grows with the publisher, not with the customer. PostgreSQL only
// (the planner of the real server).

const onPostgres = Boolean(process.env['DATABASE_URL']);

/** The tables the scale set makes large (products, streets and settings stay small). */
const LARGE_TABLES = new Set(SCALE_SET_TABLES);

const EXPLAINABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** Sessions that keep one (generic) plan per prepared statement, as the hot-read pool does. */
const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

type ExplainRow = { 'QUERY PLAN': { Plan: PlanNode }[] };

/** A private customer of the set with a card, several subscriptions, invoices and a shared right. */
const CUSTOMER = 'asiakas.1@example.fi';

interface Statement {
  query: string;
  params: unknown[];
  /** Sent on the hot-read pool, where PostgreSQL plans it once for every customer. */
  generic: boolean;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/**
 * The large tables a plan reads whole: a sequential scan, or an index scan with no condition
 * (the whole index walked for its order, every row filtered: what the planner does for a
 * missing index when sequential scans are priced out). A partial index is not the whole table:
 * its predicate is its condition (e.g. the highest 7-digit subscription number, one step down
 * an index that holds only those).
 */
function wholeReadsOfLargeTables(node: PlanNode, partialIndexes: ReadonlySet<string>): string[] {
  const table = node['Relation Name'] ?? '';
  const whole =
    node['Node Type'] === 'Seq Scan' ||
    (/^Index (Only )?Scan$/.test(node['Node Type']) &&
      node['Index Cond'] === undefined &&
      !partialIndexes.has(node['Index Name'] ?? ''));
  const own = whole && LARGE_TABLES.has(table) ? [`${table} (${node['Node Type']})`] : [];
  return [...own, ...(node.Plans ?? []).flatMap((n) => wholeReadsOfLargeTables(n, partialIndexes))];
}

describe.skipIf(!onPostgres)('query plans on a publisher-sized database', () => {
  let handle: DbHandle;
  let pool: pg.Pool;
  let hotPool: pg.Pool;
  let explainer: pg.Client;
  const sent: Statement[] = [];
  let call: (
    path: string,
    init?: { method?: string; body?: unknown; anonymous?: boolean },
  ) => Promise<Response>;
  let cookie = '';
  let partialIndexes: ReadonlySet<string> = new Set();
  /** The app's dependencies, on the recording database: the jobs run on them too. */
  let deps: AppDeps;

  beforeAll(async () => {
    handle = await openTestDb({ seeded: true });
    const url = handle.url ?? '';
    await buildScaleSet(async (text: string) => rowsOf(await handle.db.execute(sql.raw(text))), {
      scale: 0.01,
      today: TEST_NOW.slice(0, 10),
    });
    // The app on a database that writes down every statement it sends.
    pool = new pg.Pool({ connectionString: url, max: 4 });
    const db = drizzle({
      client: pool,
      logger: { logQuery: (query, params) => sent.push({ query, params, generic: false }) },
    }) as unknown as Db;
    // The hot reads' pool as src/server/db/client.ts opens it: one plan per statement.
    hotPool = new pg.Pool({ connectionString: url, max: 2, options: GENERIC_PLANS });
    const hotReads = drizzle({
      client: hotPool,
      logger: { logQuery: (query, params) => sent.push({ query, params, generic: true }) },
    }) as unknown as Db;
    deps = {
      db,
      hotReads,
      clock: createFixedClock(TEST_NOW),
      env: readEnv({ NODE_ENV: 'test', SITE_URL: TEST_ORIGIN }),
    };
    const api = createApi(deps);
    call = async (path, init = {}) => {
      const headers: Record<string, string> = {
        accept: 'application/json',
        ...(init.anonymous ? {} : { cookie }),
      };
      if (init.method && init.method !== 'GET') headers['origin'] = TEST_ORIGIN;
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const res = await api.fetch(
        new Request(`${TEST_ORIGIN}/api/v1${path}`, {
          method: init.method ?? 'GET',
          headers,
          ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
        }),
        { clientAddress: '127.0.0.1' },
      );
      const session = res.headers.getSetCookie().find((c) => c.startsWith('portaali_session='));
      if (session) cookie = session.split(';')[0] ?? '';
      return res;
    };
    explainer = new pg.Client({ connectionString: url, options: GENERIC_PLANS });
    await explainer.connect();
    const partial = await explainer.query<{ name: string }>(
      'select indexrelid::regclass::text as name from pg_index where indpred is not null',
    );
    partialIndexes = new Set(partial.rows.map((r) => r.name));
    // On a mid-sized set a small table is rightly read whole; with sequential scans priced out,
    // a plan still holds one only where no index can serve the statement at all.
    await explainer.query('set enable_seqscan = off');
  }, 180_000);

  afterAll(async () => {
    await explainer?.end();
    await pool?.end();
    await hotPool?.end();
    await handle?.close();
  });

  /** The statements `action` sends, each with the large tables its plan reads end to end. */
  async function plansDuring(action: () => Promise<void>) {
    sent.length = 0;
    await action();
    const found: { statement: string; generic: boolean; wholeReads: string[] }[] = [];
    // Transaction control (begin, savepoint, commit) has no plan.
    for (const { query, params, generic } of sent.filter((s) => EXPLAINABLE.test(s.query))) {
      const plan = generic ? await genericPlanOf(query, params) : await planOf(query, params);
      found.push({
        statement: query,
        generic,
        wholeReads: plan ? wholeReadsOfLargeTables(plan, partialIndexes) : [],
      });
    }
    return found;
  }

  /** The plan PostgreSQL makes for the statement with these values (a custom plan). */
  async function planOf(query: string, params: unknown[]) {
    const { rows } = await explainer.query<ExplainRow>(`explain (format json) ${query}`, params);
    return rows[0]?.['QUERY PLAN'][0]?.Plan;
  }

  /**
   * The one plan the hot-read pool keeps for the statement, whatever the values: prepared on a
   * session that plans generically, then explained for these values (PostgreSQL 15 has no
   * EXPLAIN (GENERIC_PLAN)).
   */
  async function genericPlanOf(query: string, params: unknown[]) {
    await explainer.query(`prepare hot_read as ${query}`);
    try {
      const values = params.map((p) =>
        explainer.escapeLiteral(Array.isArray(p) ? `{${p.join(',')}}` : String(p)),
      );
      const { rows } = await explainer.query<ExplainRow>(
        `explain (format json) execute hot_read(${values.join(', ')})`,
      );
      return rows[0]?.['QUERY PLAN'][0]?.Plan;
    } finally {
      await explainer.query('deallocate hot_read');
    }
  }

  function expectNoWholeReads(label: string, plans: Awaited<ReturnType<typeof plansDuring>>) {
    expect(plans.length, `${label} sent no statement`).toBeGreaterThan(0);
    expect(
      plans.filter((p) => p.wholeReads.length > 0),
      `${label}: statements that read a large table end to end`,
    ).toEqual([]);
  }

  async function expectIndexedReads(
    path: string,
    init?: { method?: string; body?: unknown; anonymous?: boolean },
  ) {
    const plans = await plansDuring(async () => {
      const res = await call(path, init);
      expect(res.status, `${path} answered ${res.status}`).toBeLessThan(300);
    });
    expectNoWholeReads(path, plans);
  }

  it('logging in reads by index', async () => {
    await expectIndexedReads('/auth/login', {
      method: 'POST',
      body: { username: CUSTOMER, password: DEMO_PASSWORD, intent: 'b2c', remember: false },
    });
  });

  it.each([
    '/subscriptions',
    '/subscriptions/50000001',
    '/subscriptions/50000001/reading-rights',
    '/subscriptions/50000001/suspensions',
    '/subscriptions/50000001/address-changes',
    '/invoices',
    '/payment-methods',
    '/cards',
    '/reading-rights',
    '/customer/info',
    '/consents',
    '/account/my-data',
    '/account/change-history',
  ])('GET %s reads by index', async (path) => {
    if (!cookie)
      await call('/auth/login', {
        method: 'POST',
        body: { username: CUSTOMER, password: DEMO_PASSWORD, intent: 'b2c', remember: false },
      });
    await expectIndexedReads(path);
  });

  it.each(['/subscriptions', '/payment-methods'])(
    'GET %s is one statement with one plan for every customer, by index',
    async (path) => {
      if (!cookie)
        await call('/auth/login', {
          method: 'POST',
          body: { username: CUSTOMER, password: DEMO_PASSWORD, intent: 'b2c', remember: false },
        });
      const plans = await plansDuring(async () => {
        expect((await call(path)).status).toBe(200);
      });
      expect(plans.map((p) => p.generic)).toEqual([true]);
      expectNoWholeReads(path, plans);
    },
  );

  it('an anonymous cancellation finds the subscription by index', async () => {
    await expectIndexedReads('/anonymous-cancellations/lookup', {
      method: 'POST',
      body: { customerNumber: '400000001', subscriptionNumber: '50000001' },
      anonymous: true,
    });
  });

  it('a company order finds an existing company by its Y-tunnus by index', async () => {
    const [company] = rowsOf<{ businessId: string }>(
      await handle.db.execute(
        sql.raw(`select business_id as "businessId" from companies where name = 'Yritys 10 Oy'`),
      ),
    );
    await expectIndexedReads('/company-orders', {
      method: 'POST',
      body: {
        slug: 'paivan-sanomat-digi-yritys',
        readers: 5,
        businessId: company?.businessId,
        company: {
          name: 'Yritys 10 Oy',
          contactPerson: 'Yhteys Henkilö',
          invoicingEmail: 'laskut.10@example.fi',
          eInvoiceAddress: '',
          eInvoiceOperator: '',
          invoiceReference: '',
        },
        address: { streetAddress: 'Mannerheimintie 10', zipCode: '00100', postOffice: 'Helsinki' },
        termsAccepted: true,
        idempotencyKey: '6f1c2b1e-7d4a-4c57-9a0e-3b2d1c0f9e8d',
      },
    });
  });

  it('a company order for a new company numbers its invoice by index', async () => {
    // The next invoice number is the highest in use plus one: read without an index, every
    // company order (and the reader-count job) scanned all invoices, seconds each at scale 1.
    await expectIndexedReads('/company-orders', {
      method: 'POST',
      body: {
        slug: 'paivan-sanomat-digi-yritys',
        readers: 5,
        businessId: '0112038-9',
        company: {
          name: 'Uusi Yritys Oy',
          contactPerson: 'Yhteys Henkilö',
          invoicingEmail: 'laskut@uusi-yritys.example.fi',
          eInvoiceAddress: '',
          eInvoiceOperator: '',
          invoiceReference: '',
        },
        address: { streetAddress: 'Mannerheimintie 12', zipCode: '00100', postOffice: 'Helsinki' },
        termsAccepted: true,
        idempotencyKey: '0b6a7c1e-2f3d-4e5a-8b9c-1d2e3f4a5b6c',
      },
    });
  });

  it('an anonymous delivery report finds the subscription by index', async () => {
    // Pekka of the demo data: a paper subscription without an account, among the set's.
    await expectIndexedReads('/delivery-reclamations/anonymous', {
      method: 'POST',
      body: {
        customerNumber: '200000001',
        subscriptionNumber: '3000001',
        lastName: 'Virtanen',
        zipCode: '33100',
        complaint: 'PAPER_MISSING',
        dates: [addDays(TEST_NOW.slice(0, 10), -3)],
        compensation: 'REPLACEMENT_ISSUE',
      },
      anonymous: true,
    });
  });

  it('the link wizard finds a customer without an account by number and zip code by index', async () => {
    if (!cookie)
      await call('/auth/login', {
        method: 'POST',
        body: { username: CUSTOMER, password: DEMO_PASSWORD, intent: 'b2c', remember: false },
      });
    await expectIndexedReads('/subscription-links/search', {
      method: 'POST',
      body: { customerNumber: '200000009', zipCode: '20100' },
    });
  });

  it("an invoice's details read by index", async () => {
    const [invoice] = rowsOf<{ n: string }>(
      await handle.db.execute(
        sql.raw(`select i.invoice_number as n from invoices i join customers c on c.id = i.customer_id
         where c.customer_number = '400000001' order by i.due_date desc limit 1`),
      ),
    );
    await expectIndexedReads(`/invoices/${invoice?.n ?? ''}`);
  });

  it("the account purge deletes a customer's personal data by index", async () => {
    // A private customer of the set who ended everything and whose deletion is due.
    await handle.db.execute(
      sql.raw(`
        update subscriptions set status = 'FINISHED', end_date = date '${TEST_NOW.slice(0, 10)}' - 60
          where customer_id = (select id from customers where customer_number = '400000003');
        update invoices set payment_state = 'PAID'
          where customer_id = (select id from customers where customer_number = '400000003');
        insert into account_deletions (account_id, customer_ids, requested_at, purge_due_at)
          select ac.account_id, array[ac.customer_id], now() - interval '8 days', timestamptz '${TEST_NOW}' - interval '1 hour'
          from account_customers ac join customers c on c.id = ac.customer_id
          where c.customer_number = '400000003'`),
    );
    const plans = await plansDuring(async () => {
      expect(await purgeDueDeletions(deps)).toBe(1);
    });
    expectNoWholeReads('the purge', plans);
  });
});
