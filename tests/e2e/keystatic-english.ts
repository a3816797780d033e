import type { Page } from '@playwright/test';
import { KEYSTATIC_FINNISH } from '../../scripts/lib/keystatic-finnish-strings.mjs';

/** The string literals of a code snippet that hold words. */
const literals = (snippet: string): string[] =>
  [...snippet.matchAll(/"([^"]+)"|'([^']+)'/g)]
    .map((m) => (m[1] ?? m[2] ?? '').replaceAll('\\u2026', '…'))
    .filter((text) => /[A-Za-z]{2}/.test(text));

/**
 * Keystatic's English words that the editor's build replaces (scripts/lib/
 * keystatic-finnish-strings.mjs), and its own wrong Finnish for fi-FI (Estonian, infinitives).
 */
const ENGLISH = new Set([
  ...Object.values(KEYSTATIC_FINNISH).flatMap((strings) =>
    (strings.text ?? []).flatMap(([english]) => literals(english)),
  ),
  ...['Cancel', 'Save', 'Create', 'Delete', 'Edit', 'Search', 'Collections', 'Singletons'],
  ...['Tühista', 'Luoda', 'Tallentaa', 'Poistaa', 'Muokata', 'Lisätä', 'Kojelauta', 'Kirkas'],
  ...['Hälytys', 'Hylkää', 'odottaa', 'DropZone'],
]);
/** Counts: "61 entries", "3 changes". */
const ENGLISH_COUNT = /^\d+ (entry|entries|change|changes)$/;

/**
 * The content editor's texts and accessible names that are still Keystatic's English (issue 36
 * item 5): every text outside the body being edited and every aria-label, placeholder and title.
 */
export async function keystaticEnglish(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (node.parentElement?.closest('.ProseMirror, script, style')) continue;
      found.push((node.textContent ?? '').trim());
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name);
        if (value) found.push(value.trim());
      }
    }
    return found;
  });
  return [...new Set(texts.filter((t) => ENGLISH.has(t) || ENGLISH_COUNT.test(t)))];
}
