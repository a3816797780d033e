#!/usr/bin/env node
// Staff CLI: registers bank payments from a CSV file through the running portal's import route
// (POST /api/v1/staff/payments/import), so that invoices paid at the bank become paid, as the
// bank's reference payment file would do. Columns and rules: docs/decisions/0016-invoices-and-payment-import.md.
//
//   PAYMENT_IMPORT_TOKEN=... node scripts/import-payments.mjs maksut.csv [--url http://localhost:4321]
//
// Exit codes: 0 imported, 1 refused (bad file, token, server), 2 wrong use.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

const USAGE =
  'Käyttö: PAYMENT_IMPORT_TOKEN=<avain> node scripts/import-payments.mjs <tiedosto.csv> [--url <portaalin osoite>]';

function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: { url: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
} catch (err) {
  fail(`${err.message}\n${USAGE}`, 2);
}
if (args.values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [file] = args.positionals;
if (!file || args.positionals.length > 1) fail(USAGE, 2);
const token = process.env.PAYMENT_IMPORT_TOKEN;
if (!token) fail('PAYMENT_IMPORT_TOKEN puuttuu ympäristömuuttujista.', 2);

const base = new URL(
  args.values.url ?? process.env.PORTAL_URL ?? `http://localhost:${process.env.PORT ?? 4321}`,
);
const csv = await readFile(file, 'utf8').catch((err) =>
  fail(`Tiedostoa ei voi lukea: ${err.message}`),
);

let res;
try {
  res = await fetch(new URL('/api/v1/staff/payments/import', base), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json',
      // The API refuses mutations from other origins; the portal's own origin is ours here.
      origin: base.origin,
    },
    body: JSON.stringify({ csv }),
  });
} catch (err) {
  fail(`Portaaliin ${base.origin} ei saatu yhteyttä: ${err.message}`);
}
const body = await res.json().catch(() => ({}));
if (!res.ok) {
  const lines = Object.values(body.fields ?? {});
  fail(
    [`Tuonti hylättiin (${res.status}): ${body.message ?? res.statusText}`, ...lines].join('\n'),
  );
}

const euros = (cents) =>
  new Intl.NumberFormat('fi-FI', { style: 'currency', currency: 'EUR' }).format(cents / 100);
for (const r of body.results) {
  const invoice = r.invoiceNumber ? `lasku ${r.invoiceNumber}` : 'ei laskua';
  console.log(
    `rivi ${r.line}\t${r.archiveId}\t${r.reference}\t${euros(r.amountCents)}\t${invoice}\t${r.outcomeLabel}`,
  );
}
const c = body.counts;
console.log(
  `Kirjattu ${body.registered} maksua (maksettuja laskuja ${c.PAID}, osasuorituksia ${c.PARTIAL}, ` +
    `jo maksettuja ${c.ALREADY_PAID}, kohdistamattomia ${c.UNMATCHED}); aiemmin tuotuja ohitettiin ${body.skipped}.`,
);
