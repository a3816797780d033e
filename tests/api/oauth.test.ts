import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OAuthClient } from '~/domain/oauth/clients';
import { purgeAccount } from '~/server/account-deletion/purge-account';
import { linkAccount } from '~/server/db/seed/seed-helpers';
import { oauthCodes, oauthGrants, oauthTokens } from '~/server/db/schema/oauth';
import { auditLog } from '~/server/db/schema/system';
import { createAccount, createCustomer } from '../support/customer-factory';
import { expectRefusedUnchanged } from '../support/refused-unchanged';
import { rowCounts } from '../support/row-counts';
import { useTestApp } from '../support/test-app';

// Assistant authorisation (issue 17 item 4, decision 0043): /bot_auth's API, the token endpoint
// and the bearer routes.

const MAIJA = 'maija.meikalainen@example.fi';
const OTHER = 'avustaja.toinen@example.fi';
const DEMO = 'demo-avustaja';
const DEMO_REDIRECT = 'http://portal.test/kehitys/avustaja-paluu';
const SECOND: OAuthClient = {
  client_id: 'toinen-avustaja',
  name: 'Toinen avustaja',
  redirect_uris: ['https://avustaja.example/paluu?lahde=portaali'],
  scopes: ['subscriptions:read'],
};
// RFC 7636 Appendix B.
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const BOTH = 'subscriptions:read invoices:read';

const app = useTestApp({ env: { OAUTH_CLIENTS: [SECOND] } });
let otherCustomerNumber: string;

beforeAll(async () => {
  otherCustomerNumber = '300000171';
  const customerId = await createCustomer(app.db, {
    customerNumber: otherCustomerNumber,
    subscriptionNumber: '3000171',
  });
  await linkAccount(app.db, await createAccount(app.db, OTHER), customerId, 'OWNER');
});
beforeEach(() => app.clearCookies());

const query = (overrides: Record<string, string | null> = {}): string => {
  const params: Record<string, string | null> = {
    response_type: 'code',
    client_id: DEMO,
    redirect_uri: DEMO_REDIRECT,
    scope: BOTH,
    state: 'tila-123',
    code_challenge: CHALLENGE,
    code_challenge_method: 'S256',
    ...overrides,
  };
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null) q.set(k, v);
  return `?${q.toString()}`;
};

const view = (q: string) => app.call(`/oauth/authorize${q}`);
const decide = (q: string, decision: 'approve' | 'decline', headers?: Record<string, string>) =>
  app.call('/oauth/authorize', {
    method: 'POST',
    body: { query: q, decision },
    ...(headers ? { headers } : {}),
  });

async function approve(q = query()): Promise<string> {
  const res = await decide(q, 'approve');
  expect(res.status).toBe(200);
  const location = new URL(((await res.json()) as { location: string }).location);
  expect(location.searchParams.get('state')).toBe('tila-123');
  return location.searchParams.get('code')!;
}

/** The client's server calls the token endpoint: a form body, a foreign Origin or none. */
const exchange = (fields: Record<string, string>, origin = 'https://avustaja.example') =>
  app.raw('/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie: '' },
    body: new URLSearchParams(fields).toString(),
  });

const tokenFields = (code: string, overrides: Record<string, string> = {}) => ({
  grant_type: 'authorization_code',
  code,
  redirect_uri: DEMO_REDIRECT,
  client_id: DEMO,
  code_verifier: VERIFIER,
  ...overrides,
});

