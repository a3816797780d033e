// The content editor's own endpoints (/sisaltoeditori/...), injected only where the editor is
// (scripts/lib/content-editor-integration.mjs): on the editing site in GitHub mode they answer
// only the editor's own browser, which has Keystatic's login cookie.
import type { AstroCookies } from 'astro';

/** Set by the content editor's integration (keystatic.config.ts reads the same). */
declare const __KEYSTATIC_STORAGE__: { kind: 'local' | 'github' } | undefined;

/** A 401 answer for a request the editor's endpoints must not answer, else undefined. */
export function refuseOutsideEditor(cookies: AstroCookies): Response | undefined {
  const github =
    typeof __KEYSTATIC_STORAGE__ !== 'undefined' && __KEYSTATIC_STORAGE__.kind === 'github';
  return github && !cookies.has('keystatic-gh-access-token')
    ? new Response(null, { status: 401 })
    : undefined;
}
