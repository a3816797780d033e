import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTermsSchema } from '~/domain/search/search-terms';
import { searchTerms } from '~/server/api/search/register';
import { loadVoikko } from '~/server/search/voikko';
import { type TestApp, createTestApp } from '../support/test-app';

const hasVoikko = loadVoikko() !== null;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

const terms = async (q: string) => {
  const res = await app.call(`/search/terms?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return searchTermsSchema.parse(await res.json());
};

describe('GET /search/terms', () => {
  it('is public and cacheable for a day, since it depends only on q', async () => {
    const res = await app.call('/search/terms?q=lehti');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.skipIf(!hasVoikko)('gives base forms with Voikko, a compound whole', async () => {
    expect(await terms('Tilauksen keskeytyksen')).toEqual({
      terms: ['tilaus', 'keskeytys'],
      normalized: true,
    });
    expect(await terms('osoitteenmuutoksen')).toEqual({
      terms: ['osoitteenmuutos'],
      normalized: true,
    });
    expect(await terms('osoitteen muutos')).toEqual({
      terms: ['osoite', 'muutos'],
      normalized: true,
    });
    expect(await terms('xqzvbnm')).toEqual({ terms: ['xqzvbnm'], normalized: true });
  });

  it('gives the words as typed, not normalized, without Voikko', () => {
    expect(searchTerms('Tilauksen  tilauksen, e-laskun', null)).toEqual({
      terms: ['tilauksen', 'e-laskun'],
      normalized: false,
    });
  });

  it('answers 400 with a Finnish message for an empty or too long q, and is not cached', async () => {
    for (const q of ['', '   ', 'a'.repeat(201)]) {
      const res = await app.call(`/search/terms?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = await res.json();
      expect(body.errorKey).toBe('validation-failed');
      expect(body.fields.q).toMatch(/hakusana|enintään 200/);
    }
    const missing = await app.call('/search/terms');
    expect(missing.status).toBe(400);
  });

  it('leaves other routes uncacheable', async () => {
    const res = await app.call('/config');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('is in the OpenAPI document', async () => {
    const doc = await (await app.call('/openapi.json')).json();
    expect(Object.keys(doc.paths)).toContain('/api/v1/search/terms');
  });
});
