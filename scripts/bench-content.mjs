// The content site at scale (DESIGN.md "Budgets"): for each size N, copies the project to a
// temporary folder, generates N synthetic Finnish support articles next to the real ones, builds
// it as `npm run build` does (each step under /usr/bin/time -v), serves it, and measures in
// headless Chromium what the search transfers; checks that content pages carry no script besides
// the search loader and JSON-LD, and that page sizes do not grow with N.
// Usage: npm run bench:content [-- --sizes 0,1000,10000] [-- --write] [-- --keep]
//   --sizes  article counts to generate (default 0,1000,10000; 0 = the real site alone)
//   --write  append the tables to docs/performance.md
//   --keep   keep the temporary project folders (their paths are printed)
// Gives up after 25 minutes: kills what it started, removes its folders and exits 1.
import { spawn } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  closeSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEARCH_LOADER } from '../src/components/search-loader.mjs';
import { SESSION_LINK_SCRIPT } from '../src/components/session-link.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/portal-server.mjs';
import { median } from './lib/stats.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const argValue = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
// 0 is the real site alone (no generated articles).
const SIZES = (argValue('--sizes') ?? '0,1000,10000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isInteger(n) && n >= 0);
const WRITE = args.includes('--write');
const KEEP = args.includes('--keep');
// 25 minutes; BENCH_DEADLINE_MINUTES only to try the give-up path quickly.
const DEADLINE_MINUTES = Number(process.env.BENCH_DEADLINE_MINUTES) || 25;
const KB = (bytes) => (bytes / 1024).toFixed(1);
if (SIZES.length === 0) {
  console.error('bench-content: --sizes needs article counts, e.g. --sizes 200 or 1000,10000');
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------
// Everything started here is tracked, so that a timeout or Ctrl-C leaves nothing behind.

const children = new Set();
const tempDirs = new Set();
let browser;

function cleanup() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL'); // its process group (spawned detached)
    } catch {
      // already gone
    }
  }
  children.clear();
  if (!KEEP) for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

setTimeout(() => {
  console.error(`bench-content: gave up after ${DEADLINE_MINUTES} minutes`);
  void browser?.close().catch(() => {});
  cleanup();
  process.exit(1);
}, DEADLINE_MINUTES * 60_000).unref();
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}

