// npm run staff:inbox: customer service's inbox on the command line (issue 17 item 6). Lists
// what customers have sent (company feedback, contact messages, company processing requests,
// +Kaikki notices) with its state, or marks a feedback or contact message handled. Talks to the
// running portal's API with STAFF_INBOX_TOKEN; the address is SITE_URL (or --url), never guessed.
// Usage:
//   STAFF_INBOX_TOKEN=… SITE_URL=https://… npm run staff:inbox -- [--kind CONTACT] [--state ALL]
//   STAFF_INBOX_TOKEN=… SITE_URL=https://… npm run staff:inbox -- --handled <id> --by "Nimi"
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const base = (option('--url') ?? process.env.SITE_URL ?? '').replace(/\/$/, '');
const token = process.env.STAFF_INBOX_TOKEN ?? '';
if (!base || !token) {
  console.error('Set STAFF_INBOX_TOKEN and SITE_URL (or --url) to reach the portal.');
  process.exit(2);
}

const KIND_NAMES = {
  COMPANY_FEEDBACK: 'Yrityspalaute',
  CONTACT: 'Yhteydenotto',
  COMPANY_REQUEST: 'Käsittelypyyntö',
  KAIKKI: '+Kaikki',
};
const time = new Intl.DateTimeFormat('fi-FI', {
  timeZone: 'Europe/Helsinki',
  dateStyle: 'short',
  timeStyle: 'short',
});

async function call(path, init = {}) {
  const res = await fetch(`${base}/api/v1${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      // The API takes writes only from its own origin (request-guards.ts).
      origin: new URL(base).origin,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    signal: AbortSignal.timeout(15_000),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) {
    console.error(`${res.status} ${body.errorKey ?? ''}: ${body.message ?? res.statusText}`);
    process.exit(1);
  }
  return body;
}

const handled = option('--handled');
if (handled) {
  const by = option('--by');
  if (!by) {
    console.error('Name who handled it: --by "Nimi"');
    process.exit(2);
  }
  await call(`/staff/feedback/${encodeURIComponent(handled)}/handled`, {
    method: 'POST',
    body: JSON.stringify({ handledBy: by }),
  });
  console.log(`Merkitty käsitellyksi: ${handled}`);
  process.exit(0);
}

const query = new URLSearchParams();
if (option('--kind')) query.set('kind', option('--kind'));
if (option('--state')) query.set('state', option('--state'));
const inbox = await call(`/staff/inbox?${query}`);
const waiting = Object.entries(inbox.open)
  .map(([kind, n]) => `${KIND_NAMES[kind] ?? kind} ${n}`)
  .join(', ');
console.log(`Odottaa käsittelyä: ${waiting}`);
for (const item of inbox.items) {
  console.log(
    [
      time.format(new Date(item.receivedAt)),
      KIND_NAMES[item.kind] ?? item.kind,
      item.state === 'OPEN' ? 'avoin' : 'käsitelty',
      item.reference,
      item.topic,
      item.sender,
      item.id,
    ].join(' | '),
  );
  if (item.excerpt) console.log(`    ${item.excerpt}`);
}
if (inbox.items.length === 0) console.log('Ei viestejä.');
