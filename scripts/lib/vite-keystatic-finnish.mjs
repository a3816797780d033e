// Keystatic's interface in Finnish (issue 36 item 5): replaces the English words of Keystatic's
// and Keystar UI's compiled modules (scripts/lib/keystatic-finnish-strings.mjs) as Vite bundles
// the editor's page. The plugin runs both in the normal pipeline (builds) and in the dev server's
// dependency pre-bundling, which does not go through the normal plugins.
import { createHash } from 'node:crypto';
import { KEYSTATIC_FINNISH } from './keystatic-finnish-strings.mjs';

/** A snippet as a pattern: any run of white space matches any white space. */
const snippetPattern = (snippet) =>
  new RegExp(
    snippet
      .trim()
      .split(/\s+/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s+'),
    'g',
  );

/** The body of a locale's dictionary: from `"fi-FI": {` to its closing brace. */
function localeBlock(code, locale) {
  const start = code.indexOf(`"${locale}": {`);
  if (start < 0) return undefined;
  const end = code.indexOf('\n  }', start);
  return end < 0 ? undefined : { start, end };
}

/**
 * Replaces the strings of one module.
 * @param {string} code
 * @param {import('./keystatic-finnish-strings.mjs').ModuleStrings} strings
 * @returns {{ code: string, missing: string[] }} the new code and the snippets (or dictionary
 *   keys) that were not found
 */
export function translateModule(code, strings) {
  const missing = [];
  let result = code;
  if (strings.locale) {
    const block = localeBlock(result, 'fi-FI');
    if (!block) {
      missing.push('"fi-FI" dictionary');
    } else {
      let body = result.slice(block.start, block.end);
      for (const [key, finnish] of Object.entries(strings.locale)) {
        const entry = new RegExp(`"${key}": \`[^\`]*\``);
        if (!entry.test(body)) missing.push(`fi-FI ${key}`);
        body = body.replace(entry, () => `"${key}": \`${finnish}\``);
      }
      result = result.slice(0, block.start) + body + result.slice(block.end);
    }
  }
  for (const [english, finnish] of strings.text ?? []) {
    const pattern = snippetPattern(english);
    if (!pattern.test(result)) missing.push(english);
    result = result.replace(pattern, () => finnish);
  }
  return { code: strings.prelude ? `${strings.prelude}\n${result}` : result, missing };
}

/** The module of node_modules that a file id is, if it is one we translate. */
export function translatedModuleOf(id) {
  const path = id.split('?')[0].replaceAll('\\', '/');
  return Object.keys(KEYSTATIC_FINNISH).find((module) => path.endsWith(`/node_modules/${module}`));
}

/** Changes with the words: a new name makes Vite pre-bundle the editor's dependencies again. */
const VERSION = createHash('sha256')
  .update(JSON.stringify(KEYSTATIC_FINNISH))
  .digest('hex')
  .slice(0, 8);

/** Both a Vite and a Rolldown plugin (the dependency pre-bundler). */
function transformPlugin() {
  return {
    name: `portal-keystatic-finnish-${VERSION}`,
    transform(code, id) {
      const module = translatedModuleOf(id);
      if (!module) return null;
      const { code: translated, missing } = translateModule(code, KEYSTATIC_FINNISH[module]);
      if (missing.length) {
        this.warn(`Keystatic's Finnish: not found in ${module}: ${missing.join(' | ')}`);
      }
      return { code: translated, map: null };
    },
  };
}

/** Vite configuration that translates Keystatic in builds and on the dev server. */
export function keystaticInFinnish() {
  return {
    plugins: [transformPlugin()],
    optimizeDeps: { rolldownOptions: { plugins: [transformPlugin()] } },
  };
}
