import { describe, expect, it } from 'vitest';
import { articleParts } from '../../../scripts/lib/article-parts.mjs';

const page = (body: string) =>
  `<!doctype html><html><body><header>Valikko</header>${body}<footer>© 2026</footer></body></html>`;

describe('articleParts', () => {
  it('reads the title, summary, text, topic and families of the search body only', () => {
    const parts = articleParts(
      page(
        `<article data-search-body data-search-topic="laskutus" data-search-families="ps|ks">` +
          `<h1 data-search-title>E-lasku &amp; maksaminen</h1>` +
          `<p data-search-summary>Näin tilaat e-laskun.</p>` +
          `<p>Tilaa e-lasku verkkopankista.</p><script>ei()</script>` +
          `<nav data-search-ignore>Katso myös</nav></article>`,
      ),
    );
    expect(parts).toEqual({
      topic: 'laskutus',
      families: ['ps', 'ks'],
      title: 'E-lasku & maksaminen',
      summary: 'Näin tilaat e-laskun.',
      text: 'Tilaa e-lasku verkkopankista.',
    });
  });

  it('ends a heading of the text as a sentence, so it does not run into the next paragraph', () => {
    const parts = articleParts(
      page(
        `<article data-search-body><h1 data-search-title>Laskut</h1>` +
          `<h2>E-lasku</h2><p>E-lasku tulee verkkopankkiin.</p>` +
          `<h2>Miksi lasku myöhästyi?</h2><p>Posti voi viivästyä.</p></article>`,
      ),
    );
    expect(parts?.title).toBe('Laskut');
    expect(parts?.text).toBe(
      'E-lasku. E-lasku tulee verkkopankkiin. Miksi lasku myöhästyi? Posti voi viivästyä.',
    );
  });

  it('separates blocks written without whitespace between them', () => {
    const parts = articleParts(
      page(`<article data-search-body><ul><li>Lehti</li><li>Digi</li></ul></article>`),
    );
    expect(parts?.text).toBe('Lehti Digi');
  });

  it('is null for a page without a search body', () => {
    expect(articleParts(page('<main><p>Ei artikkeli</p></main>'))).toBeNull();
  });
});