async function tokenFor(q = query()): Promise<string> {
  const res = await exchange(tokenFields(await approve(q)));
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

const read = (path: 'subscriptions' | 'invoices', token: string) =>
  app.call(`/assistant/${path}`, { headers: { authorization: `Bearer ${token}` } });

const counts = () =>
  rowCounts(app.db, {
    grants: oauthGrants,
    codes: oauthCodes,
    tokens: oauthTokens,
    audits: auditLog,
  });

describe('the consent page API', () => {
  it('needs a login', async () => {
    expect((await view(query())).status).toBe(401);
    expect((await decide(query(), 'approve')).status).toBe(401);
    expect((await app.call('/oauth/grants')).status).toBe(401);
  });

  it('names the client and the scopes in Finnish', async () => {
    await app.login(MAIJA);
    const res = await view(query());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      kind: 'consent',
      clientName: 'Esimerkkiavustaja',
      scopes: [
        { scope: 'subscriptions:read', name: 'Tilaustesi tiedot' },
        { scope: 'invoices:read', name: 'Laskujesi tiedot' },
      ],
    });
  });

  it('shows an error for an unknown client or redirect URI, and never redirects there', async () => {
    await app.login(MAIJA);
    for (const q of [
      query({ client_id: 'tuntematon' }),
      query({ client_id: null }),
      query({ redirect_uri: 'https://evil.example/paluu' }),
      query({ redirect_uri: `${DEMO_REDIRECT}/` }),
      query({ redirect_uri: null }),
      query({ client_id: SECOND.client_id }),
    ]) {
      const res = await view(q);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as { errorKey: string }).errorKey).toBe('invalid-client');
      await expectRefusedUnchanged(
        () => decide(q, 'approve'),
        { status: 400, errorKey: 'invalid-client' },
        counts,
      );
    }
  });

  it('sends other bad parameters back to the redirect URI (RFC 6749 §4.1.2.1)', async () => {
    await app.login(MAIJA);
    const cases: [string, string][] = [
      [query({ response_type: 'token' }), 'unsupported_response_type'],
      [query({ response_type: null }), 'invalid_request'],
      [query({ code_challenge: null }), 'invalid_request'],
      [query({ code_challenge_method: 'plain' }), 'invalid_request'],
      [query({ code_challenge: 'lyhyt' }), 'invalid_request'],
      [query({ scope: 'subscriptions:write' }), 'invalid_scope'],
      [query({ scope: null }), 'invalid_scope'],
      [`${query()}&scope=invoices:read`, 'invalid_request'],
    ];
    for (const [q, error] of cases) {
      const body = (await (await view(q)).json()) as { kind: string; location: string };
      expect(body.kind, q).toBe('redirect');
      const location = new URL(body.location);
      expect(location.origin + location.pathname).toBe(DEMO_REDIRECT);
      expect(location.searchParams.get('error'), q).toBe(error);
      expect(location.searchParams.get('state')).toBe('tila-123');
      const before = await counts();
      const decided = (await (await decide(q, 'approve')).json()) as { location: string };
      expect(new URL(decided.location).searchParams.get('error')).toBe(error);
      expect(await counts()).toEqual(before);
    }
  });

  it('declines with access_denied and writes nothing', async () => {
    await app.login(MAIJA);
    const before = await counts();
    const res = await decide(query(), 'decline');
    const location = new URL(((await res.json()) as { location: string }).location);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      error: 'access_denied',
      state: 'tila-123',
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a forged Origin and a bad decision, nothing written', async () => {
    await app.login(MAIJA);
    await expectRefusedUnchanged(
      () => decide(query(), 'approve', { origin: 'https://evil.example' }),
      { status: 403, errorKey: 'bad-origin' },
      counts,
    );
    await expectRefusedUnchanged(
      () =>
        app.call('/oauth/authorize', {
          method: 'POST',
          body: { query: query(), decision: 'kylla' },
        }),
      { status: 400, errorKey: 'validation-failed', field: 'decision' },
      counts,
    );
  });
});

