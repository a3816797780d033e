import { describe, expect, it } from 'vitest';
import {
  type ContentIndex,
  contentProblems,
  imageSources,
  imagesWithoutAlt,
  linkedFilePath,
  internalLinks,
  isKnownPath,
  routeOfPageFile,
} from '~/domain/content/content-check';

const content: ContentIndex = {
  topics: new Set(['jakelu', 'maksaminen-ja-laskutus']),
  articles: new Map([
    ['jakelun-keskeytys', { topic: 'jakelu', families: [] }],
    ['ruutu-ja-supla', { topic: 'jakelu', families: ['hameen-viesti'] }],
  ]),
  products: new Map([['paivan-sanomat-7-pv', 'paivan-sanomat']]),
  benefits: new Set(['kulttuuri', 'kulttuuri/teatteri']),
  notices: new Set(['joulun-jakelu-2026']),
  campaigns: new Set(['joulu-2026']),
};

const routes = [
  'index.astro',
  'tili/index.astro',
  'aihe/yhteystiedot.astro',
  'aihe/[topic]/index.astro',
  'aihe/[topic]/[article].astro',
  'aihe/[topic]/sivu/[page].astro',
  'tuote/[product]/[article].astro',
  'asiakasedut/[category]/[benefit].astro',
  'tiedote/[slug].astro',
  'ak/[code].astro',
  'tili/poista-[product]-tili.astro',
  'korttipalvelu/[...path].ts',
  'tilaa/yritykselle/_CompanyOrderPage.astro',
  'api/v1/[...path].ts',
].flatMap((file) => routeOfPageFile(file) ?? []);

describe('routeOfPageFile', () => {
  it('turns page files into routes and leaves out partials and the API', () => {
    expect(routes).toEqual([
      '/',
      '/tili',
      '/aihe/yhteystiedot',
      '/aihe/[topic]',
      '/aihe/[topic]/[article]',
      '/aihe/[topic]/sivu/[page]',
      '/tuote/[product]/[article]',
      '/asiakasedut/[category]/[benefit]',
      '/tiedote/[slug]',
      '/ak/[code]',
      '/tili/poista-[product]-tili',
      '/korttipalvelu/[...path]',
    ]);
  });
});

describe('isKnownPath', () => {
  it.each([
    '/',
    '/tili',
    '/tili/',
    '/aihe/yhteystiedot',
    '/aihe/jakelu',
    '/aihe/jakelu/jakelun-keskeytys',
    '/aihe/jakelu/sivu/2',
    '/tuote/paivan-sanomat-7-pv/jakelun-keskeytys',
    '/asiakasedut/kulttuuri/teatteri',
    '/tiedote/joulun-jakelu-2026',
    '/ak/ABC123',
    '/tili/poista-ruutu-tili',
    '/korttipalvelu/lomake/1',
  ])('knows %s', (path) => {
    expect(isKnownPath(path, routes, content)).toBe(true);
  });

  it.each([
    ['an unknown topic', '/aihe/ei-ole'],
    ['an article under another topic', '/aihe/maksaminen-ja-laskutus/jakelun-keskeytys'],
    ['a missing article', '/aihe/jakelu/ei-ole'],
    ['a page number that is not one', '/aihe/jakelu/sivu/0'],
    ['an article of another family on a product page', '/tuote/paivan-sanomat-7-pv/ruutu-ja-supla'],
    ['an unknown benefit', '/asiakasedut/kulttuuri/ooppera'],
    ['an unknown notice', '/tiedote/vanha'],
    ['a page that does not exist', '/tilaukset/ei-ole'],
    ['a prefix without its parameter', '/tili/poista--tili'],
  ])('refuses %s', (_label, path) => {
    expect(isKnownPath(path, routes, content)).toBe(false);
  });
});

