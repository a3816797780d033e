// npm run probe:crash: kills the built portal with SIGKILL again and again while it takes writes,
// restarts it on the same data folder, and checks that every write it acknowledged is still
// there (issue 19 item 7). The write is a company order (POST /company-orders: a company, a
// subscription, an invoice, the order row and an e-mail in one transaction) with its own
// idempotency key: after the restart the same key must answer 200 with the same subscription
// number. An order that never got an answer may or may not be there; a second process may not
// open the folder meanwhile (the data folder lock). Bounded: ROUNDS rounds of at most a few
// seconds each, on 127.0.0.1 only, in a temporary folder.
// Usage: npm run build && node scripts/crash-test.mjs [--rounds 8] [--port 4590] [--postgres URL]
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const ROUNDS = Number(option('--rounds', '8'));
const PORT = Number(option('--port', '4590'));
const POSTGRES = option('--postgres', undefined);
const BASE = `http://127.0.0.1:${PORT}`;
const ORIGIN = { origin: BASE };
const dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-'));

const ORDER = {
  slug: 'paivan-sanomat-digi-yritys',
  readers: 3,
  businessId: '2345678-0',
  company: {
    name: 'Kaatuilijat Oy',
    contactPerson: 'Kalle Kaatuilija',
    invoicingEmail: 'laskut@kaatuilijat.example.fi',
    eInvoiceAddress: '',
    eInvoiceOperator: '',
    invoiceReference: '',
  },
  address: { streetAddress: 'Mannerheimintie 10 A 5', zipCode: '00100', postOffice: 'Helsinki' },
  termsAccepted: true,
};

function start() {
  const child = spawn(process.execPath, ['src/server/edge/serve.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      WEB_CONCURRENCY: '1',
      ...(POSTGRES ? { DATABASE_URL: POSTGRES } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function ready(deadlineMs = 60_000) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${BASE}/api/v1/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The portal did not become ready in time');
}

async function login() {
  const res = await fetch(`${BASE}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...ORIGIN },
    body: JSON.stringify({
      username: 'maija.meikalainen@example.fi',
      password: 'Demo-salasana-2026',
      intent: 'b2c',
      remember: false,
    }),
  });
  if (!res.ok) throw new Error(`login: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

function order(cookie, key) {
  return fetch(`${BASE}/api/v1/company-orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, ...ORIGIN },
    body: JSON.stringify({ ...ORDER, idempotencyKey: key }),
  });
}

const killed = (child) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGKILL');
  });

const acknowledged = new Map();
/** Sends every acknowledged order's key again: each must answer 200 with its own number. */
async function replayAcknowledged(cookie) {
  for (const [key, number] of acknowledged) {
    const res = await order(cookie, key);
    const body = res.ok ? await res.json() : null;
    if (res.status !== 200) lost += 1;
    else if (body.subscriptionNumber !== number) changed += 1;
  }
}
let sent = 0;
let unanswered = 0;
let lost = 0;
let changed = 0;
let restarts = 0;
const started = performance.now();
try {
  for (let round = 1; round <= ROUNDS; round++) {
    const child = start();
    await ready();
    restarts += 1;
    const cookie = await login();
    // Every order acknowledged before any crash answers again, the same, from this process.
    await replayAcknowledged(cookie);
    // Then writes, four at a time, until the kill a random 0.5-2.5 s later.
    const killAt = Date.now() + 500 + Math.random() * 2000;
    const writers = Array.from({ length: 4 }, async () => {
      while (Date.now() < killAt) {
        const key = randomUUID();
        sent += 1;
        try {
          const res = await order(cookie, key);
          if (res.status === 201) acknowledged.set(key, (await res.json()).subscriptionNumber);
          else unanswered += 1;
        } catch {
          unanswered += 1;
          return;
        }
      }
    });
    await new Promise((r) => setTimeout(r, Math.max(0, killAt - Date.now())));
    await killed(child);
    await Promise.allSettled(writers);
    console.log(
      `round ${round}: killed with SIGKILL; ${acknowledged.size} acknowledged orders so far`,
    );
  }
  // A last start: every acknowledged order is there.
  const child = start();
  await ready();
  await replayAcknowledged(await login());
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(
  `${POSTGRES ? 'PostgreSQL' : 'PGlite'}: ${ROUNDS} kills, ${restarts} restarts, ${sent} orders sent, ` +
    `${acknowledged.size} acknowledged, ${unanswered} cut off by a kill; after the restarts ` +
    `${lost} acknowledged orders missing, ${changed} answered differently (${seconds} s).`,
);
process.exit(lost + changed > 0 ? 1 : 0);