/** Runs a command in its own process group; output to a log file. Resolves with the exit code. */
function run(command, commandArgs, { cwd, env = process.env, log }) {
  return new Promise((resolve, reject) => {
    const fd = openSync(log, 'a');
    const child = spawn(command, commandArgs, {
      cwd,
      env,
      detached: true,
      stdio: ['ignore', fd, fd],
    });
    closeSync(fd);
    children.add(child);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

const tail = (file, lines = 30) =>
  readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// The project copy. node_modules is not copied: a real folder of symlinks to each package, so
// that Astro's and Vite's caches (node_modules/.astro, .vite, .vite-temp) stay in the copy and
// never touch the working tree's.

const SKIP_TOP = new Set([
  'node_modules',
  'dist',
  '.data',
  '.git',
  '.astro',
  'test-results',
  'playwright-report',
  'coverage',
]);
const CACHE_DIRS = new Set(['.astro', '.vite', '.vite-temp', '.vitest-cache', '.cache']);

function copyProject(n) {
  const dir = mkdtempSync(join(tmpdir(), `bench-content-${n}-`));
  tempDirs.add(dir);
  for (const entry of readdirSync(ROOT)) {
    if (SKIP_TOP.has(entry)) continue;
    cpSync(join(ROOT, entry), join(dir, entry), { recursive: true, verbatimSymlinks: true });
  }
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (CACHE_DIRS.has(entry)) continue;
    symlinkSync(join(ROOT, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  return dir;
}

// ---------------------------------------------------------------------------------------------
// Synthetic articles: deterministic (article i is the same whatever N), 200-400 words of
// Finnish-looking text with inflected forms and compounds, valid per src/content.config.ts.

/** mulberry32 */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Nouns: nominative, genitive, partitive, inessive, elative, illative, allative.
const NOUNS = `tilaus tilauksen tilausta tilauksessa tilauksesta tilaukseen tilaukselle
keskeytys keskeytyksen keskeytystä keskeytyksessä keskeytyksestä keskeytykseen keskeytykselle
lasku laskun laskua laskussa laskusta laskuun laskulle
eräpäivä eräpäivän eräpäivää eräpäivässä eräpäivästä eräpäivään eräpäivälle
osoite osoitteen osoitetta osoitteessa osoitteesta osoitteeseen osoitteelle
osoitteenmuutos osoitteenmuutoksen osoitteenmuutosta osoitteenmuutoksessa osoitteenmuutoksesta osoitteenmuutokseen osoitteenmuutokselle
jakelu jakelun jakelua jakelussa jakelusta jakeluun jakelulle
digilehti digilehden digilehteä digilehdessä digilehdestä digilehteen digilehdelle
lukuoikeus lukuoikeuden lukuoikeutta lukuoikeudessa lukuoikeudesta lukuoikeuteen lukuoikeudelle
asiakastili asiakastilin asiakastiliä asiakastilissä asiakastilistä asiakastiliin asiakastilille
maksukortti maksukortin maksukorttia maksukortissa maksukortista maksukorttiin maksukortille
salasana salasanan salasanaa salasanassa salasanasta salasanaan salasanalle
hyvitys hyvityksen hyvitystä hyvityksessä hyvityksestä hyvitykseen hyvitykselle
siirto siirron siirtoa siirrossa siirrosta siirtoon siirrolle
muutos muutoksen muutosta muutoksessa muutoksesta muutokseen muutokselle
lehti lehden lehteä lehdessä lehdestä lehteen lehdelle
sovellus sovelluksen sovellusta sovelluksessa sovelluksesta sovellukseen sovellukselle
yritystilaus yritystilauksen yritystilausta yritystilauksessa yritystilauksesta yritystilaukseen yritystilaukselle
tilausjakso tilausjakson tilausjaksoa tilausjaksossa tilausjaksosta tilausjaksoon tilausjaksolle
laskutustapa laskutustavan laskutustapaa laskutustavassa laskutustavasta laskutustapaan laskutustavalle
verkkopankki verkkopankin verkkopankkia verkkopankissa verkkopankista verkkopankkiin verkkopankille
viitenumero viitenumeron viitenumeroa viitenumerossa viitenumerosta viitenumeroon viitenumerolle
käyttäjätunnus käyttäjätunnuksen käyttäjätunnusta käyttäjätunnuksessa käyttäjätunnuksesta käyttäjätunnukseen käyttäjätunnukselle
paperilehti paperilehden paperilehteä paperilehdessä paperilehdestä paperilehteen paperilehdelle
jakeluhäiriö jakeluhäiriön jakeluhäiriötä jakeluhäiriössä jakeluhäiriöstä jakeluhäiriöön jakeluhäiriölle
markkinointilupa markkinointiluvan markkinointilupaa markkinointiluvassa markkinointiluvasta markkinointilupaan markkinointiluvalle
tilausnumero tilausnumeron tilausnumeroa tilausnumerossa tilausnumerosta tilausnumeroon tilausnumerolle
lisätilaus lisätilauksen lisätilausta lisätilauksessa lisätilauksesta lisätilaukseen lisätilaukselle
maksuhuomautus maksuhuomautuksen maksuhuomautusta maksuhuomautuksessa maksuhuomautuksesta maksuhuomautukseen maksuhuomautukselle
laskutusväli laskutusvälin laskutusväliä laskutusvälissä laskutusvälistä laskutusväliin laskutusvälille
varhaisjakelu varhaisjakelun varhaisjakelua varhaisjakelussa varhaisjakelusta varhaisjakeluun varhaisjakelulle
näköislehti näköislehden näköislehteä näköislehdessä näköislehdestä näköislehteen näköislehdelle
hinta hinnan hintaa hinnassa hinnasta hintaan hinnalle
vahvistus vahvistuksen vahvistusta vahvistuksessa vahvistuksesta vahvistukseen vahvistukselle
sähköposti sähköpostin sähköpostia sähköpostissa sähköpostista sähköpostiin sähköpostille
ilmoitus ilmoituksen ilmoitusta ilmoituksessa ilmoituksesta ilmoitukseen ilmoitukselle
asiakasnumero asiakasnumeron asiakasnumeroa asiakasnumerossa asiakasnumerosta asiakasnumeroon asiakasnumerolle
lahjatilaus lahjatilauksen lahjatilausta lahjatilauksessa lahjatilauksesta lahjatilaukseen lahjatilaukselle
pääkäyttäjä pääkäyttäjän pääkäyttäjää pääkäyttäjässä pääkäyttäjästä pääkäyttäjään pääkäyttäjälle
lukijamäärä lukijamäärän lukijamäärää lukijamäärässä lukijamäärästä lukijamäärään lukijamäärälle
tietosuoja tietosuojan tietosuojaa tietosuojassa tietosuojasta tietosuojaan tietosuojalle
kirjautuminen kirjautumisen kirjautumista kirjautumisessa kirjautumisesta kirjautumiseen kirjautumiselle`
  .split('\n')
  .map((line) => {
    const [nom, gen, par, ine, ela, ill, all] = line.trim().split(' ');
    return { nom, gen, par, ine, ela, ill, all };
  });

// Verbs: 1st and 2nd person singular, imperative, infinitive, passive.
const VERBS = `muutan muutat muuta muuttaa muutetaan
keskeytän keskeytät keskeytä keskeyttää keskeytetään
siirrän siirrät siirrä siirtää siirretään
lisään lisäät lisää lisätä lisätään
poistan poistat poista poistaa poistetaan
tarkistan tarkistat tarkista tarkistaa tarkistetaan
ilmoitan ilmoitat ilmoita ilmoittaa ilmoitetaan
vaihdan vaihdat vaihda vaihtaa vaihdetaan
peruutan peruutat peruuta peruuttaa peruutetaan
maksan maksat maksa maksaa maksetaan
aktivoin aktivoit aktivoi aktivoida aktivoidaan
jaan jaat jaa jakaa jaetaan
liitän liität liitä liittää liitetään
hyväksyn hyväksyt hyväksy hyväksyä hyväksytään
löydän löydät löydä löytää löydetään`
  .split('\n')
  .map((line) => {
    const [s1, s2, imp, inf, pass] = line.trim().split(' ');
    return { s1, s2, imp, inf, pass };
  });

const WHEN = [
  'sovelluksessa',
  'verkossa',
  'lomalla',
  'kesällä',
  'ulkomailla',
  'mökillä',
  'muuton jälkeen',
  'ennen eräpäivää',
  'kesken tilausjakson',
  'yritystilauksessa',
  'puhelimella',
  'tabletilla',
  'joulun aikaan',
  'jälkikäteen',
  'määräaikaisessa tilauksessa',
  'jatkuvassa tilauksessa',
  'lahjatilauksessa',
  'toisen puolesta',
  'kirjautumatta',
  'viikonloppuna',
];

// Each topic's own words; an article takes most of its nouns from its topic, as real ones do.
const TOPIC_WORDS = {
  tilaukset: 'tilaus lisätilaus tilausjakso tilausnumero lehti paperilehti lahjatilaus hinta',
  jakelu: 'jakelu keskeytys osoite osoitteenmuutos jakeluhäiriö varhaisjakelu paperilehti hyvitys',
  'maksaminen-ja-laskutus':
    'lasku eräpäivä maksukortti laskutustapa verkkopankki viitenumero maksuhuomautus laskutusväli siirto',
  'digi-ja-verkkopalvelut':
    'digilehti lukuoikeus sovellus näköislehti käyttäjätunnus kirjautuminen',
  'asiakastili-ja-tietosuoja':
    'asiakastili salasana käyttäjätunnus markkinointilupa tietosuoja sähköposti kirjautuminen',
  yritysasiakkaat: 'yritystilaus lukuoikeus pääkäyttäjä lukijamäärä lasku asiakasnumero',
};
const nounPool = (topic) => {
  const words = new Set((TOPIC_WORDS[topic] ?? '').split(' '));
  const own = NOUNS.filter((x) => words.has(x.nom));
  return own.length ? own : NOUNS;
};

const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

function articleText(rand, pool) {
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const n = () => (rand() < 0.7 ? pick(pool) : pick(NOUNS));
  const v = () => pick(VERBS);
  const num = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const sentence = () =>
    pick([
      () => `Voit ${v().inf} ${n().gen} ${n().gen} ${pick(WHEN)}.`,
      () =>
        `Kun ${v().s2} ${n().gen} ${n().gen}, muutos näkyy ${n().ine} ${num(1, 5)} arkipäivän kuluessa.`,
      () => `${cap(n().nom)} ${v().pass} yleensä ${num(2, 14)} päivän kuluessa.`,
      () => `Jos ${n().nom} ei näy ${n().ine}, ota yhteyttä asiakaspalveluun arkisin kello 8–16.`,
      () => `Tarkista ${n().gen} ${n().nom} ennen kuin ${v().s2} ${n().gen}.`,
      () => `${cap(n().gen)} ${n().nom} löytyy ${n().ela} kohdasta ${cap(n().nom)}.`,
      () => `Huomaa, että ${n().nom} koskee vain ${n().par} ${pick(WHEN)}.`,
      () => `Esimerkiksi ${n().gen} ${n().nom} voi muuttua ${n().gen} ${n().ine}.`,
      () => `${cap(n().nom)} siirtyy ${n().ill} automaattisesti, eikä sinun tarvitse tehdä mitään.`,
      () => `Muutos tulee voimaan ${num(1, 28)}. päivänä, ja ${n().nom} näkyy ${n().ine} heti.`,
      () => `Saat vahvistuksen sähköpostiisi, kun ${n().nom} on käsitelty.`,
      () => `${cap(n().ela)} ei peritä lisämaksua, jos ${v().s2} ${n().gen} ${pick(WHEN)}.`,
      () => `Hinta on ${num(1, 49)},${num(10, 99)} € kuukaudessa, ja se näkyy ${n().ine}.`,
    ])();
  const step = () =>
    pick([
      () => `${cap(v().imp)} ${n().gen} ${n().nom}.`,
      () => `Valitse ${n().nom} ja ${n().nom}.`,
      () => 'Kirjaudu sisään ja valitse Tilaukset-sivulta tilaus.',
      () => 'Tarkista tiedot ja valitse **Vahvista**.',
      () => `Kirjoita ${n().gen} ${n().nom} kenttään ${cap(n().nom)}.`,
    ])();
  const heading = () =>
    pick([
      () => `${cap(n().nom)} ${n().ine}`,
      () => `Näin ${v().s2} ${n().gen}`,
      () => `Mitä ${n().nom} maksaa?`,
      () => `${cap(n().gen)} ${n().nom}`,
      () => `Kun ${n().nom} ei onnistu`,
    ])();
  const paragraph = (k) => Array.from({ length: k }, sentence).join(' ');
  const words = (s) => s.split(/\s+/).filter(Boolean).length;

  const target = num(200, 400);
  const parts = [paragraph(num(2, 3))];
  let count = words(parts[0]);
  while (count < target) {
    const section =
      rand() < 0.35
        ? `## ${heading()}\n\n${Array.from({ length: num(3, 5) }, (_, i) => `${i + 1}. ${step()}`).join('\n')}`
        : `## ${heading()}\n\n${paragraph(num(3, 5))}`;
    parts.push(section);
    count += words(section);
  }
  return parts.join('\n\n');
}

const yamlString = (s) => JSON.stringify(s); // a JSON string is a valid YAML scalar

function readTopLevelIds(dir) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.replace(/\.yaml$/, ''))
    .sort();
}

async function generateArticles(projectDir, n) {
  const { titleSlug } = await import('../src/domain/content/urls.ts');
  const content = join(projectDir, 'src/content');
  const topics = readTopLevelIds(join(content, 'topics'));
  const families = readTopLevelIds(join(content, 'product-families'));
  const articlesDir = join(content, 'articles');
  const usedSlugs = new Set(
    readdirSync(articlesDir).map((f) => {
      const title = /^title:\s*(.+)$/m.exec(readFileSync(join(articlesDir, f), 'utf8'))?.[1] ?? f;
      return titleSlug(title.replace(/^"|"$/g, ''));
    }),
  );
  const idsByTopic = new Map(topics.map((t) => [t, []]));
  let words = 0;
  for (let i = 1; i <= n; i++) {
    const rand = prng(0x5eed ^ Math.imul(i, 2654435761));
    const pick = (xs) => xs[Math.floor(rand() * xs.length)];
    const topic = pick(topics);
    const pool = nounPool(topic);
    const noun = () => (rand() < 0.8 ? pick(pool) : pick(NOUNS));
    let title = '';
    for (let attempt = 0; attempt < 20 && (!title || usedSlugs.has(titleSlug(title))); attempt++) {
      const [a, b, verb] = [noun(), noun(), pick(VERBS)];
      title = pick([
        () => `Miten ${verb.s1} ${a.gen} ${b.gen} ${pick(WHEN)}?`,
        () => `Voinko ${verb.inf} ${a.gen} ${b.gen} ${pick(WHEN)}?`,
        () => `Mitä teen, jos ${a.nom} ei näy ${b.ine} ${pick(WHEN)}?`,
        () => `Kuinka ${verb.s1} ${a.gen} ${pick(WHEN)}?`,
      ])();
    }
    if (usedSlugs.has(titleSlug(title))) title = `${title.slice(0, -1)} (ohje ${i})?`;
    title = title.slice(0, 90);
    const slug = titleSlug(title);
    usedSlugs.add(slug);
    const id = `g${String(i).padStart(5, '0')}-${slug.slice(0, 48).replace(/-+$/, '')}`;

    const a = noun();
    const b = noun();
    const summary = `Tässä ohjeessa kerromme, miten ${a.gen} ${b.nom} ${pick(VERBS).pass} ${pick(WHEN)}. Ohje koskee kaikkia tilaajia.`;
    const named = rand() < 0.2 ? [pick(families)] : [];
    const earlier = idsByTopic.get(topic);
    const related = [];
    for (let k = Math.floor(rand() * 4); k > 0 && earlier.length > 0; k--) {
      const r = pick(earlier);
      if (!related.includes(r)) related.push(r);
    }
    const day = new Date(Date.UTC(2024, 0, 1) + Math.floor(rand() * 1050) * 86_400_000);
    const faq =
      rand() < 0.3
        ? Array.from({ length: 1 + Math.floor(rand() * 2) }, () => {
            const [x, y] = [noun(), pick(VERBS)];
            return `  - question: ${yamlString(`Voinko ${y.inf} ${x.gen} itse?`)}\n    answer: ${yamlString(`Voit. ${cap(x.nom)} ${y.pass} Tilaukset-sivulla, ja muutos näkyy heti.`)}`;
          })
        : [];
    const body = articleText(rand, pool);
    words += body.split(/\s+/).filter(Boolean).length;
    const frontmatter = [
      '---',
      `title: ${yamlString(title)}`,
      `summary: ${yamlString(summary.slice(0, 200))}`,
      `topic: ${topic}`,
      `updated: ${day.toISOString().slice(0, 10)}`,
      ...(named.length ? ['productFamilies:', ...named.map((f) => `  - ${f}`)] : []),
      ...(related.length ? ['related:', ...related.map((r) => `  - ${r}`)] : []),
      ...(faq.length ? ['faq:', ...faq] : []),
      '---',
    ].join('\n');
    writeFileSync(join(articlesDir, `${id}.md`), `${frontmatter}\n\n${body}\n`);
    earlier.push(id);
  }
  return { topics, families, words };
}

// ---------------------------------------------------------------------------------------------
// The build, step by step as package.json's "build" says, each under /usr/bin/time -v.

function buildSteps(projectDir) {
  const pkg = JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8'));
  return String(pkg.scripts.build)
    .split('&&')
    .map((s) => s.trim())
    .filter(Boolean);
}

function parseTimeFile(file) {
  const text = readFileSync(file, 'utf8');
  const rssKb = Number(/Maximum resident set size \(kbytes\):\s*(\d+)/.exec(text)?.[1] ?? 0);
  return { rssMb: rssKb / 1024 };
}

async function build(projectDir) {
  const steps = buildSteps(projectDir);
  const log = join(projectDir, 'bench-build.log');
  const env = {
    ...process.env,
    PATH: `${join(projectDir, 'node_modules/.bin')}:${process.env.PATH}`,
  };
  const results = [];
  for (const [i, step] of steps.entries()) {
    const timeFile = join(projectDir, `bench-time-${i}.txt`);
    writeFileSync(log, `\n$ ${step}\n`, { flag: 'a' });
    const started = performance.now();
    const code = await run('/usr/bin/time', ['-v', '-o', timeFile, 'sh', '-c', step], {
      cwd: projectDir,
      env,
      log,
    });
    const seconds = (performance.now() - started) / 1000;
    if (code !== 0) {
      console.error(tail(log));
      throw new Error(`build step failed (exit ${code}): ${step}`);
    }
    const { rssMb } = parseTimeFile(timeFile);
    results.push({ step, seconds, rssMb });
    console.info(`  ${step}: ${seconds.toFixed(1)} s, peak RSS ${rssMb.toFixed(0)} MB`);
  }
  return { steps: results, log };
}

// ---------------------------------------------------------------------------------------------
// What was built.

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

function inventory(projectDir) {
  const client = join(projectDir, 'dist/client');
  const pages = [];
  // The static search: Pagefind's files and the word-form table (decision 0045).
  let searchIndexBytes = 0;
  for (const dir of ['pagefind', 'search/sanat']) {
    if (!existsSync(join(client, dir))) continue;
    for (const path of walk(join(client, dir))) {
      if (!/\.(br|gz)$/.test(path)) searchIndexBytes += statSync(path).size;
    }
  }
  for (const path of walk(client)) {
    const rel = relative(client, path).split(sep).join('/');
    if (!rel.endsWith('.html')) continue;
    const br = existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size;
    pages.push({ url: `/${rel.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`, br });
  }
  const kind = (url) =>
    /^\/aihe\/[^/]+\/sivu\/\d+$/.test(url) || /^\/aihe\/[^/]+$/.test(url)
      ? 'topic'
      : /^\/aihe\/[^/]+\/[^/]+$/.test(url)
        ? 'article'
        : /^\/(tuote|tuotteet)\/[^/]+\/[^/]+$/.test(url)
          ? 'product-article'
          : /^\/tuote\/[^/]+$/.test(url)
            ? 'product'
            : 'other';
  const byKind = {};
  for (const p of pages) (byKind[kind(p.url)] ??= []).push(p);
  const largest = pages.reduce((a, b) => (b.br > a.br ? b : a), { url: '', br: 0 });
  const largestOf = (k) =>
    (byKind[k] ?? []).reduce((a, b) => (b.br > a.br ? b : a), { url: '', br: 0 });
  const generated = (byKind.article ?? []).filter((p) => /\/g\d{5}-/.test(p.url));
  return {
    pages: pages.length,
    counts: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, v.length])),
    largest,
    largestArticle: largestOf('article'),
    largestProduct: largestOf('product'),
    largestTopic: largestOf('topic'),
    medianGeneratedArticle: median(generated.map((p) => p.br)) ?? 0,
    sampleGenerated: generated[Math.floor(generated.length / 2)]?.url,
    samplePaged: (byKind.topic ?? []).find((p) => p.url.endsWith('/sivu/2'))?.url,
    sampleProductArticle: (byKind['product-article'] ?? []).find((p) => p.url.startsWith('/tuote/'))
      ?.url,
    searchIndexBytes,
  };
}

