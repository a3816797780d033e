// `npm run content:check` (issue 18, docs/content.md): what would break the support site or
// fail its readers, found in the content files before a build. Pure: scripts/content-check.mjs
// reads the files and the page routes and passes them in. The report is for content editors,
// so its lines are Finnish.

/** The content the internal links may point to, by collection. */
export interface ContentIndex {
  topics: ReadonlySet<string>;
  /** Article id → its topic and product families (empty: every family). */
  articles: ReadonlyMap<string, { topic: string; families: readonly string[] }>;
  /** Product id → its family. */
  products: ReadonlyMap<string, string>;
  /** 'category' and 'category/benefit'. */
  benefits: ReadonlySet<string>;
  notices: ReadonlySet<string>;
  campaigns: ReadonlySet<string>;
}

/** One file's text to check, with its path for the report. */
export interface ContentFile {
  path: string;
  body: string;
  /** An article's `updated` date ('yyyy-MM-dd'); null for other content. */
  updated: string | null;
  /** A draft is not built into the site: its problems are reported, but do not stop the build. */
  draft?: boolean;
}

/**
 * Whether a file a content file points to exists: a path relative to the content file (an image
 * the editor stored under src/assets) or from the site root ('/…', a file under public/).
 */
export type FileExists = (fromPath: string, target: string) => boolean;

/**
 * The project file a link or image of a content file names: a site path ('/ohje.pdf') is under
 * public/, another path is relative to the content file's folder. Paths are relative to the
 * project root, with '/'. Null when the target names no file (the site root, a bad escape, a path
 * above the project).
 */
export function linkedFilePath(fromPath: string, target: string): string | null {
  let path: string;
  try {
    path = decodeURI(target);
  } catch {
    return null;
  }
  if (path === '' || path === '/') return null;
  const start = path.startsWith('/') ? ['public'] : fromPath.split('/').slice(0, -1);
  const parts = [...start];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part !== '..') parts.push(part);
    else if (parts.pop() === undefined) return null;
  }
  return parts.join('/');
}

export interface ContentProblem {
  path: string;
  /** error: the build or a reader would fail; warning: worth an editor's look. */
  severity: 'error' | 'warning';
  message: string;
}

/** How old an article may be before the report asks whether it still holds. */
const STALE_AFTER_DAYS = 365;

/**
 * A page route from its file under src/pages, e.g. 'aihe/[topic]/index.astro' → '/aihe/[topic]';
 * null for what is not a page ('_partials', the API's routes).
 */
export function routeOfPageFile(file: string): string | null {
  const path = file.replace(/\\/g, '/');
  if (path.split('/').some((part) => part.startsWith('_'))) return null;
  if (path.startsWith('api/')) return null;
  const withoutExtension = path.replace(/\.(astro|ts|md|mdx)$/, '');
  const route = `/${withoutExtension}`.replace(/\/index$/, '');
  return route === '' ? '/' : route;
}

type SegmentCheck = (params: Record<string, string>, content: ContentIndex) => boolean;

const isPageNumber = (v: string | undefined) => v !== undefined && /^[1-9]\d*$/.test(v);
const articleIn = (id: string | undefined, content: ContentIndex) =>
  id === undefined ? undefined : content.articles.get(id);

/**
 * Routes whose parameters name content: a link to one is right only if that content exists
 * (an article under its own topic, a product's article of its family). Other dynamic routes
 * (a claim code, an order's slug) take any value.
 */
const CONTENT_ROUTES: Record<string, SegmentCheck> = {
  '/aihe/[topic]': (p, c) => c.topics.has(p.topic ?? ''),
  '/aihe/[topic]/[article]': (p, c) => articleIn(p.article, c)?.topic === p.topic,
  '/aihe/[topic]/sivu/[page]': (p, c) => c.topics.has(p.topic ?? '') && isPageNumber(p.page),
  '/tuote/[product]': (p, c) => c.products.has(p.product ?? ''),
  '/tuote/[product]/[article]': (p, c) => {
    const family = c.products.get(p.product ?? '');
    const article = articleIn(p.article, c);
    if (family === undefined || article === undefined) return false;
    return article.families.length === 0 || article.families.includes(family);
  },
  '/tuote/[product]/sivu/[page]': (p, c) => c.products.has(p.product ?? '') && isPageNumber(p.page),
  '/asiakasedut/[category]': (p, c) => c.benefits.has(p.category ?? ''),
  '/asiakasedut/[category]/[benefit]': (p, c) => c.benefits.has(`${p.category}/${p.benefit}`),
  '/tiedote/[slug]': (p, c) => c.notices.has(p.slug ?? ''),
  '/kampanja/[slug]': (p, c) => c.campaigns.has(p.slug ?? ''),
};

const segmentsOf = (path: string) => path.split('/').filter((s) => s !== '');

