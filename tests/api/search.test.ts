import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SearchDocument,
  TERM_WEIGHTS,
  buildArticleIndex,
} from '~/domain/search/article-index';
import { searchAnswerSchema } from '~/domain/search/search-query';
import { documentTerms } from '~/domain/search/terms';
import { loadVoikko } from '~/server/search/voikko';
import { type TestApp, createTestApp } from '../support/test-app';

const voikko = loadVoikko();
const analyze = voikko ? (w: string) => voikko.analyze(w) : null;

/** An article as scripts/build-search.mjs makes it, with the same term weights. */
function article(
  url: string,
  title: string,
  text: string,
  topic = 'Jakelu, keskeytys ja osoitteenmuutos',
  families = ['Päivän Sanomat', 'Koti & Puutarha'],
): SearchDocument {
  const summary = `${title}: ohje.`;
  const terms = documentTerms(analyze, [
    { text: title, weight: TERM_WEIGHTS.title },
    { text: summary, weight: TERM_WEIGHTS.summary },
    { text, weight: TERM_WEIGHTS.text },
  ]);
  return { url, title, summary, topic, families, text, terms };
}

const DOCUMENTS = [
  article(
    '/aihe/jakelu/jakelun-keskeytys',
    'Miten keskeytän lehden jakelun?',
    'Voit keskeyttää paperilehden jakelun itse loman ajaksi. Tilaus jatkuu, kun keskeytys päättyy.',
  ),
  article(
    '/aihe/jakelu/osoitteenmuutos',
    'Osoitteenmuutos',
    'Tee osoitteenmuutos ajoissa, niin lehti tulee uuteen osoitteeseen.',
  ),
  article(
    '/aihe/laskut/erapaivan-siirto',
    'Laskun eräpäivän siirtäminen',
    'Voit siirtää laskun eräpäivää kerran kahdella tai neljällä viikolla.',
    'Maksaminen ja laskutus',
    ['Päivän Sanomat'],
  ),
  // Twelve more on one word, for paging.
  ...Array.from({ length: 12 }, (_, i) =>
    article(`/aihe/muut/ristikko-${i + 1}`, `Ristikko ${i + 1}`, 'Ristikko ja sudoku.', 'Muut'),
  ),
];

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    seed: false,
    articleIndex: buildArticleIndex({
      version: 1,
      normalized: voikko !== null,
      documents: DOCUMENTS,
    }),
  });
});
afterAll(async () => {
  await app.close();
});

const search = async (params: Record<string, string>) => {
  const res = await app.call(`/search?${new URLSearchParams(params)}`);
  expect(res.status).toBe(200);
  return searchAnswerSchema.parse(await res.json());
};

