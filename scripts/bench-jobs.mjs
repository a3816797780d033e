// npm run bench:jobs -- [--today 2026-11-21] [--kill-after 10] [--port 4395]
//
// Issue 33 item 3: the daily jobs at a publisher's volume. DATABASE_URL names a scale set built by
// `npm run bench:scale -- --build-only` (left as it is): the bench copies it into `<name>_jobs`
// (made anew each run), lets the built portal migrate the copy, makes one day's due work there
// (scripts/lib/days-work.mjs), and runs each job once as the command line does
// (`node dist/cli/jobs.mjs <job>`, a process of its own, so its peak memory is its own), with
// the e-mail going to a local SMTP sink. While a job runs, the bench samples PostgreSQL's
// activity every 50 ms for the job's longest open transaction that has locked or written a row:
// the longest any row lock it takes can hold a customer's request up. The period and card-charge jobs are first killed (SIGKILL)
// after --kill-after seconds and started again; the checks after the runs show that nothing was
// done twice and nothing left undone. Needs `npm run build`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { prepareDaysWork } from './lib/days-work.mjs';
import { giveUpAfter, startPortal } from './lib/portal-server.mjs';
import { databaseName, databaseUrl, withClient } from './lib/postgres.mjs';

const { values } = parseArgs({
  options: {
    today: { type: 'string', default: '2026-11-21' },
    'kill-after': { type: 'string', default: '10' },
    port: { type: 'string', default: '4395' },
  },
});
const { today } = values;
if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error('--today must be YYYY-MM-DD');
const killAfterMs = Number(values['kill-after']) * 1000;
const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:jobs needs DATABASE_URL (a scale set: npm run bench:scale)');
if (!existsSync('dist/cli/jobs.mjs')) throw new Error('bench:jobs needs a build: npm run build');
giveUpAfter(120 * 60_000, 'bench:jobs');

/** The jobs in the order the server's schedule runs them (billing-jobs.ts, server-jobs.ts). */
const JOBS = [
  'periods',
  'card-charges',
  'expiring-cards',
  'card-deadlines',
  'reader-count',
  'company-order-approvals',
  'deletion-purge',
  'email',
];
/** The jobs stopped half-way first, to show a second run finishes the work without repeating it. */
const KILLED_FIRST = new Set(['periods', 'card-charges']);
const APPLICATION_NAME = 'portal-jobs-bench';

const progress = (text) => console.error(`[bench-jobs] ${text}`);
const source = databaseName(url);
const copy = `${source}_jobs`;
const copyUrl = (() => {
  const u = new URL(databaseUrl(url, copy));
  u.searchParams.set('application_name', APPLICATION_NAME);
  return u.toString();
})();

progress(`copying ${source} into ${copy}`);
await withClient(databaseUrl(url, 'postgres'), async (admin) => {
  await admin.query(`drop database if exists ${copy} with (force)`);
  const began = performance.now();
  await admin.query(`create database ${copy} template ${source}`);
  progress(`copied in ${((performance.now() - began) / 1000).toFixed(0)} s`);
});

progress('migrating the copy (the built portal, its jobs off)');
const portal = await startPortal({
  port: Number(values.port),
  env: {
    DATABASE_URL: databaseUrl(url, copy),
    WEB_CONCURRENCY: '1',
    BILLING_JOBS_CRON: 'off',
    ACCOUNT_DELETION_PURGE_CRON: 'off',
    PORTAL_NOW: `${today}T06:00:00+02:00`,
  },
});
await portal.stop();

progress(`making the day's work of ${today}`);
const work = await withClient(databaseUrl(url, copy), (client) =>
  prepareDaysWork((text) => client.query(text), { today, log: progress }),
);

// A mail server that takes every message and keeps none.
let mailed = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  // No reverse DNS lookup of 127.0.0.1 per connection (this machine has no name server to ask).
  disableReverseLookup: true,
  logger: false,
  onData(stream, _session, done) {
    stream.resume();
    stream.on('end', () => {
      mailed += 1;
      done();
    });
  },
});
await new Promise((ready) => smtp.listen(0, '127.0.0.1', ready));
const smtpPort = smtp.server.address().port;

/**
 * Samples the job's connections until stopped; answers the longest transaction that had written
 * or locked a row (it has a transaction id: only such a transaction can hold a customer's request
 * up) and the longest that had not (reads, which block nothing but a schema change), in ms.
 */
function watchTransactions() {
  const longest = { locking: 0, reading: 0 };
  let stopped = false;
  const sampling = withClient(databaseUrl(url, copy), async (client) => {
    while (!stopped) {
      const { rows } = await client.query(
        `select backend_xid is not null as locking,
           extract(epoch from clock_timestamp() - xact_start) * 1000 as ms
         from pg_stat_activity where application_name = $1 and xact_start is not null`,
        [APPLICATION_NAME],
      );
      for (const row of rows) {
        const kind = row.locking ? 'locking' : 'reading';
        longest[kind] = Math.max(longest[kind], Number(row.ms));
      }
      await new Promise((tick) => setTimeout(tick, 50));
    }
  });
  return async () => {
    stopped = true;
    await sampling;
    return longest;
  };
}

