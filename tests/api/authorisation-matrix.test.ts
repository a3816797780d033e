import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createCompany } from '../support/customer-factory';
import {
  type DocumentedOperation,
  documentedOperations,
  fillPath,
} from '../support/api-operations';
import { sendAs, sessionCookie } from '../support/session-cookie';
import { useTestApp } from '../support/test-app';
import { VALID_BODIES } from '../support/valid-bodies';

// Issue 19 item 1 (OWASP ASVS V4): every operation of the OpenAPI document x every actor. An
// operation on a customer's subscription or invoice answers 2xx only to that customer's own
// session (a company's only to its admin in a company session), and no answer to anyone else
// carries the customer's identifiers. An operation missing from MATRIX fails the test, so a new
// route cannot skip the question. Demo data (DEMO-DATA.md): Maija (private A), Pekka (private B,
// nothing linked), Esimerkki Oy (company X) with its admin and a plain user, and an admin of a
// company of its own made here.

/**
 * What an operation without a customer's id in its path is:
 * - public: anyone, no session (login, forms, content, quotes);
 * - session: the caller's own account only (no id of anyone else can be named);
 * - staff: a bearer token of customer service, never a customer's session;
 * - bearer: an assistant's access token (decision 0043), never a customer's session;
 * - dev: development conveniences, off in production (tests/api/dev-*.test.ts).
 * Operations with {subscriptionNumber} or {invoiceNumber} are 'target': checked against
 * Maija's and Esimerkki Oy's own subscriptions and invoices.
 */
type Access = 'public' | 'session' | 'staff' | 'bearer' | 'dev' | 'target';

