import { describe, expect, it } from 'vitest';
import { wrapTablesInScrollRegions } from '~/domain/content/scrollable-tables';

describe('wrapTablesInScrollRegions', () => {
  it('wraps a table in a focusable region named after the section it stands in', () => {
    const html =
      '<h2 id="esimerkki">Esimerkki<wbr>lasku &amp; viite</h2><p>x</p><table><tr><td>1</td></tr></table>';
    expect(wrapTablesInScrollRegions(html)).toBe(
      '<h2 id="esimerkki">Esimerkki<wbr>lasku &amp; viite</h2><p>x</p>' +
        '<div class="table-scroll" role="region" tabindex="0" aria-label="Taulukko: Esimerkkilasku &amp; viite">' +
        '<table><tr><td>1</td></tr></table></div>',
    );
  });

  it('names each table after its own nearest heading, or plain "Taulukko" before any', () => {
    const html =
      '<table class="a"><tr><td>0</td></tr></table><h3>"Eka"</h3><table><tr><td>1</td></tr></table>' +
      '<h2>Toka</h2><table>\n<tr><td>2</td></tr></table>';
    const labels = [...wrapTablesInScrollRegions(html).matchAll(/aria-label="([^"]*)"/g)].map(
      (m) => m[1],
    );
    expect(labels).toEqual(['Taulukko', 'Taulukko: &quot;Eka&quot;', 'Taulukko: Toka']);
  });

  it('leaves HTML without tables alone, and does not take <tbody> or <thead> for a table', () => {
    const html = '<h2>Otsikko</h2><p>Ei taulukkoa <code>&lt;table&gt;</code></p>';
    expect(wrapTablesInScrollRegions(html)).toBe(html);
  });
});
