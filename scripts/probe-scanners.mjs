// The scanners of issue 19 item 13 against a local portal with the demo accounts: wapiti crawls
// the site (logged in as Maija) and attacks what it finds; sqlmap tries SQL injection on the JSON
// API's lookups and logged-in reads, each parameter and path number. Everything listens on and
// targets 127.0.0.1 only, and every step is bounded in time. Needs a build (`npm run build`) and
// Debian's wapiti and sqlmap (`apt-get install wapiti sqlmap`).
// The server trusts X-Forwarded-For here (CLIENT_ADDRESS_HEADER) and sqlmap sends a random one
// per request, so the guessing limits do not turn every probe into a 429 that proves nothing.
// Usage: npm run probe:scanners [-- --wapiti-seconds 300] [-- --sqlmap-seconds 180] [-- --write]
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { giveUpAfter, loginCookie, startPortal } from './lib/portal-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : fallback;
};
const WAPITI_SECONDS = option('--wapiti-seconds', 300);
const SQLMAP_SECONDS = option('--sqlmap-seconds', 180);
const write = args.includes('--write');
giveUpAfter((WAPITI_SECONDS + 8 * SQLMAP_SECONDS + 300) * 1000, 'probe-scanners');

/** Runs a command with a hard time limit; answers its output and exit code. */
function run(command, commandArgs, seconds) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), seconds * 1000);
    child.on('error', (err) => {
      clearTimeout(timer);
      resolve({ output: String(err), code: 127 });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ output, code: code ?? 'killed' });
    });
  });
}

const work = mkdtempSync(join(tmpdir(), 'portal-scanners-'));
const { base, stop } = await startPortal({
  port: 4477,
  env: { CLIENT_ADDRESS_HEADER: 'x-forwarded-for', TRUSTED_PROXY_HOPS: '1', LOG_LEVEL: 'warn' },
});
const cookie = await loginCookie(base, 'maija.meikalainen@example.fi');

// ------------------------------------------------------------------------------------------
// wapiti: the site as a browser sees it, logged in.
const wapitiReport = join(work, 'wapiti.json');
const wapiti = await run(
  'wapiti',
  [
    ...['-u', `${base}/`, '--scope', 'folder', '--flush-session', '-v', '1'],
    // Debian's wapiti asks for brotli but cannot decode it (no python3-brotli): it would then
    // read every page as noise and crawl nothing but the front page.
    ...['-H', 'Accept-Encoding: gzip, deflate'],
    ...[
      '-m',
      'blindsql,sql,xss,permanentxss,exec,file,crlf,redirect,ssrf,csp,http_headers,cookieflags,backup,htaccess,methods',
    ],
    ...['--max-scan-time', String(WAPITI_SECONDS), '--max-attack-time', String(WAPITI_SECONDS)],
    ...['-H', `Cookie: ${cookie}`, '-f', 'json', '-o', wapitiReport],
  ],
  WAPITI_SECONDS * 2 + 120,
);
/** @type {{ level: number, category: string, info: string, path: string }[]} */
const wapitiFindings = [];
const wapitiUrls = Number(/found (\d+) URLs and forms/.exec(wapiti.output)?.[1] ?? 0);
try {
  const report = JSON.parse(readFileSync(wapitiReport, 'utf8'));
  for (const group of ['vulnerabilities', 'anomalies', 'additionals']) {
    for (const [category, items] of Object.entries(report[group] ?? {})) {
      for (const item of items) {
        wapitiFindings.push({
          level: Number(item.level),
          category,
          info: item.info,
          path: item.path,
        });
      }
    }
  }
} catch (err) {
  console.error(
    `wapiti gave no report (exit ${wapiti.code}): ${String(err)}\n${wapiti.output.slice(-2000)}`,
  );
}