/** Runs one job's CLI; `killAfter` kills it (SIGKILL) that many ms in. */
async function runJob(job, { killAfter } = {}) {
  const stopWatching = watchTransactions();
  const began = performance.now();
  const child = spawn(process.execPath, ['dist/cli/jobs.mjs', job], {
    env: {
      PATH: process.env.PATH,
      TZ: 'Europe/Helsinki',
      LOG_LEVEL: 'warn',
      DATABASE_URL: copyUrl,
      PORTAL_NOW: `${today}T06:00:00+02:00`,
      SITE_URL: 'https://asiakaspalvelu.example.fi',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'asiakaspalvelu@example.fi',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const timer = killAfter ? setTimeout(() => child.kill('SIGKILL'), killAfter) : null;
  const [code, signal] = await new Promise((done) => child.once('exit', (c, s) => done([c, s])));
  if (timer) clearTimeout(timer);
  const ms = performance.now() - began;
  const longest = await stopWatching();
  if (signal === 'SIGKILL') return { job, killed: true, ms, longest };
  if (code !== 0) throw new Error(`${job} exited ${code}: ${out}`);
  const summary = JSON.parse(out.trim().split('\n').at(-1));
  return { ...summary, ms, longest };
}

const results = [];
for (const job of JOBS) {
  if (KILLED_FIRST.has(job)) {
    progress(`${job}: killed after ${killAfterMs / 1000} s`);
    results.push(await runJob(job, { killAfter: killAfterMs }));
  }
  progress(`${job}: running`);
  results.push(await runJob(job));
}
smtp.close();

/** What must hold after the runs: nothing twice, nothing due left. */
const CHECKS = [
  {
    name: 'periods still due',
    sql: `select count(*) from subscriptions where subscription_type = 'RECURRING'
            and status in ('ACTIVE', 'SUSPENDED', 'ACTIVE_ORDER_BEING_RENEWED')
            and period_end_date < date '${today}' and (end_date is null or end_date > period_end_date)`,
  },
  {
    name: 'periods started twice (audit rows per subscription today)',
    sql: `select count(*) - count(distinct entity_id) as count from audit_log
            where action = 'BILLING_PERIOD_STARTED' and created_at >= date '${today}'`,
  },
  {
    name: 'open card invoices without a charge',
    sql: `select count(*) from invoices i where payment_state in ('UNPAID', 'OVERDUE')
            and payment_method in ('CREDIT_CARD', 'CARD') and invoice_date <= date '${today}'
            and not exists (select 1 from card_charges c where c.invoice_id = i.id)`,
  },
  {
    name: 'charges left STARTED by the kill (for reconciliation, never re-asked)',
    sql: `select count(*) from card_charges where status = 'STARTED'`,
  },
  {
    name: 'invoices charged twice (audit rows per invoice today)',
    sql: `select count(*) - count(distinct entity_id) as count from audit_log
            where action = 'CARD_CHARGED' and created_at >= date '${today}'`,
  },
  {
    name: 'card deadlines still due',
    sql: `select count(*) from card_requests where status = 'PENDING' and deadline < date '${today}'`,
  },
  {
    name: 'reader-count changes still pending',
    sql: `select count(*) from reader_count_changes where status = 'PENDING'`,
  },
  {
    name: 'account deletions still due',
    sql: `select count(*) from account_deletions where purged_at is null and purge_due_at <= now()`,
  },
  { name: 'e-mail still to send', sql: `select count(*) from outbox where sent_at is null` },
];
const checks = await withClient(databaseUrl(url, copy), async (client) => {
  const answers = [];
  for (const check of CHECKS) {
    answers.push({
      name: check.name,
      count: Number((await client.query(check.sql)).rows[0].count),
    });
  }
  return answers;
});

const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `\nThe daily jobs on ${source} (copied), ${new Date().toISOString().slice(0, 10)}, ` +
    `${cpus().length} × ${cpu}, load ${loadavg()[0].toFixed(2)}; the day's work of ${today}:`,
);
for (const [step, n] of Object.entries(work))
  console.log(`- ${step}: ${n.toLocaleString('en-US')}`);
console.log(
  '\n| job | what it did | time (s) | peak memory (MB) | longest locking / reading transaction (ms) |',
);
console.log('| --- | --- | ---: | ---: | ---: |');
for (const r of results) {
  const did = r.killed
    ? `killed after ${killAfterMs / 1000} s`
    : typeof r.report === 'string'
      ? r.report
      : Object.entries(r.report)
          .map(([k, v]) => `${k} ${v.toLocaleString('en-US')}`)
          .join(', ');
  console.log(
    `| ${r.job} | ${did} | ${(r.ms / 1000).toFixed(1)} | ${r.peakRssMb ?? '–'} | ` +
      `${Math.round(r.longest.locking)} / ${Math.round(r.longest.reading)} |`,
  );
}
console.log(`\nmessages the SMTP sink took: ${mailed.toLocaleString('en-US')}`);
console.log('\n| check | count |\n| --- | ---: |');
for (const c of checks) console.log(`| ${c.name} | ${c.count.toLocaleString('en-US')} |`);