const MATRIX: Record<string, Access> = {
  'GET /health': 'public',
  'GET /health/ready': 'public',
  'GET /config': 'public',
  'GET /copytexts': 'public',
  'GET /auth/verifySession': 'public',
  'GET /auth/refresh': 'public',
  'POST /auth/login': 'public',
  'POST /auth/logout': 'public',
  'POST /auth/logout-all': 'session',
  'GET /auth/companies': 'session',
  'POST /auth/company': 'session',
  'POST /auth/registrations': 'public',
  'POST /auth/registrations/confirm': 'public',
  'GET /account/my-data': 'session',
  'GET /account/change-history': 'session',
  'GET /account/deletion': 'session',
  'DELETE /account': 'session',
  'PUT /account/username': 'session',
  'PUT /account/username/confirm': 'public',
  'PUT /account/password': 'session',
  'POST /account/password-reset': 'public',
  'POST /account/password-reset/confirm': 'public',
  'GET /customer/info': 'session',
  'PATCH /customer/info': 'session',
  'GET /consents': 'session',
  'PUT /consents': 'session',
  'GET /marketing-ban': 'session',
  'POST /marketing-ban': 'session',
  'DELETE /marketing-ban': 'session',
  'GET /subscriptions': 'session',
  'GET /subscriptions/{subscriptionNumber}': 'target',
  'GET /subscriptions/{subscriptionNumber}/suspensions': 'target',
  'POST /subscriptions/{subscriptionNumber}/suspensions': 'target',
  'POST /subscriptions/{subscriptionNumber}/suspensions/quote': 'target',
  'PATCH /subscriptions/{subscriptionNumber}/suspensions/{id}': 'target',
  'DELETE /subscriptions/{subscriptionNumber}/suspensions/{id}': 'target',
  'POST /subscriptions/{subscriptionNumber}/suspensions/{id}/quote': 'target',
  'GET /subscriptions/{subscriptionNumber}/add-ons': 'target',
  'POST /subscriptions/{subscriptionNumber}/add-ons': 'target',
  'GET /subscriptions/{subscriptionNumber}/product-change/options': 'target',
  'GET /subscriptions/{subscriptionNumber}/product-change/pending': 'target',
  'POST /subscriptions/{subscriptionNumber}/product-change': 'target',
  'GET /subscriptions/{subscriptionNumber}/address-changes': 'target',
  'POST /subscriptions/{subscriptionNumber}/address-changes/temporary': 'target',
  'POST /subscriptions/{subscriptionNumber}/address-changes/permanent': 'target',
  'PUT /subscriptions/{subscriptionNumber}/address-changes/{id}': 'target',
  'DELETE /subscriptions/{subscriptionNumber}/address-changes/{id}': 'target',
  'GET /subscriptions/{subscriptionNumber}/company-requests': 'target',
  'POST /subscriptions/{subscriptionNumber}/company-requests': 'target',
  'GET /subscriptions/{subscriptionNumber}/delivery-status': 'target',
  'POST /subscriptions/{subscriptionNumber}/delivery-reclamations': 'target',
  'GET /subscriptions/{subscriptionNumber}/cancellation/preview': 'target',
  'GET /subscriptions/{subscriptionNumber}/cancellation': 'target',
  'POST /subscriptions/{subscriptionNumber}/cancellation': 'target',
  'POST /subscriptions/{subscriptionNumber}/cancellation-offers/events': 'target',
  'POST /subscriptions/{subscriptionNumber}/cancellation-offers/accept': 'target',
  'PUT /subscriptions/{subscriptionNumber}/card': 'target',
  'GET /subscriptions/{subscriptionNumber}/reading-rights': 'target',
  'DELETE /subscriptions/{subscriptionNumber}/reading-rights/{id}': 'target',
  'POST /subscriptions/{subscriptionNumber}/reading-rights/invitations': 'target',
  'GET /subscriptions/{subscriptionNumber}/payment-method/options': 'target',
  'POST /subscriptions/{subscriptionNumber}/payment-method/changes': 'target',
  'GET /subscriptions/{subscriptionNumber}/billing-period': 'target',
  'POST /subscriptions/{subscriptionNumber}/billing-period/changes': 'target',
  'GET /subscriptions/{subscriptionNumber}/reader-count': 'target',
  'POST /subscriptions/{subscriptionNumber}/reader-count/preview': 'target',
  'POST /subscriptions/{subscriptionNumber}/reader-count/changes': 'target',
  'POST /subscription-links/search': 'session',
  'POST /subscription-links': 'session',
  'POST /subscription-links/confirm-token': 'session',
  'POST /delivery-reclamations/anonymous': 'public',
  'POST /delivery-reclamations/anonymous/passes': 'public',
  'GET /delivery-reclamations/dates': 'public',
  'POST /anonymous-cancellations/lookup': 'public',
  'POST /anonymous-cancellations': 'public',
  'POST /anonymous-cancellations/passes': 'public',
  'POST /kaikki-notices': 'public',
  'GET /invoices': 'session',
  'GET /invoices/{invoiceNumber}': 'target',
  'GET /invoices/{invoiceNumber}/pdf': 'target',
  'GET /invoices/{invoiceNumber}/barcode.svg': 'target',
  'POST /invoices/{invoiceNumber}/due-date': 'target',
  'GET /cards': 'session',
  'POST /cards/setups': 'session',
  'POST /cards/setups/complete': 'session',
  'DELETE /cards/{id}': 'session',
  'GET /reading-rights': 'session',
  'POST /reading-right-claims/preview': 'session',
  'POST /reading-right-claims': 'session',
  'GET /payment-methods': 'session',
  'GET /strong-identification': 'session',
  'POST /strong-identification/start': 'session',
  'POST /strong-identification/complete': 'session',
  'GET /strong-identification/jwks': 'public',
  'POST /strong-identification/test-bank/decision': 'dev',
  'POST /feedback/company': 'public',
  'POST /feedback/contact': 'public',
  'GET /company-orders/quote': 'public',
  'GET /benefits/{category}/{benefit}': 'session',
  'POST /company-orders': 'session',
  // The approval's id names an order of a company: only that company's admin session finds it
  // (404 for everyone else: tests/api/company-order-approvals.test.ts).
  'GET /company-order-approvals/{id}': 'session',
  'POST /company-order-approvals/{id}/accept': 'session',
  'POST /company-order-approvals/{id}/refuse': 'session',
  'GET /staff/cancellations.csv': 'staff',
  'POST /staff/payments/import': 'staff',
  'GET /staff/company-requests': 'staff',
  'POST /staff/company-requests/{requestId}/handled': 'staff',
  'GET /staff/inbox': 'staff',
  'POST /staff/feedback/{id}/handled': 'staff',
  'GET /oauth/authorize': 'session',
  'POST /oauth/authorize': 'session',
  'GET /oauth/grants': 'session',
  'DELETE /oauth/grants/{id}': 'session',
  'POST /oauth/token': 'public',
  'GET /assistant/subscriptions': 'bearer',
  'GET /assistant/invoices': 'bearer',
  'GET /dev/mailbox': 'dev',
  'POST /dev/customers': 'dev',
};