// ---------------------------------------------------------------------------------------------
// Serving and checking pages.

async function startServer(projectDir) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-content-data-'));
  tempDirs.add(dataDir);
  const log = join(projectDir, 'bench-serve.log');
  const env = {
    ...process.env,
    // Development defaults (pinned clock, test providers): production refuses them (decision 0019).
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    PORTAL_NOW: '2026-11-21T10:00:00+02:00',
    SITE_URL: `http://127.0.0.1:${port}`,
  };
  const exited = run(process.execPath, ['src/server/edge/serve.ts'], { cwd: projectDir, env, log });
  const pid = [...children].at(-1)?.pid;
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() < until && !gone) {
    if (existsSync(log) && readFileSync(log, 'utf8').includes('ready at')) return { base, pid };
    await sleep(200);
  }
  console.error(tail(log));
  throw new Error('the server did not start');
}

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * Scripts on a content page other than JSON-LD, the search loader and the header's session link
 * (both inline, hashed in the CSP, no request), and its served size.
 */
async function checkPage(base, path) {
  const plain = await fetch(base + path, { headers: { 'accept-encoding': 'identity' } });
  if (plain.status !== 200)
    return { path, status: plain.status, problems: [`status ${plain.status}`], bytes: 0 };
  const html = await plain.text();
  const problems = [];
  for (const [, attrs, body] of html.matchAll(SCRIPT_TAG)) {
    if (/\bsrc\s*=/.test(attrs)) problems.push(`<script${attrs}>`);
    else if (/type\s*=\s*["']?application\/ld\+json/i.test(attrs)) continue;
    else if (body !== SEARCH_LOADER && body !== SESSION_LINK_SCRIPT)
      problems.push(`inline script: ${body.slice(0, 60)}`);
  }
  if (/<link\b[^>]*rel=["']?modulepreload/i.test(html)) problems.push('modulepreload link');
  // HTML + CSS as sent (brotli): the page and its stylesheets.
  const sizeOf = async (url) => {
    const res = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    const length = Number(res.headers.get('content-length'));
    const bytes =
      Number.isFinite(length) && length > 0 ? length : (await res.arrayBuffer()).byteLength;
    await res.body?.cancel().catch(() => {});
    return bytes;
  };
  let bytes = await sizeOf(base + path);
  for (const [, href] of html.matchAll(
    /<link\b[^>]*rel=["']?stylesheet["']?[^>]*href=["']?([^"' >]+)/gi,
  )) {
    bytes += await sizeOf(new URL(href, base + path).href);
  }
  return { path, status: 200, problems, bytes };
}

// ---------------------------------------------------------------------------------------------
// Search in Chromium: bytes on the wire per request, as Playwright reports them (encoded body
// plus response headers).

const QUERIES = [
  { q: 'tilauksen keskeytyksen' },
  { q: 'laskun eräpäivän siirto' },
  { q: 'osoitteen muutos', topic: 'Jakelu, keskeytys ja osoitteenmuutos' },
  { q: 'digilehden lukuoikeus' },
];

async function wireBytes(request) {
  const sizes = await request
    .sizes()
    .catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
  return { url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize };
}

async function measureSearch(base) {
  const { chromium } = await import('@playwright/test');
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ locale: 'fi-FI' });
    const page = await context.newPage();
    const pending = new Set();
    let finished = [];
    page.on('request', (r) => pending.add(r));
    page.on('requestfinished', (r) => {
      pending.delete(r);
      finished.push(wireBytes(r));
    });
    page.on('requestfailed', (r) => {
      pending.delete(r);
      console.warn(`  request failed: ${r.url()} (${r.failure()?.errorText})`);
    });
    const settle = async () => {
      const until = Date.now() + 60_000;
      let quietSince = Date.now();
      while (Date.now() < until) {
        await sleep(100);
        if (pending.size > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= 500) return;
      }
      const urls = [...pending].map((r) => r.url()).join(', ');
      throw new Error(`the network did not settle in 60 s; pending: ${urls}`);
    };
    const status = page.locator('#haku-tila');
    const searched = () =>
      page.waitForFunction(() => {
        const s = document.getElementById('haku-tila')?.textContent ?? '';
        return s.startsWith('Löytyi') || s.startsWith('Haulla');
      });
    const measure = async (action) => {
      finished = [];
      await action();
      await settle();
      const all = await Promise.all(finished);
      const hits = Number(/Löytyi (\d+)/.exec((await status.textContent()) ?? '')?.[1] ?? 0);
      return { bytes: all.reduce((sum, r) => sum + r.bytes, 0), requests: all.length, hits, all };
    };

    const results = [];
    for (const [i, { q, topic }] of QUERIES.entries()) {
      const m = await measure(async () => {
        if (i === 0) {
          // A first visit to the search page: the page, the search module, Pagefind and what
          // the query needs.
          await page.goto(`${base}/haku?${new URLSearchParams({ q })}`, { waitUntil: 'load' });
        } else {
          await status.evaluate((el) => (el.textContent = ''));
          await page.locator('#haku-aihe').evaluate((el, value) => (el.value = value), topic ?? '');
          const input = page.getByRole('searchbox', { name: 'Hakusana' });
          await input.fill(q);
          await input.press('Enter');
        }
        await searched();
      });
      const html =
        i === 0 ? (m.all.find((r) => new URL(r.url).pathname === '/haku')?.bytes ?? 0) : 0;
      results.push({ q: topic ? `${q} (aihe)` : q, html, ...m });
      console.info(
        `  query "${q}"${topic ? ' + topic filter' : ''}: ${m.hits} hits, ${KB(m.bytes)} KB in ${m.requests} requests`,
      );
      if (process.env.BENCH_VERBOSE) {
        for (const r of m.all)
          console.info(`    ${KB(r.bytes).padStart(7)} ${new URL(r.url).pathname}`);
      }
    }
    await context.close();
    return { queries: results };
  } finally {
    await browser.close();
    browser = undefined;
  }
}

// ---------------------------------------------------------------------------------------------

async function benchmark(n) {
  console.info(`\n== ${n} generated articles`);
  const projectDir = copyProject(n);
  const realArticles = readdirSync(join(projectDir, 'src/content/articles')).length;
  const generated = await generateArticles(projectDir, n);
  console.info(
    `  generated in ${projectDir} (${generated.words} words, ${n ? Math.round(generated.words / n) : 0} an article)`,
  );

  const started = performance.now();
  const built = await build(projectDir);
  const buildSeconds = (performance.now() - started) / 1000;
  const inv = inventory(projectDir);
  const astroStep = built.steps.find((s) => s.step.startsWith('astro build'));
  const peak = built.steps.reduce((a, b) => (b.rssMb > a.rssMb ? b : a));
  console.info(
    `  ${inv.pages} pages in ${buildSeconds.toFixed(1)} s, peak RSS ${peak.rssMb.toFixed(0)} MB (${peak.step})`,
  );

  const { base } = await startServer(projectDir);
  const samples = [
    '/',
    '/aihe/jakelu',
    inv.samplePaged,
    inv.sampleGenerated,
    '/aihe/jakelu/jakelun-keskeytys',
    '/tuote/paivan-sanomat-digi',
    inv.sampleProductArticle,
  ].filter(Boolean);
  const checks = [];
  for (const path of samples) checks.push(await checkPage(base, path));
  for (const c of checks) {
    console.info(
      `  ${c.path}: ${KB(c.bytes)} KB HTML+CSS (br)${c.problems.length ? `, PROBLEMS: ${c.problems.join('; ')}` : ''}`,
    );
  }
  const search = await measureSearch(base);

  for (const child of [...children]) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // gone
    }
  }
  if (KEEP) console.info(`  kept ${projectDir}`);
  else {
    rmSync(projectDir, { recursive: true, force: true });
    tempDirs.delete(projectDir);
  }
  return {
    n,
    realArticles,
    buildSeconds,
    astroSeconds: astroStep?.seconds ?? 0,
    steps: built.steps,
    peak,
    inv,
    checks,
    search,
  };
}

const results = [];
for (const n of SIZES) results.push(await benchmark(n));

// ---------------------------------------------------------------------------------------------
// Report.

const stepName = (step) =>
  step.startsWith('astro build')
    ? 'astro'
    : step.includes('vite.search')
      ? 'search-ui'
      : step.includes('vite build')
        ? 'api'
        : step.includes('build-search')
          ? 'search'
          : step.includes('compress')
            ? 'compress'
            : step;
const fmtN = (x) => x.toLocaleString('en-US');
const pageSize = (r, path) => {
  const c = r.checks.find((x) => x.path === path);
  return c ? KB(c.bytes) : '–';
};
const date = new Date().toISOString().slice(0, 10);
const budgetMark = (ok) => (ok ? '' : ' ✗');

const buildTable = [
  '| articles (generated + real) | pages built | build s (steps) | s per 1,000 articles | pages/s (astro / whole build) | peak RSS (step) | search index |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...results.map((r) => {
    const steps = r.steps.map((s) => `${stepName(s.step)} ${s.seconds.toFixed(1)}`).join(', ');
    return `| ${fmtN(r.n)} + ${r.realArticles} | ${fmtN(r.inv.pages)} | ${r.buildSeconds.toFixed(1)}${budgetMark(r.n < 10_000 || r.buildSeconds <= 300)} (${steps}) | ${((r.buildSeconds / (r.n + r.realArticles)) * 1000).toFixed(1)} | ${(r.inv.pages / r.astroSeconds).toFixed(0)} / ${(r.inv.pages / r.buildSeconds).toFixed(0)} | ${fmtN(Math.round(r.peak.rssMb))} MB${budgetMark(r.peak.rssMb <= 4096)} (${stepName(r.peak.step)}) | ${(r.inv.searchIndexBytes / 1048576).toFixed(1)} MB |`;
  }),
];

