import { builtHtml, builtPages } from './built-pages';
import { expect, test } from './fixtures';

// A form drawn by an island is on the page before React has taken it over; a press on its submit
// button then would submit it natively (a GET with what was typed in the address, and no answer
// on the page: the anonymous cancellation's "Liian monta yritystä" never showed). Every island's
// submit button is the shared SubmitButton, disabled until hydrated; this reads every built page
// as written and finds any island submit button that is not.

const ISLAND = /<astro-island\b[^>]*>([\s\S]*?)<\/astro-island>/g;
const SUBMIT = /<button\b[^>]*\btype="submit"[^>]*>/g;

test('no island on a built page has a submit button that works before hydration', () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(150);
  const pressable = pages.flatMap((url) =>
    [...builtHtml(url).matchAll(ISLAND)].flatMap(([, island = '']) =>
      [...island.matchAll(SUBMIT)]
        .map(([button]) => button)
        .filter((button) => !/\sdisabled(=""|\s|>)/.test(button))
        .map((button) => `${url}: ${button}`),
    ),
  );
  expect(pressable).toEqual([]);
});
