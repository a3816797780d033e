// The titles of the entries the editor's pickers choose from (topic, product family, related
// articles; issue 36 item 5). Keystatic's relationship fields list and search ids only; the
// editor's build makes them show and search titles (scripts/lib/keystatic-finnish-strings.mjs
// reads `__portalEntryTitles`), which come from src/pages/_content-titles.ts. An entry without a
// title there (new on this branch, or the titles could not be loaded) shows its id.

type EntryTitles = Record<string, Record<string, string>>;

declare global {
  var __portalEntryTitles: EntryTitles | undefined;
}

/** Loads the titles; a failure (or no answer in 5 s) leaves the pickers showing ids. */
export async function loadEntryTitles(): Promise<void> {
  try {
    const response = await fetch('/sisaltoeditori/otsikot', { signal: AbortSignal.timeout(5000) });
    if (response.ok) globalThis.__portalEntryTitles = (await response.json()) as EntryTitles;
  } catch {
    // Ids, as Keystatic shows them.
  }
}

/**
 * Loads the titles again when the editor has moved to another page (Keystatic navigates without
 * reloading), so that an article saved a moment ago is listed by its title. Returns the check to
 * run on every change of the editor's page.
 */
export function reloadEntryTitlesOnNavigation(): () => void {
  let path = window.location.pathname;
  return () => {
    if (window.location.pathname === path) return;
    path = window.location.pathname;
    void loadEntryTitles();
  };
}
