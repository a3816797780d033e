import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkAccount } from '~/server/db/seed/seed-helpers';
import { paymentMethodChanges, billingPeriodChanges } from '~/server/db/schema/billing-changes';
import { cancellations, retentionOfferEvents } from '~/server/db/schema/cancellations';
import { cardRequests } from '~/server/db/schema/cards';
import { addressChanges, suspensions } from '~/server/db/schema/changes';
import { companyChangeRequests, deliveryReclamations } from '~/server/db/schema/delivery';
import { productChangeRequests } from '~/server/db/schema/product-changes';
import { readerCountChanges } from '~/server/db/schema/reader-count-changes';
import { readingRights, subscriptions } from '~/server/db/schema/subscriptions';
import { auditLog, outbox } from '~/server/db/schema/system';
import { createAccount, createCustomer } from '../support/customer-factory';
import { expectRefusedUnchanged } from '../support/refused-unchanged';
import { VALID_BODIES } from '../support/valid-bodies';
import { useTestApp } from '../support/test-app';

// Decision 0024: every route that acts on one of the customer's own subscriptions takes its
// number in the path, checked by one params schema. Whatever the route, a malformed number is
// the same 400 and another customer's number the 404 of an unknown one, and neither writes
// anything.

const ME = 'omat.tilaukset@example.fi';
const MINE = '2900001';
const OTHERS = '2900002';
const ID = '0b5c3f7e-8a51-4c5f-9d3e-1a2b3c4d5e6f';

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path under /subscriptions/{subscriptionNumber}/ ('' for the details). */
  path: string;
  /** The error key of another customer's number: the one an unknown number gets too. */
  notFound: string;
}

const NOT_FOUND = 'subscription-not-found';

const ROUTES: Route[] = [
  { method: 'GET', path: '', notFound: NOT_FOUND },
  { method: 'GET', path: 'suspensions', notFound: NOT_FOUND },
  { method: 'POST', path: 'suspensions', notFound: NOT_FOUND },
  { method: 'POST', path: 'suspensions/quote', notFound: NOT_FOUND },
  { method: 'PATCH', path: `suspensions/${ID}`, notFound: NOT_FOUND },
  { method: 'DELETE', path: `suspensions/${ID}`, notFound: NOT_FOUND },
  { method: 'GET', path: 'add-ons', notFound: NOT_FOUND },
  { method: 'POST', path: 'add-ons', notFound: NOT_FOUND },
  { method: 'GET', path: 'address-changes', notFound: NOT_FOUND },
  { method: 'POST', path: 'address-changes/temporary', notFound: NOT_FOUND },
  { method: 'POST', path: 'address-changes/permanent', notFound: NOT_FOUND },
  { method: 'PUT', path: `address-changes/${ID}`, notFound: 'address-change-not-found' },
  { method: 'DELETE', path: `address-changes/${ID}`, notFound: 'address-change-not-found' },
  { method: 'GET', path: 'billing-period', notFound: NOT_FOUND },
  { method: 'POST', path: 'billing-period/changes', notFound: NOT_FOUND },
  { method: 'GET', path: 'cancellation/preview', notFound: NOT_FOUND },
  { method: 'GET', path: 'cancellation', notFound: NOT_FOUND },
  { method: 'POST', path: 'cancellation', notFound: NOT_FOUND },
  { method: 'POST', path: 'cancellation-offers/events', notFound: NOT_FOUND },
  { method: 'POST', path: 'cancellation-offers/accept', notFound: NOT_FOUND },
  { method: 'GET', path: 'company-requests', notFound: NOT_FOUND },
  { method: 'POST', path: 'company-requests', notFound: NOT_FOUND },
  { method: 'GET', path: 'delivery-status', notFound: NOT_FOUND },
  { method: 'POST', path: 'delivery-reclamations', notFound: NOT_FOUND },
  { method: 'GET', path: 'payment-method/options', notFound: NOT_FOUND },
  { method: 'POST', path: 'payment-method/changes', notFound: NOT_FOUND },
  { method: 'GET', path: 'product-change/options', notFound: NOT_FOUND },
  { method: 'GET', path: 'product-change/pending', notFound: NOT_FOUND },
  { method: 'POST', path: 'product-change', notFound: NOT_FOUND },
  { method: 'PUT', path: 'card', notFound: NOT_FOUND },
  { method: 'GET', path: 'reading-rights', notFound: NOT_FOUND },
  { method: 'DELETE', path: `reading-rights/${ID}`, notFound: NOT_FOUND },
  { method: 'POST', path: 'reading-rights/invitations', notFound: NOT_FOUND },
  { method: 'GET', path: 'reader-count', notFound: NOT_FOUND },
  { method: 'POST', path: 'reader-count/preview', notFound: NOT_FOUND },
  { method: 'POST', path: 'reader-count/changes', notFound: NOT_FOUND },
];

