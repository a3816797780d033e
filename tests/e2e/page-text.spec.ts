import { builtHtml, builtPages } from './built-pages';
import { expect, test } from './fixtures';

// Issue 30 item 6: Astro's HTML compression drops the line break before a link that starts a
// source line ("valitseviestiasetuksissa", "tilaukset,laskut"); such a line ends in {' '} in the
// .astro source. Every built page is read as written: no letter, digit or punctuation right
// before a link's text, no letter or digit right after it. (Islands are checked in the browser
// by expectAccessible on every page the suite visits.)

const GLUED_BEFORE = /[\p{L}\p{N},.:;!?]<a\b[^>]*>[\p{L}\p{N}]/gu;
const GLUED_AFTER = /<\/a>[\p{L}\p{N}]/gu;

test('no link on a built page is glued to the words around it', () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(150);
  const glued = pages.flatMap((url) => {
    const html = builtHtml(url);
    return [...html.matchAll(GLUED_BEFORE), ...html.matchAll(GLUED_AFTER)].map(
      (m) => `${url}: ${html.slice(Math.max(0, m.index - 30), m.index + m[0].length + 20)}`,
    );
  });
  expect(glued).toEqual([]);
});
