// Whether and how the content editor (Keystatic, /keystatic) is part of a build or a dev server
// (docs/decisions/0044-keystatic-for-content-editors.md). No imports, so that astro.config.mjs
// can load it beside the edge.
//
// KEYSTATIC=local   astro dev only: the editor writes the files of this work tree (no login).
// KEYSTATIC=github  a build for an editing site: the editor commits to KEYSTATIC_GITHUB_REPO
//                   (owner/name) after a GitHub login; the server needs Keystatic's own
//                   KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET, KEYSTATIC_SECRET.
// KEYSTATIC=off     no editor.
// Unset: local in `astro dev`, off everywhere else (the public build never has the editor).

type Env = Record<string, string | undefined>;
export type KeystaticStorage =
  { kind: 'local' } | { kind: 'github'; repo: { owner: string; name: string } };

const REPO = /^([A-Za-z0-9][A-Za-z0-9-]{0,38})\/([A-Za-z0-9._-]{1,100})$/;

/**
 * The editor's storage for this command ('dev', 'build', 'preview', 'sync', ...), or null when
 * the editor is off. Throws on a value that must not be built: an unknown mode, local mode
 * outside `astro dev`, GitHub mode without a repository.
 */
export function keystaticStorage(env: Env, command: string): KeystaticStorage | null {
  const mode = env.KEYSTATIC || (command === 'dev' ? 'local' : 'off');
  if (mode === 'off') return null;
  if (mode === 'local') {
    if (command !== 'dev') {
      throw new Error(
        'KEYSTATIC=local is for `astro dev` only: local mode writes files without a login. ' +
          'Build an editing site with KEYSTATIC=github, or leave KEYSTATIC unset.',
      );
    }
    return { kind: 'local' };
  }
  if (mode === 'github') {
    const match = REPO.exec(env.KEYSTATIC_GITHUB_REPO ?? '');
    if (!match) {
      throw new Error(
        'KEYSTATIC=github needs KEYSTATIC_GITHUB_REPO=owner/name, the repository editors commit to.',
      );
    }
    const [, owner = '', name = ''] = match;
    return { kind: 'github', repo: { owner, name } };
  }
  throw new Error(`KEYSTATIC must be local, github or off, not "${mode}".`);
}

/**
 * Whether the built server answers the editor's API (/api/keystatic/...) through Astro's
 * handler instead of the portal's API: only on a build made with KEYSTATIC=github, which the
 * server is started with too.
 */
export const servesKeystaticApi = (env: Env): boolean => env.KEYSTATIC === 'github';
