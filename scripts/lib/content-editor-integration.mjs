// The content editor (Keystatic) as an Astro integration that is there only when asked for:
// local mode in `astro dev` by default, GitHub mode with KEYSTATIC=github, nothing in a normal
// build (src/server/edge/keystatic-mode.ts; docs/decisions/0044-keystatic-for-content-editors.md).
import keystatic from '@keystatic/astro';
import { keystaticStorage } from '../../src/server/edge/keystatic-mode.ts';
import { keystaticInFinnish } from './vite-keystatic-finnish.mjs';

/**
 * @param {Record<string, string | undefined>} env
 * @returns {import('astro').AstroIntegration}
 */
export function contentEditor(env) {
  const editor = keystatic();
  return {
    name: 'portal-content-editor',
    hooks: {
      'astro:config:setup': async (params) => {
        const storage = keystaticStorage(env, params.command);
        if (!storage) return;
        // keystatic.config.ts reads its storage from here, in the browser and on the server.
        // Keystatic's own words are replaced with Finnish ones as its modules are bundled.
        params.updateConfig({
          vite: {
            define: { __KEYSTATIC_STORAGE__: JSON.stringify(storage) },
            ...keystaticInFinnish(),
          },
        });
        // Keystatic's own page has no lang and no title (axe: serious); ours wraps the same UI.
        const injectRoute = (route) =>
          params.injectRoute(
            route.pattern === '/keystatic/[...params]'
              ? { ...route, entrypoint: './src/pages/_keystatic.astro' }
              : route,
          );
        await editor.hooks['astro:config:setup']?.({ ...params, injectRoute });
        // What refers to an article, for the editor's delete dialog (src/pages/_content-referrers.ts),
        // and the entries' titles for its pickers (src/pages/_content-titles.ts).
        params.injectRoute({
          pattern: '/sisaltoeditori/viittaukset',
          entrypoint: './src/pages/_content-referrers.ts',
          prerender: false,
        });
        params.injectRoute({
          pattern: '/sisaltoeditori/otsikot',
          entrypoint: './src/pages/_content-titles.ts',
          prerender: false,
        });
      },
    },
  };
}