const pagesTable = [
  '| articles | front | topic | topic p. 2 | article (median / largest) | product page (largest) | largest page | scripts besides loader and JSON-LD |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...results.map((r) => {
    const problems = r.checks.flatMap((c) => c.problems.map((p) => `${c.path}: ${p}`));
    return `| ${fmtN(r.n)} | ${pageSize(r, '/')} | ${pageSize(r, '/aihe/jakelu')} | ${r.inv.samplePaged ? pageSize(r, r.inv.samplePaged) : '–'} | ${KB(r.inv.medianGeneratedArticle)} / ${KB(r.inv.largestArticle.br)} | ${KB(r.inv.largestProduct.br)} (${r.inv.largestProduct.url}) | ${KB(r.inv.largest.br)} (${r.inv.largest.url}) | ${problems.length ? problems.join('; ') : `none (${r.checks.length} pages)`} |`;
  }),
];

/**
 * A query's bytes split into the search page, the scripts (search module, Pagefind and its
 * WebAssembly), Pagefind's index (entry, meta, filters, word chunks), the result fragments, the
 * word-form table's chunks and the rest.
 */
function breakdown(q) {
  const of = (re) => q.all.filter((r) => re.test(new URL(r.url).pathname));
  const sum = (rs) => rs.reduce((t, r) => t + r.bytes, 0);
  const page = sum(of(/^\/haku$/));
  const scripts = sum(of(/^\/(search\/search-ui\.js|pagefind\/(pagefind\.js|wasm\..*))$/));
  const index = sum(of(/^\/pagefind\/(pagefind-entry\.json|.*\.pf_meta|filter\/|index\/)/));
  const fragments = of(/^\/pagefind\/fragment\//);
  const table = of(/^\/search\/sanat\//);
  const other = q.bytes - page - scripts - index - sum(fragments) - sum(table);
  return `${KB(page)} | ${KB(scripts)} | ${KB(index)} | ${fragments.length} × ${KB(sum(fragments) / (fragments.length || 1))} | ${table.length} × ${KB(sum(table) / (table.length || 1))} | ${KB(other)}`;
}

/** The budgets hold at the real size and at 1,000 articles; 10,000 is reported, not gated. */
const SEARCH_GATED_UP_TO = 1000;

const searchTable = [
  '| articles | query | KB in total | search page | scripts (module, Pagefind, wasm) | Pagefind index | fragments (n × KB) | word-form chunks (n × KB) | other (CSS, icons) | hits |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...results.flatMap((r) =>
    r.search.queries.map((q, i) => {
      const budget = i === 0 ? 150 * 1024 : 60 * 1024;
      const label = i === 0 ? `first: ${q.q}` : q.q;
      const gated = r.n <= SEARCH_GATED_UP_TO;
      const mark = gated ? budgetMark(q.bytes <= budget) : ' (figure)';
      return `| ${fmtN(r.n)} | ${label} | ${KB(q.bytes)}${mark} | ${breakdown(q)} | ${q.hits} |`;
    }),
  ),
];

const markdown = [
  `## Content build and search at scale (${date})`,
  '',
  `\`npm run bench:content -- --sizes ${SIZES.join(',')}\` on ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB:`,
  'a copy of the project with N generated Markdown articles (200–400 words, seeded) next to the real',
  'ones, built step by step as `npm run build` (each step under `/usr/bin/time -v`; peak RSS is the',
  'largest process of a step), served by `src/server/edge/serve.ts`, measured in headless Chromium.',
  '',
  ...buildTable,
  '',
  'Page sizes in KB as served (brotli, HTML with its CSS, inline since decision 0046; budget 30 KB). The script check reads',
  'the front page, a topic page and its page 2, a generated and a real article, a product page and',
  'a product article page.',
  '',
  ...pagesTable,
  '',
  'Search on `/haku` (Pagefind, decision 0045), KB on the wire (compressed bodies plus response',
  `headers, as Chromium reports them): the first query is a cold visit to \`/haku?q=${QUERIES[0].q.replace(/ /g, '+')}\``,
  '(the static page, CSS, the search module, Pagefind and its WebAssembly, and what the query',
  `needs); later queries typed into the box: ${QUERIES.slice(1)
    .map((q) => `"${q.q}"${q.topic ? ' with a topic filter' : ''}`)
    .join(', ')}. Budgets at the real size and at 1,000 articles: first <= 150 KB, later <= 60 KB`,
  '(✗: above it); 10,000 is a figure, not a gate. Five results are shown, so at most five',
  'fragments load per query.',
  '',
  ...searchTable,
  '',
].join('\n');

console.info(`\n${markdown}`);
if (WRITE) {
  const doc = join(ROOT, 'docs/performance.md');
  appendFileSync(doc, `\n${markdown}`);
  // Formatted as `npm run check` expects (Prettier aligns the tables).
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(doc)) ?? {};
  writeFileSync(
    doc,
    await prettier.format(readFileSync(doc, 'utf8'), { ...options, filepath: doc }),
  );
  console.info('appended to docs/performance.md');
}
const failed = results.some((r) => r.checks.some((c) => c.problems.length > 0));
cleanup();
process.exit(failed ? 1 : 0);
