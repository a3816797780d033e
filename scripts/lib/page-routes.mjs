// The routes of the site's pages, from the files under src/pages (content:check and the preview
// check internal links against them; src/domain/content/content-check.ts).
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { routeOfPageFile } from '../../src/domain/content/content-check.ts';

/** Every page route, e.g. '/aihe/[topic]/[article]', of the pages folder. */
export function pageRoutes(pagesDir) {
  return readdirSync(pagesDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(astro|ts|md|mdx)$/.test(entry.name))
    .map((entry) => relative(pagesDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .map(routeOfPageFile)
    .filter((route) => route !== null)
    .sort();
}
