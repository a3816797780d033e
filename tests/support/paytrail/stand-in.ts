import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cardFormPage } from './card-page.ts';

// A local stand-in for Paytrail's token payment API, written from Paytrail's public documentation
// (docs.paytrail.com: "Authentication", "Tokenization": add card form, get token, charging a
// token) and Paytrail's own SDK (@paytrail/paytrail-js-sdk 1.0.5: its signature util, request and
// response models), never from the portal's adapter. It keeps its own signature code. It
// enforces what the documentation states:
// - every API request carries checkout-account, -algorithm (sha256 or sha512), -method, -nonce and
//   -timestamp, and a `signature`: the HMAC of the checkout-* values sorted by name, one
//   `name:value` per line, then the body as sent; a wrong one is refused (401), as is an unknown
//   merchant or a nonce seen before;
// - the add card form (POST /tokenization/addcard-form) carries the same fields as form fields
//   with its success and cancel addresses, and answers with a redirect to the card page;
// - the customer comes back to the success (or cancel) address with the checkout-* parameters,
//   checkout-status and checkout-tokenization-id, signed the same way with an empty body;
// - POST /tokenization/{checkout-tokenization-id} answers the token and the masked card, once;
// - POST /payments/token/mit/charge takes a payment request with the token: 201 transactionId;
//   400 when the payment fails; 403 with threeDSecureUrl when the card needs the cardholder; a
//   stamp used before is refused (400).
// Every answer of the API is signed with the merchant's secret in checkout-* headers.

export interface StandInCard {
  token: string;
  number: string;
  expireMonth: string;
  expireYear: string;
}

export interface StandInCharge {
  stamp: string;
  amount: number;
  token: string;
  status: 'ok' | 'fail' | '3ds';
  transactionId: string;
}

export interface PaytrailStandIn {
  url: string;
  /** Tokens issued, by token. */
  cards: Map<string, StandInCard>;
  /** Charges answered, in order. */
  charges: StandInCharge[];
  /** Requests refused, with the reason (what a test expects to see refused). */
  refusals: string[];
  /** Makes the next N MIT charges fail with 503 (the provider is down). */
  failNextCharges(count: number): void;
  /** Signs redirect parameters as the stand-in does (for a correctly signed, altered return). */
  signRedirect(params: Record<string, string>): string;
  close(): Promise<void>;
}

/** Documented test card outcomes at charge time (the numbers providers use in test mode). */
const CHARGE_FAILS = new Set(['4000000000000341']);
const CHARGE_NEEDS_3DS = new Set(['4000002760003184']);

const ALGORITHMS = new Set(['sha256', 'sha512']);
const REQUIRED_HEADERS = [
  'checkout-account',
  'checkout-algorithm',
  'checkout-method',
  'checkout-nonce',
  'checkout-timestamp',
];