describe('the authorisation code flow', () => {
  it('approve, exchange, read: only the approving account\u2019s customers', async () => {
    await app.login(MAIJA);
    const before = await counts();
    const code = await approve();
    expect(await counts()).toMatchObject({
      grants: before.grants + 1,
      codes: before.codes + 1,
      audits: before.audits + 1,
    });
    const res = await exchange(tokenFields(code));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900, scope: BOTH });
    const token = body['access_token'] as string;

    const subs = await read('subscriptions', token);
    expect(subs.status).toBe(200);
    const listed = ((await subs.json()) as { subscriptions: { subscriptionNumber: string }[] })
      .subscriptions;
    const own = (await (await app.call('/subscriptions')).json()) as {
      subscriptions: { subscriptionNumber: string }[];
    };
    expect(listed.length).toBeGreaterThan(0);
    for (const s of own.subscriptions) {
      expect(listed.map((l) => l.subscriptionNumber)).toContain(s.subscriptionNumber);
    }
    expect(listed.map((l) => l.subscriptionNumber)).not.toContain('3000171');
    const invoices = await read('invoices', token);
    expect(invoices.status).toBe(200);
    const ownInvoices = (await (await app.call('/invoices')).json()) as {
      unpaid: unknown[];
      paid: unknown[];
    };
    expect(((await invoices.json()) as { invoices: unknown[] }).invoices).toHaveLength(
      ownInvoices.unpaid.length + ownInvoices.paid.length,
    );

    // Another account's token sees only its own customer.
    app.clearCookies();
    await app.login(OTHER);
    const other = await read('subscriptions', await tokenFor());
    expect(
      (
        (await other.json()) as { subscriptions: { subscriptionNumber: string }[] }
      ).subscriptions.map((s) => s.subscriptionNumber),
    ).toEqual(['3000171']);
  });

  it('refuses a wrong verifier, redirect URI or client, and the code still works once', async () => {
    await app.login(MAIJA);
    const code = await approve();
    const wrong = [
      tokenFields(code, { code_verifier: 'x'.repeat(43) }),
      tokenFields(code, { redirect_uri: `${DEMO_REDIRECT}?x=1` }),
      tokenFields(code, { client_id: SECOND.client_id, redirect_uri: SECOND.redirect_uris[0]! }),
      tokenFields('tuntematon-koodi'),
    ];
    for (const fields of wrong) {
      const res = await exchange(fields);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe('invalid_grant');
    }
    const unknownClient = await exchange(tokenFields(code, { client_id: 'tuntematon' }));
    expect(unknownClient.status).toBe(401);
    expect(((await unknownClient.json()) as { error: string }).error).toBe('invalid_client');
    expect((await exchange(tokenFields(code))).status).toBe(200);
  });

  it('answers malformed token requests with RFC errors', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...tokenFields('c'), grant_type: 'password' }, 'unsupported_grant_type'],
      [{ ...tokenFields('c'), code_verifier: 'lyhyt' }, 'invalid_request'],
      [{ grant_type: 'authorization_code', client_id: DEMO }, 'invalid_request'],
    ];
    for (const [fields, error] of cases) {
      const res = await exchange(fields);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(error);
    }
    const json = await app.raw('/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(tokenFields('c')),
    });
    expect(json.status).toBe(400);
    expect(((await json.json()) as { error: string }).error).toBe('invalid_request');
  });

  it('lets only the token endpoint itself past the Origin check', async () => {
    for (const path of ['/oauth/token/', '/oauth/authorize/decision', '/consents']) {
      const res = await app.raw(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://avustaja.example',
        },
        body: new URLSearchParams(tokenFields('c')).toString(),
      });
      expect(res.status, path).toBe(403);
      expect(((await res.json()) as { errorKey: string }).errorKey, path).toBe('bad-origin');
    }
  });

  it('a reused code fails and revokes the token issued from it', async () => {
    await app.login(MAIJA);
    const code = await approve();
    const first = await exchange(tokenFields(code));
    const token = ((await first.json()) as { access_token: string }).access_token;
    expect((await read('subscriptions', token)).status).toBe(200);
    const again = await exchange(tokenFields(code));
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe('invalid_grant');
    expect((await read('subscriptions', token)).status).toBe(401);
  });

  it('of parallel exchanges of one code only one succeeds', async () => {
    await app.login(MAIJA);
    const code = await approve();
    const answers = await Promise.all([1, 2, 3].map(() => exchange(tokenFields(code))));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it('a code works for 60 seconds, a token for 15 minutes', async () => {
    await app.login(MAIJA);
    const late = await approve();
    app.clock.advance(61_000);
    const expired = await exchange(tokenFields(late));
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as { error: string }).error).toBe('invalid_grant');

    const token = await tokenFor();
    app.clock.advance(14 * 60_000);
    expect((await read('subscriptions', token)).status).toBe(200);
    app.clock.advance(60_000);
    const res = await read('subscriptions', token);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(((await res.json()) as { error: string }).error).toBe('invalid_token');
  });

  it('a token reads only its scopes', async () => {
    await app.login(MAIJA);
    const token = await tokenFor(query({ scope: 'subscriptions:read' }));
    expect((await read('subscriptions', token)).status).toBe(200);
    const res = await read('invoices', token);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toBe('insufficient_scope');
    expect(res.headers.get('www-authenticate')).toContain('scope="invoices:read"');
  });

  it('refuses a missing or unknown token', async () => {
    expect((await app.call('/assistant/subscriptions')).status).toBe(401);
    expect((await read('invoices', 'tuntematon')).status).toBe(401);
  });
});

