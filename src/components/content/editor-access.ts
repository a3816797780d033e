// Where the content editor is, and its own endpoints (/sisaltoeditori/...), injected only there
// (scripts/lib/content-editor-integration.mjs): on the editing site in GitHub mode they answer
// only the editor's own browser, which has Keystatic's login cookie. No imports but types:
// keystatic.config.ts (also run by Node scripts) reads the storage from here.
import type { AstroCookies } from 'astro';

/** What the integration writes: keystaticStorage() of src/server/edge/keystatic-mode.ts. */
type EditorStorage = { kind: 'local' } | { kind: 'github'; repo: { owner: string; name: string } };

/** Set by the content editor's integration from KEYSTATIC, where the editor is. */
declare const __KEYSTATIC_STORAGE__: EditorStorage | undefined;

/** The editor's storage in this build or dev server; undefined where it has no editor. */
export const editorStorage: EditorStorage | undefined =
  typeof __KEYSTATIC_STORAGE__ === 'undefined' ? undefined : __KEYSTATIC_STORAGE__;

/** A 401 answer for a request the editor's endpoints must not answer, else undefined. */
export function refuseOutsideEditor(cookies: AstroCookies): Response | undefined {
  return editorStorage?.kind === 'github' && !cookies.has('keystatic-gh-access-token')
    ? new Response(null, { status: 401 })
    : undefined;
}