function hmac(secret: string, algorithm: string, params: Record<string, string>, body: string) {
  const lines = Object.keys(params)
    .filter((name) => name.startsWith('checkout-'))
    .sort()
    .map((name) => `${name}:${params[name]}`);
  return createHmac(algorithm, secret)
    .update([...lines, body].join('\n'))
    .digest('hex');
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startPaytrailStandIn(opts: {
  merchantId: string;
  secretKey: string;
  /** The stand-in's clock (the portal's pinned clock in the browser tests). */
  now?: () => Date;
  port?: number;
}): Promise<PaytrailStandIn> {
  const now = opts.now ?? (() => new Date());
  const nonces = new Set<string>();
  const visits = new Map<string, { success: string; cancel: string; done: boolean }>();
  const tokenizations = new Map<string, { card: StandInCard; fetched: boolean }>();
  const cards = new Map<string, StandInCard>();
  const charges: StandInCharge[] = [];
  const stamps = new Set<string>();
  const refusals: string[] = [];
  let failing = 0;

  const refuse = (res: ServerResponse, status: number, message: string) => {
    refusals.push(message);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: 'error', message }));
  };

  /** An API answer, signed in checkout-* headers like every answer of Paytrail's API. */
  const answer = (
    res: ServerResponse,
    status: number,
    body: unknown,
    extra: Record<string, string> = {},
  ) => {
    const text = JSON.stringify(body);
    const headers: Record<string, string> = {
      'checkout-account': opts.merchantId,
      'checkout-algorithm': 'sha256',
      ...extra,
    };
    res.writeHead(status, {
      ...headers,
      signature: hmac(opts.secretKey, 'sha256', headers, text),
      'content-type': 'application/json; charset=utf-8',
    });
    res.end(text);
  };

  /** The documented checks of a signed request; the reason it is refused, or null. */
  const authProblem = (params: Record<string, string>, body: string, signature: string) => {
    for (const name of REQUIRED_HEADERS) if (!params[name]) return `missing ${name}`;
    if (params['checkout-account'] !== opts.merchantId) return 'unknown merchant';
    const algorithm = params['checkout-algorithm'] ?? '';
    if (!ALGORITHMS.has(algorithm)) return `unsupported algorithm ${algorithm}`;
    if (params['checkout-method'] !== 'POST') return 'checkout-method is not the request method';
    if (!sameHex(signature, hmac(opts.secretKey, algorithm, params, body))) {
      return 'invalid signature';
    }
    const nonce = params['checkout-nonce'] ?? '';
    if (nonces.has(nonce)) return 'nonce used before';
    nonces.add(nonce);
    return null;
  };

  const headerParams = (req: IncomingMessage): Record<string, string> => {
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (name.startsWith('checkout-') && typeof value === 'string') params[name] = value;
    }
    return params;
  };

  /** The customer back at the merchant: the documented redirect parameters, signed. */
  const backTo = (address: string, status: 'ok' | 'fail', tokenizationId?: string) => {
    const params: Record<string, string> = {
      'checkout-account': opts.merchantId,
      'checkout-algorithm': 'sha256',
      'checkout-method': 'GET',
      'checkout-nonce': randomUUID(),
      'checkout-timestamp': now().toISOString(),
      'checkout-status': status,
      ...(tokenizationId && { 'checkout-tokenization-id': tokenizationId }),
    };
    const url = new URL(address);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set('signature', hmac(opts.secretKey, 'sha256', params, ''));
    return url.href;
  };

  async function addCardForm(req: IncomingMessage, res: ServerResponse) {
    const text = await readBody(req);
    const type = req.headers['content-type'] ?? '';
    const fields: Record<string, string> = type.includes('application/json')
      ? (JSON.parse(text) as Record<string, string>)
      : Object.fromEntries(new URLSearchParams(text));
    const params = Object.fromEntries(
      Object.entries(fields).filter(([name]) => name.startsWith('checkout-')),
    );
    const problem = authProblem(params, '', fields['signature'] ?? '');
    if (problem) return refuse(res, 401, problem);
    const success = fields['checkout-redirect-success-url'];
    const cancel = fields['checkout-redirect-cancel-url'];
    if (!success || !cancel || !URL.canParse(success) || !URL.canParse(cancel)) {
      return refuse(res, 400, 'redirect urls missing');
    }
    const visit = randomUUID();
    visits.set(visit, { success, cancel, done: false });
    res.writeHead(302, { location: `/tokenization/card-form/${visit}` });
    return res.end();
  }

  async function cardForm(req: IncomingMessage, res: ServerResponse, visitId: string) {
    const visit = visits.get(visitId);
    if (!visit || visit.done) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('Istuntoa ei löytynyt.');
    }
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(cardFormPage());
    }
    const form = new URLSearchParams(await readBody(req));
    if (form.get('action') === 'cancel') {
      visit.done = true;
      res.writeHead(302, { location: backTo(visit.cancel, 'fail') });
      return res.end();
    }
    const number = (form.get('number') ?? '').replace(/\D/g, '');
    const [month, year] = (form.get('expiry') ?? '').split('/').map((p) => p.trim());
    if (
      !/^\d{12,19}$/.test(number) ||
      !month ||
      !year ||
      !/^\d{3,4}$/.test(form.get('cvc') ?? '')
    ) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(cardFormPage('Tarkista kortin tiedot.'));
    }
    visit.done = true;
    const card: StandInCard = {
      token: `pt-token-${randomUUID()}`,
      number,
      expireMonth: month.padStart(2, '0'),
      expireYear: year.length === 2 ? `20${year}` : year,
    };
    const tokenizationId = randomUUID();
    tokenizations.set(tokenizationId, { card, fetched: false });
    res.writeHead(302, { location: backTo(visit.success, 'ok', tokenizationId) });
    return res.end();
  }

  async function getToken(req: IncomingMessage, res: ServerResponse, id: string) {
    const body = await readBody(req);
    const params = headerParams(req);
    const problem = authProblem(params, body, String(req.headers['signature'] ?? ''));
    if (problem) return refuse(res, 401, problem);
    if (params['checkout-tokenization-id'] !== id) {
      return refuse(res, 400, 'checkout-tokenization-id does not match the path');
    }
    const found = tokenizations.get(id);
    if (!found) return refuse(res, 404, 'unknown tokenization id');
    if (found.fetched) return refuse(res, 400, 'tokenization id used before');
    found.fetched = true;
    cards.set(found.card.token, found.card);
    const { card } = found;
    return answer(res, 200, {
      token: card.token,
      card: {
        type: card.number.startsWith('4') ? 'Visa' : 'MasterCard',
        bin: card.number.slice(0, 6),
        partial_pan: card.number.slice(-4),
        expire_year: card.expireYear,
        expire_month: card.expireMonth,
        cvc_required: 'no',
        funding: 'credit',
        category: 'unknown',
        country_code: 'FI',
        pan_fingerprint: createHmac('sha256', 'pan').update(card.number).digest('hex'),
        card_fingerprint: createHmac('sha256', 'card').update(card.token).digest('hex'),
      },
      customer: { network_address: '127.0.0.1', country_code: 'FI' },
    });
  }

  async function mitCharge(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const problem = authProblem(headerParams(req), body, String(req.headers['signature'] ?? ''));
    if (problem) return refuse(res, 401, problem);
    const payment = JSON.parse(body) as Record<string, unknown>;
    const customer = payment['customer'] as { email?: unknown } | undefined;
    const redirects = payment['redirectUrls'] as
      { success?: unknown; cancel?: unknown } | undefined;
    const stamp = typeof payment['stamp'] === 'string' ? payment['stamp'] : '';
    const amount = payment['amount'];
    if (
      !stamp ||
      typeof payment['reference'] !== 'string' ||
      typeof amount !== 'number' ||
      !Number.isInteger(amount) ||
      amount <= 0 ||
      payment['currency'] !== 'EUR' ||
      typeof payment['language'] !== 'string' ||
      typeof customer?.email !== 'string' ||
      typeof redirects?.success !== 'string' ||
      typeof redirects.cancel !== 'string' ||
      typeof payment['token'] !== 'string'
    ) {
      return refuse(res, 400, 'invalid payment request');
    }
    if (failing > 0) {
      failing -= 1;
      res.writeHead(503, { 'content-type': 'text/plain' });
      return res.end('Service Unavailable');
    }
    if (stamps.has(stamp)) return refuse(res, 400, 'stamp used before');
    stamps.add(stamp);
    const card = cards.get(payment['token']);
    if (!card) return refuse(res, 400, 'unknown token');
    const transactionId = randomUUID();
    const token = card.token;
    if (CHARGE_NEEDS_3DS.has(card.number)) {
      charges.push({ stamp, amount, token, status: '3ds', transactionId });
      return answer(res, 403, {
        transactionId,
        threeDSecureUrl: `/3ds/${transactionId}`,
      });
    }
    const expired =
      Number(card.expireYear) * 12 + Number(card.expireMonth) <
      now().getUTCFullYear() * 12 + now().getUTCMonth() + 1;
    if (CHARGE_FAILS.has(card.number) || expired) {
      charges.push({ stamp, amount, token, status: 'fail', transactionId });
      return refuse(res, 400, 'Payment failed');
    }
    charges.push({ stamp, amount, token, status: 'ok', transactionId });
    return answer(res, 201, { transactionId }, { 'checkout-transaction-id': transactionId });
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const route = async () => {
      if (req.method === 'POST' && path === '/tokenization/addcard-form') {
        return addCardForm(req, res);
      }
      const form = /^\/tokenization\/card-form\/([\w-]+)$/.exec(path);
      if (form?.[1]) return cardForm(req, res, form[1]);
      const token = /^\/tokenization\/([\w-]+)$/.exec(path);
      if (req.method === 'POST' && token?.[1]) return getToken(req, res, token[1]);
      if (req.method === 'POST' && path === '/payments/token/mit/charge') {
        return mitCharge(req, res);
      }
      if (path === '/' && (req.method === 'GET' || req.method === 'HEAD')) {
        // The browser tests' readiness check (not part of Paytrail's API).
        res.writeHead(200, { 'content-type': 'text/plain' });
        return res.end('Paytrail stand-in');
      }
      return refuse(res, 404, `no route ${req.method} ${path}`);
    };
    route().catch((err: unknown) => refuse(res, 400, String(err)));
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    cards,
    charges,
    refusals,
    failNextCharges: (count) => {
      failing = count;
    },
    signRedirect: (params) => hmac(opts.secretKey, 'sha256', params, ''),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
