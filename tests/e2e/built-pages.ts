import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// The pages of the build (each .html of dist/client) as the addresses they are served at, so
// that a check over every page finds a new page without anyone remembering to add it.

const CLIENT = fileURLToPath(new URL('../../dist/client/', import.meta.url));
/** Rendered per request (not in dist/client). */
export const ON_DEMAND = ['/auth/login', '/preview', '/korttipalvelu'];

export function builtPages(dir = CLIENT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'pagefind' ? [] : builtPages(path);
    if (!entry.name.endsWith('.html')) return [];
    const url = `/${relative(CLIENT, path).split(sep).join('/')}`
      .replace(/\.html$/, '')
      .replace(/(^|\/)index$/, '$1');
    return [url === '' ? '/' : url];
  });
}

/** A built page's HTML as written to dist/client. */
export function builtHtml(url: string): string {
  const file = url === '/' ? 'index.html' : `${url.slice(1)}.html`;
  return readFileSync(join(CLIENT, file), 'utf8');
}