describe('connected services on the account page', () => {
  it('lists and revokes an authorisation with its tokens', async () => {
    app.clearCookies();
    await app.login(OTHER);
    const token = await tokenFor(query({ scope: 'invoices:read' }));
    const list = (await (await app.call('/oauth/grants')).json()) as {
      grants: { id: string; clientName: string; scopeNames: string[]; grantedText: string }[];
    };
    const grant = list.grants[0]!;
    expect(grant).toMatchObject({
      clientName: 'Esimerkkiavustaja',
      scopeNames: ['Laskujesi tiedot'],
      grantedText: expect.stringMatching(/^Käyttöoikeus annettu \d+\.\d+\.\d{4}$/),
    });

    // Maija can neither see nor remove it.
    app.clearCookies();
    await app.login(MAIJA);
    const maijas = (await (await app.call('/oauth/grants')).json()) as { grants: { id: string }[] };
    expect(maijas.grants.map((g) => g.id)).not.toContain(grant.id);
    await expectRefusedUnchanged(
      () => app.call(`/oauth/grants/${grant.id}`, { method: 'DELETE' }),
      { status: 404, errorKey: 'not-found' },
      counts,
    );

    app.clearCookies();
    await app.login(OTHER);
    await expectRefusedUnchanged(
      () =>
        app.call(`/oauth/grants/${grant.id}`, {
          method: 'DELETE',
          headers: { origin: 'https://evil.example' },
        }),
      { status: 403, errorKey: 'bad-origin' },
      counts,
    );
    const before = await counts();
    const res = await app.call(`/oauth/grants/${grant.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { grants: unknown[] }).grants).toHaveLength(
      list.grants.length - 1,
    );
    expect(await counts()).toMatchObject({
      grants: before.grants - 1,
      audits: before.audits + 1,
    });
    expect((await read('invoices', token)).status).toBe(401);
    expect((await app.call(`/oauth/grants/${grant.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('personal data', () => {
  const GONE = 'avustaja.poistuva@example.fi';

  it('the download lists the authorisations; the purge removes them with the account', async () => {
    const accountId = await createAccount(app.db, GONE);
    await app.login(GONE);
    const token = await tokenFor(query({ scope: 'subscriptions:read' }));
    const res = await app.call('/account/my-data');
    const data = (await res.json()) as {
      osiot: Record<string, { rivit: Record<string, unknown>[] } | undefined>;
    };
    expect(data.osiot['yhdistetyt_palvelut']?.rivit).toEqual([
      expect.objectContaining({ clientId: DEMO, scopes: ['subscriptions:read'] }),
    ]);
    expect(data.osiot['yhdistettyjen_palvelujen_tunnisteet']?.rivit).toHaveLength(1);
    expect(data.osiot['yhdistettyjen_palvelujen_tunnisteet']?.rivit[0]).not.toHaveProperty('id');
    expect(JSON.stringify(data)).not.toContain(token);

    await app.db.transaction((tx) => purgeAccount(tx, accountId, [], []));
    expect(
      await app.db.select().from(oauthGrants).where(eq(oauthGrants.accountId, accountId)),
    ).toEqual([]);
    expect((await read('subscriptions', token)).status).toBe(401);
  });
});