type ActorName =
  'anonymous' | 'maija' | 'pekka' | 'companyUser' | 'companyAdmin' | 'otherCompanyAdmin';

/** A customer's things, and the words that would give them away in someone else's answer. */
interface Target {
  subscriptionNumber: string;
  invoiceNumber: string;
  owner: ActorName;
  identifiers: string[];
}

const MAIJA: Target = {
  subscriptionNumber: '2000001',
  // Her open invoice: it has a bar code, and its due date may be postponed.
  invoiceNumber: '50000004',
  owner: 'maija',
  identifiers: ['10000001', '2000001', '50000004', 'maija.meikalainen', 'Meikäläinen'],
};
const COMPANY: Target = {
  subscriptionNumber: '2100001',
  invoiceNumber: '50000005',
  owner: 'companyAdmin',
  identifiers: ['10000002', '2100001', '50000005', 'Esimerkki Oy', '003712345671'],
};
/** Who may see what: the company's plain user may see its name (its reading right). */
const MAY_SEE: Record<ActorName, Target[]> = {
  anonymous: [],
  maija: [MAIJA],
  pekka: [],
  companyUser: [COMPANY],
  companyAdmin: [COMPANY],
  otherCompanyAdmin: [],
};
/**
 * Reads that answer 404 to their owner too while there is nothing to show (no pending product
 * change, no cancellation); another customer's number is subscription-not-found there as
 * everywhere (tests/api/subscription-resources.test.ts).
 */
const EMPTY_FOR_OWNER = new Set([
  'GET /subscriptions/{subscriptionNumber}/product-change/pending',
  'GET /subscriptions/{subscriptionNumber}/cancellation',
]);
const ACTORS = Object.keys(MAY_SEE) as ActorName[];

const app = useTestApp({
  env: {
    CANCELLATION_EXPORT_TOKEN: 'staff-export-token-0123456789',
    PAYMENT_IMPORT_TOKEN: 'import-token-0123456789abcdef',
    COMPANY_REQUEST_STAFF_TOKEN: 'company-request-staff-token-0123',
    STAFF_INBOX_TOKEN: 'staff-inbox-token-0123456789',
  },
});
let operations: DocumentedOperation[];
const cookies = new Map<ActorName, string>();

beforeAll(async () => {
  operations = await documentedOperations(app);
  const otherAdmin = await createAccount(app.db, 'toinen.yritysadmin@example.fi');
  await createCompany(app.db, {
    customerNumber: '29900001',
    subscriptionNumber: '2990001',
    companyName: 'Toinen Yritys Oy',
    links: [{ accountId: otherAdmin, role: 'COMPANY_ADMIN' }],
  });
  cookies.set('maija', await sessionCookie(app, 'maija.meikalainen@example.fi', 'b2c'));
  cookies.set('pekka', await sessionCookie(app, 'pekka.virtanen@example.fi', 'b2c'));
  cookies.set('companyUser', await sessionCookie(app, 'yritys.lukija@example.fi', 'b2c'));
  cookies.set('companyAdmin', await sessionCookie(app, 'yritys.admin@example.fi', 'b2b'));
  cookies.set(
    'otherCompanyAdmin',
    await sessionCookie(app, 'toinen.yritysadmin@example.fi', 'b2b'),
  );
});

