import { describe, expect, it } from 'vitest';
import { islandStyleInHead } from '~/server/edge/island-style';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('islandStyleInHead', () => {
  it('moves the island style from the body to the end of the head', () => {
    const page = `<html><head><title>T</title></head><body><main><div class="island-area">${STYLE}<script>x</script><astro-island></astro-island></div></main></body></html>`;
    expect(islandStyleInHead(page)).toBe(
      `<html><head><title>T</title>${STYLE}</head><body><main><div class="island-area"><script>x</script><astro-island></astro-island></div></main></body></html>`,
    );
  });

  it('leaves a page without islands, or with the style already in the head, as it is', () => {
    const plain = '<html><head></head><body><p>Ei saarekkeita</p></body></html>';
    expect(islandStyleInHead(plain)).toBe(plain);
    const done = `<html><head>${STYLE}</head><body></body></html>`;
    expect(islandStyleInHead(done)).toBe(done);
  });
});
