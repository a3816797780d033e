/**
 * `astro dev` reloads every open page when a content file changes (a full reload with the path
 * `*`). In the editor the change is the editor's own save, and the reload races Keystatic's own
 * navigation after "Luo" (create): on a busy machine the editor landed on an empty create form
 * although the article was saved. Vite's client reloads a page only when a reload's `.html` path
 * is that page's, so the editor narrows the content layer's reloads to a path no page has.
 * Reloads for code changes (no path) still happen. Development only: a build has no
 * `import.meta.hot`.
 */
export function keepEditorOnContentReload(): void {
  import.meta.hot?.on('vite:beforeFullReload', (payload: { path?: string }) => {
    if (payload.path === '*') payload.path = '/sisaltoeditori-ei-lataa-uudelleen.html';
  });
}