const key = (op: DocumentedOperation) => `${op.method} ${op.path}`;

function send(actor: ActorName, op: DocumentedOperation, path: string): Promise<Response> {
  return sendAs(app, cookies.get(actor), path, {
    method: op.method,
    body: VALID_BODIES[key(op)] ?? {},
  });
}

/** The identifiers of customers `actor` may not see that `text` gives away. */
function leaked(actor: ActorName, text: string): string[] {
  const hidden = [MAIJA, COMPANY].filter((t) => !MAY_SEE[actor].includes(t));
  return hidden.flatMap((t) => t.identifiers.filter((id) => text.includes(id)));
}

describe('the authorisation matrix', () => {
  it('has an entry for every operation of the API, and the document declares its security', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.map(key).filter((k) => !(k in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((k) => !operations.some((op) => key(op) === k))).toEqual([]);
    const mismatched = operations.filter((op) => {
      const access = MATRIX[key(op)];
      if (access === 'public' || access === 'dev') return op.secured;
      return !op.secured;
    });
    expect(mismatched.map(key)).toEqual([]);
  });

  it("answers a customer's subscription and invoice operations 2xx only to the customer", async () => {
    const wrong: string[] = [];
    const readByOwner = new Set<string>();
    for (const op of operations.filter((o) => MATRIX[key(o)] === 'target')) {
      for (const target of [MAIJA, COMPANY]) {
        const path = fillPath(op.path, target);
        for (const actor of ACTORS) {
          // The owner's own writes would change what the other checks read: reads only.
          if (actor === target.owner && op.method !== 'GET') continue;
          const res = await send(actor, op, path);
          const text = await res.text();
          if (actor === target.owner) {
            if (res.ok) readByOwner.add(key(op));
            continue;
          }
          if (res.ok) wrong.push(`${actor} ${op.method} ${path}: ${res.status}`);
          if (actor === 'anonymous' && res.status !== 401) {
            wrong.push(`anonymous ${op.method} ${path}: ${res.status}, not 401`);
          }
          for (const id of leaked(actor, text)) wrong.push(`${actor} ${op.method} ${path}: ${id}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // The targets are real: an owner reads each (else the refusals above would prove nothing).
    const unread = operations.filter(
      (o) =>
        MATRIX[key(o)] === 'target' &&
        o.method === 'GET' &&
        !readByOwner.has(key(o)) &&
        !EMPTY_FOR_OWNER.has(key(o)),
    );
    expect(unread.map(key)).toEqual([]);
  });

  it("gives no one another customer's identifiers from their own account's reads", async () => {
    const wrong: string[] = [];
    const reads = operations.filter(
      (o) => o.method === 'GET' && ['session', 'public'].includes(MATRIX[key(o)] ?? ''),
    );
    for (const op of reads) {
      for (const actor of ACTORS) {
        const res = await send(actor, op, fillPath(op.path, MAIJA));
        const text = await res.text();
        if (MATRIX[key(op)] === 'session' && actor === 'anonymous' && res.status !== 401) {
          wrong.push(`anonymous ${key(op)}: ${res.status}, not 401`);
        }
        for (const id of leaked(actor, text)) wrong.push(`${actor} ${key(op)}: ${id}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses every account write to a visitor without a session, and token routes to every session', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const access = MATRIX[key(op)];
      const path = fillPath(op.path, MAIJA);
      if (access === 'session' && op.method !== 'GET') {
        const res = await send('anonymous', op, path);
        if (res.status !== 401) wrong.push(`anonymous ${key(op)}: ${res.status}, not 401`);
      }
      if (access === 'staff' || access === 'bearer') {
        for (const actor of ACTORS) {
          const res = await send(actor, op, path);
          if (res.status !== 401) wrong.push(`${actor} ${key(op)}: ${res.status}, not 401`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
