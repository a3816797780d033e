import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  contentImageFile,
  contentImagesInDev,
} from '../../../scripts/lib/vite-content-images-in-dev.mjs';

// astro dev keeps an image removed from the content in .astro/content-assets.mjs (issue 36): the
// stale import resolves to an empty module instead of failing every page.
const IMPORT =
  '../../assets/content-images/ohje/kuva.png?astroContentImageFlag=&importer=src%2Fcontent%2Farticles%2Fohje.md';

describe('contentImageFile', () => {
  it('finds the file of a content image import, relative to its entry', () => {
    const file = contentImageFile(IMPORT, '/projekti');
    expect(file && fileURLToPath(file)).toBe('/projekti/src/assets/content-images/ohje/kuva.png');
  });

  it('leaves other imports alone', () => {
    expect(contentImageFile('../../assets/x.png', '/projekti')).toBeNull();
    expect(contentImageFile('/src/pages/index.astro?astro&type=style', '/projekti')).toBeNull();
  });
});

describe('contentImagesInDev', () => {
  const root = mkdtempSync(join(tmpdir(), 'stale-images-'));
  const plugin = contentImagesInDev();
  (plugin.configResolved as (c: { root: string }) => void)({ root });
  const resolve = (id: string) =>
    (plugin.resolveId as { handler: (id: string) => string | null }).handler(id);

  it('resolves an import of a file that is gone to an empty module', () => {
    const stale = resolve(IMPORT);
    expect(stale).toMatch(/stale-content-image/);
    expect((plugin.load as (id: string) => string | null)(stale ?? '')).toBe(
      'export default undefined;',
    );
  });

  it("leaves an existing image to Astro's own resolver", () => {
    mkdirSync(join(root, 'src/assets/content-images/ohje'), { recursive: true });
    writeFileSync(join(root, 'src/assets/content-images/ohje/kuva.png'), '');
    expect(resolve(IMPORT)).toBeNull();
  });

  it('asks for no reload of its own for an image file or the image list', () => {
    const hotUpdate = plugin.hotUpdate as (o: { file: string }) => unknown[] | undefined;
    expect(hotUpdate({ file: join(root, '.astro/content-assets.mjs') })).toEqual([]);
    expect(hotUpdate({ file: join(root, 'src/assets/content-images/ohje/kuva.png') })).toEqual([]);
    expect(hotUpdate({ file: join(root, 'src/pages/index.astro') })).toBeUndefined();
  });
});