describe('GET /search', () => {
  it('is public and cacheable for a few minutes', async () => {
    const res = await app.call('/search?q=lehti');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.skipIf(!voikko)(
    'finds inflected and compound Finnish forms, and marks them in the excerpt',
    async () => {
      const answer = await search({ q: 'tilauksen keskeytyksen' });
      expect(answer.normalized).toBe(true);
      expect(answer.terms).toEqual(['tilaus', 'keskeytys']);
      expect(answer.results.map((r) => r.url)).toEqual(['/aihe/jakelu/jakelun-keskeytys']);
      expect(answer.message).toBe('Löytyi 1 ohje.');
      const marked = answer.results[0]?.excerpt.filter((s) => s.mark).map((s) => s.text);
      expect(marked).toEqual(expect.arrayContaining(['Tilaus', 'keskeytys']));

      const apart = await search({ q: 'osoitteen muutos' });
      expect(apart.results[0]?.url).toBe('/aihe/jakelu/osoitteenmuutos');
      const eräpäivä = await search({ q: 'eräpäivän siirto laskulle' });
      expect(eräpäivä.results[0]?.url).toBe('/aihe/laskut/erapaivan-siirto');
    },
  );

  it('filters by topic and by product family', async () => {
    const byTopic = await search({ q: 'voit', aihe: 'Maksaminen ja laskutus' });
    expect(byTopic.results.map((r) => r.url)).toEqual(['/aihe/laskut/erapaivan-siirto']);
    const byFamily = await search({ q: 'ohje', tuoteperhe: 'Koti & Puutarha' });
    expect(byFamily.results.map((r) => r.topic)).not.toContain('Maksaminen ja laskutus');
    expect(byFamily.total).toBe(14);
  });

  it('gives ten results a page and the next page on request', async () => {
    const first = await search({ q: 'ristikko' });
    expect(first).toMatchObject({ total: 12, page: 1, pageCount: 2 });
    expect(first.results).toHaveLength(10);
    const second = await search({ q: 'ristikko', sivu: '2' });
    expect(second.results).toHaveLength(2);
    const seen = new Set([...first.results, ...second.results].map((r) => r.url));
    expect(seen.size).toBe(12);
    // Past the last page: the last page.
    expect((await search({ q: 'ristikko', sivu: '9' })).page).toBe(2);
  });

  it('says so in Finnish when nothing is found', async () => {
    const answer = await search({ q: 'xqzvbnm' });
    expect(answer).toMatchObject({ total: 0, results: [], pageCount: 1 });
    expect(answer.message).toBe(
      'Haulla "xqzvbnm" ei löytynyt ohjeita. Kokeile toista sanaa tai poista rajaukset.',
    );
  });

  it('answers 400 with a Finnish message for a bad query, and is not cached', async () => {
    for (const [params, field, message] of [
      [{ q: '' }, 'q', 'Kirjoita hakusana.'],
      [{ q: 'a'.repeat(201) }, 'q', 'Kirjoita enintään 200 merkkiä.'],
      [{ q: 'lehti', sivu: '0' }, 'sivu', 'Sivun numero on vähintään 1.'],
    ] as const) {
      const res = await app.call(`/search?${new URLSearchParams(params)}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = await res.json();
      expect(body.errorKey).toBe('validation-failed');
      expect(body.fields[field]).toBe(message);
    }
    expect((await app.call('/search')).status).toBe(400);
  });

  it('answers 503 search-unavailable when the build has written no index', async () => {
    const bare = await createTestApp({ seed: false, articleIndex: null });
    try {
      const res = await bare.call('/search?q=lehti');
      expect(res.status).toBe(503);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toMatchObject({
        errorKey: 'search-unavailable',
        message: 'Haku ei ole juuri nyt käytettävissä.',
      });
    } finally {
      await bare.close();
    }
  });

  it('leaves other routes uncacheable', async () => {
    const res = await app.call('/config');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('is in the OpenAPI document', async () => {
    const doc = await (await app.call('/openapi.json')).json();
    expect(Object.keys(doc.paths)).toContain('/api/v1/search');
  });
});

describe('GET /search without Voikko in the index', () => {
  it('matches the words as written', async () => {
    const plain = await createTestApp({
      seed: false,
      articleIndex: buildArticleIndex({
        version: 1,
        normalized: false,
        documents: DOCUMENTS.map((d) => ({
          ...d,
          terms: documentTerms(null, [{ text: `${d.title} ${d.text}`, weight: 1 }]),
        })),
      }),
    });
    try {
      const res = await plain.call('/search?q=Osoitteenmuutos');
      const answer = searchAnswerSchema.parse(await res.json());
      expect(answer.normalized).toBe(false);
      expect(answer.terms).toEqual(['osoitteenmuutos']);
      expect(answer.results.map((r) => r.url)).toEqual(['/aihe/jakelu/osoitteenmuutos']);
      const inflected = searchAnswerSchema.parse(
        await (await plain.call('/search?q=osoitteenmuutoksen')).json(),
      );
      expect(inflected.total).toBe(0);
    } finally {
      await plain.close();
    }
  });
});