describe('internalLinks, imageSources and imagesWithoutAlt', () => {
  it('finds the site links of Markdown and HTML, not external or protocol-relative ones', () => {
    const body =
      '[Tili](/tili) ja [ohje](/aihe/jakelu "Jakelu") <a href="/laskut">laskut</a> ' +
      '[ulos](https://example.fi/x) [cdn](//cdn.example.fi/a.js) [ankkuri](#osa)';
    expect(internalLinks(body)).toEqual(['/tili', '/aihe/jakelu', '/laskut']);
  });

  it('does not take an image for a link', () => {
    expect(internalLinks('![Kuva](/kuvat/a.png) [Tili](/tili)')).toEqual(['/tili']);
  });

  it('finds every image source, Markdown and HTML', () => {
    const body =
      '![Kuva](../../assets/content-images/x/a.png "Otsikko") ![B](/b.png) <img alt="C" src="c.png">';
    expect(imageSources(body)).toEqual(['../../assets/content-images/x/a.png', '/b.png', 'c.png']);
  });

  it('finds images without a text alternative; alt="" marks a decorative one', () => {
    const body =
      '![](kuva.png) ![ ](tyhja.png) ![Lehti postilaatikossa](lehti.png) <img src="a.png"> <img alt="" src="b.png">';
    expect(imagesWithoutAlt(body)).toEqual(['kuva.png', 'tyhja.png', 'a.png']);
  });
});

describe('contentProblems', () => {
  const existing = new Set(['a.md|../../assets/content-images/a/kuva.png', 'a.md|/ohje.pdf']);
  const fileExists = (from: string, target: string) => existing.has(`${from}|${target}`);
  const check = (body: string, updated: string | null = '2026-11-01', draft = false) =>
    contentProblems(
      [{ path: 'a.md', body, updated, draft }],
      routes,
      content,
      '2026-11-24',
      fileExists,
    );

  it('reports nothing for a good article', () => {
    expect(check('[Keskeytys](/aihe/jakelu/jakelun-keskeytys?x=1#kohta)')).toEqual([]);
  });

  it('accepts an image the editor stored and a link to a file of the site', () => {
    expect(
      check('![Tilaukset-sivu](../../assets/content-images/a/kuva.png) [Ohje](/ohje.pdf)'),
    ).toEqual([]);
  });

  it('reports broken links and images without alt as errors, in Finnish', () => {
    expect(check('[x](/aihe/jakelu/ei-ole) ![](../../assets/content-images/a/kuva.png)')).toEqual([
      {
        path: 'a.md',
        severity: 'error',
        message: 'Rikkinäinen linkki: /aihe/jakelu/ei-ole (sivua ei ole).',
      },
      {
        path: 'a.md',
        severity: 'error',
        message: 'Kuvalta puuttuu vaihtoehtoinen teksti: ../../assets/content-images/a/kuva.png',
      },
    ]);
  });

  it('reports a missing image and an image of another site', () => {
    expect(check('![Kuva](puuttuu.png) ![Logo](https://example.fi/logo.png)')).toEqual([
      { path: 'a.md', severity: 'error', message: 'Kuvaa ei löydy: puuttuu.png' },
      {
        path: 'a.md',
        severity: 'error',
        message:
          'Kuva on toisella palvelimella, eikä sivu näytä sitä: https://example.fi/logo.png. Lisää kuva sisältöeditorissa.',
      },
    ]);
  });

  it("reports a draft's problems as notes: a draft does not stop the build", () => {
    expect(check('[x](/aihe/jakelu/ei-ole)', '2026-11-01', true)).toEqual([
      {
        path: 'a.md',
        severity: 'warning',
        message: 'Luonnos: Rikkinäinen linkki: /aihe/jakelu/ei-ole (sivua ei ole).',
      },
    ]);
  });

  it('warns of an article not updated in over a year, and not of one a year old', () => {
    expect(check('', '2025-11-24')).toEqual([]);
    expect(check('', '2025-11-23')).toEqual([
      {
        path: 'a.md',
        severity: 'warning',
        message:
          'Artikkelia ei ole päivitetty yli vuoteen (viimeksi 23.11.2025). Tarkista, pitävätkö tiedot yhä paikkansa.',
      },
    ]);
    expect(check('', null)).toEqual([]);
  });
});

describe('linkedFilePath', () => {
  const from = 'src/content/articles/ohje.md';

  it('finds an image beside the sources, relative to the content file', () => {
    expect(linkedFilePath(from, '../../assets/content-images/ohje/kuva%20yksi.png')).toBe(
      'src/assets/content-images/ohje/kuva yksi.png',
    );
  });

  it('finds a site path under public/', () => {
    expect(linkedFilePath(from, '/ohjeet/lomake.pdf')).toBe('public/ohjeet/lomake.pdf');
  });

  it('names no file for the site root, a bad escape or a path above the project', () => {
    expect(linkedFilePath(from, '/')).toBeNull();
    expect(linkedFilePath(from, '%E0%A4%A')).toBeNull();
    expect(linkedFilePath(from, '../../../../salaisuus')).toBeNull();
  });
});
