// Two faults of astro dev 7.3 with images in content (the content editor's, issue 36), mended for
// the dev server only; a build is not touched.
// 1. It keeps an image in .astro/content-assets.mjs after the content that used it no longer does
//    (it rewrites that file only when an image is added): once an editor removed an image, or
//    deleted an article with one, every page answered 500 (ImageNotFound) until a restart. Such a
//    stale import, of a file that no longer exists, resolves to an empty module here. An image
//    that content still uses and that is missing is content:check's to report.
// 2. A new image makes Vite reload every open page without a path, on top of the content layer's
//    own reload: the editor's tab reloaded in the middle of its navigation after "Luoda"
//    (src/islands/content-editor/keep-editor-on-content-reload.ts lets only the content layer's
//    reload pass by). The image file and the image list need no reload of their own: Astro
//    invalidates its server modules itself when it rewrites the list.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const CONTENT_IMAGE_FLAG = 'astroContentImageFlag';
const STALE_IMAGE = '\0portal-stale-content-image';

/**
 * The file a content image import names, or null for another import. The import is
 * `<path relative to the entry>?astroContentImageFlag=&importer=<entry, relative to the root>`.
 */
export function contentImageFile(id, root) {
  const [base = '', query = ''] = id.split('?');
  const params = new URLSearchParams(query);
  if (!params.has(CONTENT_IMAGE_FLAG)) return null;
  const importer = params.get('importer');
  if (!importer) return null;
  return new URL(base, new URL(importer, pathToFileURL(`${root}/`)));
}

/** @returns {import('vite').Plugin} */
export function contentImagesInDev() {
  let root = process.cwd();
  return {
    name: 'portal-content-images-in-dev',
    apply: 'serve',
    configResolved(config) {
      root = config.root.replace(/\/$/, '');
    },
    resolveId: {
      // Before Astro's own resolver, which throws for a missing file.
      order: 'pre',
      handler(id) {
        const file = contentImageFile(id, root);
        return file && !existsSync(file) ? STALE_IMAGE : null;
      },
    },
    hotUpdate({ file }) {
      const contentImages = `${root}/src/assets/content-images/`;
      if (file === `${root}/.astro/content-assets.mjs` || file.startsWith(contentImages)) return [];
      return undefined;
    },
    load(id) {
      return id === STALE_IMAGE ? 'export default undefined;' : null;
    },
  };
}