/** The route's parameters when `path` has its shape ('[...rest]' takes the remaining segments). */
function matchRoute(route: string, path: string): Record<string, string> | null {
  const routeParts = segmentsOf(route);
  const pathParts = segmentsOf(path);
  const params: Record<string, string> = {};
  for (let i = 0; i < routeParts.length; i++) {
    const part = routeParts[i] ?? '';
    const value = pathParts[i];
    if (part.startsWith('[...')) return pathParts.length > i ? params : null;
    if (value === undefined) return null;
    const dynamic = /^(.*)\[(\w+)\](.*)$/.exec(part);
    if (!dynamic) {
      if (part !== value) return null;
      continue;
    }
    const [, prefix = '', name = '', suffix = ''] = dynamic;
    if (!value.startsWith(prefix) || !value.endsWith(suffix)) return null;
    const inner = value.slice(prefix.length, value.length - suffix.length);
    if (inner === '') return null;
    params[name] = decodeURIComponent(inner);
  }
  return pathParts.length === routeParts.length ? params : null;
}

/** Whether a site path ('/aihe/jakelu/jakelun-keskeytys', no query or hash) names a page. */
export function isKnownPath(path: string, routes: readonly string[], content: ContentIndex) {
  const clean = path.length > 1 ? path.replace(/\/$/, '') : path;
  // A static page wins over a dynamic route of the same shape, as in Astro.
  if (routes.includes(clean)) return true;
  return routes.some((route) => {
    if (!route.includes('[')) return false;
    const params = matchRoute(route, clean);
    if (params === null) return false;
    const check = CONTENT_ROUTES[route];
    return check ? check(params, content) : true;
  });
}

/** Markdown images ('![alt](src "title")') and <img> elements. */
const MARKDOWN_IMAGE = /!\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g;
const HTML_IMAGE = /<img\b[^>]*>/gi;
const srcOf = (tag: string) => /src=["']([^"']*)/i.exec(tag)?.[1] ?? tag;

/** The site-internal link targets of Markdown or HTML: '](/…)' and href="/…", not images. */
export function internalLinks(body: string): string[] {
  const text = body.replace(MARKDOWN_IMAGE, '');
  const links: string[] = [];
  for (const m of text.matchAll(/\]\((\/[^)\s]*)(?:\s+"[^"]*")?\)/g)) links.push(m[1] ?? '');
  for (const m of text.matchAll(/href=["'](\/[^"']*)["']/g)) links.push(m[1] ?? '');
  return links.filter((l) => !l.startsWith('//'));
}

/** Every image source of Markdown or HTML. */
export function imageSources(body: string): string[] {
  return [
    ...[...body.matchAll(MARKDOWN_IMAGE)].map((m) => m[2] ?? ''),
    ...[...body.matchAll(HTML_IMAGE)].map((m) => srcOf(m[0])),
  ];
}

/** Images without a text alternative: '![](…)' and <img> without alt (alt="" is decorative). */
export function imagesWithoutAlt(body: string): string[] {
  const found: string[] = [];
  for (const m of body.matchAll(MARKDOWN_IMAGE))
    if ((m[1] ?? '').trim() === '') found.push(m[2] ?? '');
  for (const m of body.matchAll(HTML_IMAGE)) {
    if (!/\balt\s*=/i.test(m[0])) found.push(srcOf(m[0]));
  }
  return found;
}

/** An address of another site (or protocol-relative): the pages' policy shows no image from there. */
const isExternal = (src: string) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(src);

/** '2025-03-04' → '4.3.2025'. */
const finnishDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return `${d}.${m}.${y}`;
};

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Every problem of the files: broken links and images, images without alt, stale articles. */
export function contentProblems(
  files: readonly ContentFile[],
  routes: readonly string[],
  content: ContentIndex,
  today: string,
  fileExists: FileExists,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const file of files) {
    // A draft's errors are the editor's to fix before publishing (the preview shows them too);
    // the rest of the site builds meanwhile.
    const error = (message: string): ContentProblem =>
      file.draft
        ? { path: file.path, severity: 'warning', message: `Luonnos: ${message}` }
        : { path: file.path, severity: 'error', message };
    for (const link of internalLinks(file.body)) {
      const path = link.split(/[?#]/)[0] ?? '';
      if (!isKnownPath(path === '' ? '/' : path, routes, content) && !fileExists(file.path, path)) {
        problems.push(error(`Rikkinäinen linkki: ${link} (sivua ei ole).`));
      }
    }
    for (const src of imageSources(file.body)) {
      if (isExternal(src)) {
        problems.push(
          error(
            `Kuva on toisella palvelimella, eikä sivu näytä sitä: ${src}. Lisää kuva sisältöeditorissa.`,
          ),
        );
      } else if (!fileExists(file.path, src.split(/[?#]/)[0] ?? '')) {
        problems.push(error(`Kuvaa ei löydy: ${src}`));
      }
    }
    for (const image of imagesWithoutAlt(file.body)) {
      problems.push(error(`Kuvalta puuttuu vaihtoehtoinen teksti: ${image}`));
    }
    if (file.updated !== null && daysBetween(file.updated, today) > STALE_AFTER_DAYS) {
      problems.push({
        path: file.path,
        severity: 'warning',
        message: `Artikkelia ei ole päivitetty yli vuoteen (viimeksi ${finnishDate(file.updated)}). Tarkista, pitävätkö tiedot yhä paikkansa.`,
      });
    }
  }
  return problems;
}