const app = useTestApp();
beforeAll(async () => {
  const mine = await createCustomer(app.db, {
    customerNumber: '29000001',
    subscriptionNumber: MINE,
  });
  await createCustomer(app.db, { customerNumber: '29000002', subscriptionNumber: OTHERS });
  await linkAccount(app.db, await createAccount(app.db, ME), mine, 'OWNER');
  expect((await app.login(ME)).status).toBe(200);
});

/** The route's operation as the OpenAPI document names it, for its valid body. */
const operation = (route: Route) =>
  `${route.method} /subscriptions/{subscriptionNumber}${route.path ? `/${route.path.replace(ID, '{id}')}` : ''}`;

const call = (route: Route, number: string) => {
  const body = VALID_BODIES[operation(route)];
  return app.call(`/subscriptions/${number}${route.path ? `/${route.path}` : ''}`, {
    method: route.method,
    ...(body === undefined ? {} : { body }),
  });
};

/** What any of these routes could write, and the other customer's subscription itself. */
async function written() {
  const counted = [
    auditLog,
    outbox,
    suspensions,
    addressChanges,
    billingPeriodChanges,
    paymentMethodChanges,
    cardRequests,
    cancellations,
    retentionOfferEvents,
    companyChangeRequests,
    deliveryReclamations,
    productChangeRequests,
    readingRights,
    readerCountChanges,
  ];
  const counts = [];
  for (const table of counted) {
    const [row] = await app.db.select({ n: count() }).from(table);
    counts.push(row?.n);
  }
  const [other] = await app.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.subscriptionNumber, OTHERS));
  return { counts, other };
}

const label = (r: Route) => `${r.method} /subscriptions/{n}${r.path ? `/${r.path}` : ''}`;

describe('routes under /subscriptions/{subscriptionNumber}', () => {
  it.each(ROUTES.map((r) => [label(r), r] as const))(
    '%s: a malformed number is 400 validation-failed on subscriptionNumber',
    async (_label, route) => {
      await expectRefusedUnchanged(
        () => call(route, '12'),
        { status: 400, errorKey: 'validation-failed', field: 'subscriptionNumber' },
        written,
      );
    },
  );

  it.each(ROUTES.map((r) => [label(r), r] as const))(
    "%s: another customer's number is the 404 of an unknown one, nothing changed",
    async (_label, route) => {
      const others = await expectRefusedUnchanged(
        () => call(route, OTHERS),
        { status: 404, errorKey: route.notFound },
        written,
      );
      const unknown = await expectRefusedUnchanged(
        () => call(route, '2999999'),
        { status: 404, errorKey: route.notFound },
        written,
      );
      expect(others).toEqual(unknown);
    },
  );

  it('the OpenAPI document names these routes and no flat address with the number', async () => {
    const doc = (await (await app.call('/openapi.json')).json()) as { paths: object };
    const paths = Object.keys(doc.paths);
    for (const r of ROUTES) {
      const template = `/api/v1/subscriptions/{subscriptionNumber}${r.path ? `/${r.path}` : ''}`;
      expect(paths).toContain(template.replace(ID, '{id}'));
    }
    expect(paths.filter((p) => /\{number\}/.test(p) && !p.startsWith('/api/v1/invoices/'))).toEqual(
      [],
    );
  });
});
