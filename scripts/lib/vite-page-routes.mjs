// `virtual:portal/page-routes`: the site's page routes (scripts/lib/page-routes.mjs) for the
// preview's link check, read from src/pages when the module is loaded: at build time, and on the
// dev server whenever a page is added or removed.
import { join } from 'node:path';
import { pageRoutes } from './page-routes.mjs';

const ID = 'virtual:portal/page-routes';
const RESOLVED = `\0${ID}`;

/** @returns {import('vite').Plugin} */
export function pageRoutesModule() {
  let pagesDir = join(process.cwd(), 'src', 'pages');
  return {
    name: 'portal-page-routes',
    configResolved(config) {
      pagesDir = join(config.root, 'src', 'pages');
    },
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load: (id) =>
      id === RESOLVED ? `export default ${JSON.stringify(pageRoutes(pagesDir))};` : null,
    configureServer(server) {
      const refresh = (file) => {
        if (!file.startsWith(pagesDir)) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
      };
      server.watcher.on('add', refresh);
      server.watcher.on('unlink', refresh);
    },
  };
}