// ------------------------------------------------------------------------------------------
// sqlmap: the API, with JSON bodies and numbers in paths (* marks a path injection point).
const json = (body) => JSON.stringify(body);
const targets = [
  {
    name: 'POST /anonymous-cancellations/lookup',
    url: `${base}/api/v1/anonymous-cancellations/lookup`,
    data: json({ customerNumber: '200000001', subscriptionNumber: '3000001' }),
  },
  {
    name: 'POST /delivery-reclamations/anonymous',
    url: `${base}/api/v1/delivery-reclamations/anonymous`,
    data: json({
      customerNumber: '200000001',
      subscriptionNumber: '3000001',
      lastName: 'Virtanen',
      zipCode: '33100',
      complaint: 'PAPER_MISSING',
      dates: ['2026-11-18'],
      compensation: 'REPLACEMENT_ISSUE',
    }),
  },
  {
    name: 'POST /subscription-links/search (logged in)',
    url: `${base}/api/v1/subscription-links/search`,
    data: json({ customerNumber: '200000001', zipCode: '33100' }),
    cookie,
  },
  {
    name: 'POST /auth/login',
    url: `${base}/api/v1/auth/login`,
    data: json({ username: 'pekka.virtanen@example.fi', password: 'vaara-salasana' }),
  },
  {
    name: 'GET /subscriptions/{n} (logged in)',
    url: `${base}/api/v1/subscriptions/2000001*`,
    cookie,
  },
  { name: 'GET /invoices/{n} (logged in)', url: `${base}/api/v1/invoices/50000004*`, cookie },
  {
    name: 'GET /reading-right-claims/preview (logged in)',
    url: `${base}/api/v1/reading-right-claims/preview?code=ABCDEFGH`,
    cookie,
  },
];
const sqlmapResults = [];
for (const target of targets) {
  const { output, code } = await run(
    'sqlmap',
    [
      ...['-u', target.url],
      ...(target.data ? ['--data', target.data] : []),
      ...['--headers', `Origin: ${base}\nAccept: application/json`],
      ...(target.cookie ? ['--cookie', target.cookie] : []),
      ...['--batch', '--level', '3', '--risk', '1', '--tamper', 'xforwardedfor'],
      // A refusal is an answer to test against, not a reason to stop (e.g. the login's 401, a
      // session cookie spoiled by an injection test).
      ...['--ignore-code', '401,404,429'],
      ...['--flush-session', '--output-dir', join(work, 'sqlmap'), '--disable-coloring'],
    ],
    SQLMAP_SECONDS,
  );
  const injectable = /is vulnerable|identified the following injection point/i.test(output);
  const clean = /do not appear to be injectable|does not seem to be injectable/i.test(output);
  const verdict = injectable
    ? 'INJECTABLE'
    : clean
      ? 'not injectable'
      : `no verdict (exit ${code})`;
  sqlmapResults.push({ name: target.name, verdict });
  console.info(`sqlmap ${target.name}: ${verdict}`);
}

await stop();
rmSync(work, { recursive: true, force: true });

// ------------------------------------------------------------------------------------------
// wapitiCore/language/vulnerability.py: 0 info, 1 low, 2 medium, 3 high, 4 critical.
const LEVELS = { 0: 'info', 1: 'low', 2: 'medium', 3: 'high', 4: 'critical' };
const byLevel = (level) => wapitiFindings.filter((f) => f.level === level).length;
const date = new Date().toISOString().slice(0, 10);
const lines = [
  `## Scanners: wapiti and sqlmap (${date})`,
  '',
  '`npm run probe:scanners` against the built portal on 127.0.0.1 (development mode, demo data),',
  `logged in as Maija. wapiti ${WAPITI_SECONDS} s (modules: SQL, blind SQL, XSS, stored XSS,`,
  'command execution, file, CRLF, open redirect, SSRF, CSP, headers, cookie flags, backup files,',
  `.htaccess, methods), ${wapitiUrls} URLs and forms found: ${wapitiFindings.length} findings, ${byLevel(4) + byLevel(3)} critical or high, ${byLevel(2)} medium, ${byLevel(1)} low, ${byLevel(0)} informational.`,
  '',
  '| wapiti finding | level | where |',
  '| --- | --- | --- |',
  ...wapitiFindings.map(
    (f) =>
      `| ${f.category}: ${String(f.info).replace(/\|/g, '/').slice(0, 160)} | ${LEVELS[f.level] ?? f.level} | ${f.path} |`,
  ),
  '',
  `sqlmap (level 3, risk 1, a random X-Forwarded-For per request, at most ${SQLMAP_SECONDS} s each):`,
  '',
  '| target | verdict |',
  '| --- | --- |',
  ...sqlmapResults.map((r) => `| ${r.name} | ${r.verdict} |`),
  '',
].join('\n');
console.info(`\n${lines}`);
if (write) appendFileSync('docs/quality.md', `\n${lines}`);
const failed =
  byLevel(4) + byLevel(3) + byLevel(2) > 0 || sqlmapResults.some((r) => r.verdict === 'INJECTABLE');
process.exit(failed ? 1 : 0);
