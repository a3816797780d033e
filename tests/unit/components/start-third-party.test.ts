import { describe, expect, it, vi } from 'vitest';
import { type BrowserPieces, startThirdParty } from '~/components/third-party/start-third-party';

// Spec §1, §3: the tag manager gets the session's user data first; the experiment script just
// loads; monitoring only with consent in production and within the sample from GET config.

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function browser(over: Partial<BrowserPieces> & { consent?: string; config?: unknown } = {}) {
  const added: string[] = [];
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/v1/auth/verifySession') {
      return json({ portalAccountID: 'acc-1', sessionDuration: 600 });
    }
    if (url === '/api/v1/config') {
      return json(over.config ?? { monitoring: { sampleRate: 10, requireConsent: true } });
    }
    return new Response('unexpected', { status: 599 });
  });
  const pieces: BrowserPieces = {
    cookie: '',
    storage: { getItem: () => over.consent ?? null },
    fetch: fetchMock as unknown as typeof fetch,
    addScript: (src) => added.push(src),
    dataLayer: [],
    random: () => 0.05,
    ...over,
  };
  return { pieces, added, fetchMock };
}

const SOURCES = {
  tagManager: 'https://tags.example/gtm.js',
  experiment: 'https://kokeilut.example/ab.js',
  monitoring: 'https://seuranta.example/rum.js',
};

describe('startThirdParty', () => {
  it('loads nothing and asks nothing when nothing is configured', async () => {
    const { pieces, added, fetchMock } = browser({ cookie: 'portaali_kirjautunut=1' });
    await startThirdParty({}, pieces);
    expect(added).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(pieces.dataLayer).toEqual([]);
  });

  it('gives a visitor’s user data without asking for a session', async () => {
    const { pieces, added, fetchMock } = browser();
    await startThirdParty({ tagManager: SOURCES.tagManager }, pieces);
    expect(pieces.dataLayer).toEqual([
      { event: 'userData', loggedIn: false, accountId: null, optIn: false },
    ]);
    expect(added).toEqual([SOURCES.tagManager]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives a logged-in customer’s account id and opt-in before the tag manager loads', async () => {
    const { pieces, added } = browser({
      cookie: 'muu=1; portaali_kirjautunut=1',
      consent: '{"sppd":1}',
    });
    await startThirdParty({ tagManager: SOURCES.tagManager }, pieces);
    expect(pieces.dataLayer).toEqual([
      { event: 'userData', loggedIn: true, accountId: 'acc-1', optIn: true },
    ]);
    expect(added).toEqual([SOURCES.tagManager]);
  });

  it('gives no account id of a logged-in customer without consent, and does not ask for it', async () => {
    for (const consent of [undefined, '{"sppd":0}', 'not json']) {
      const { pieces, added, fetchMock } = browser({
        cookie: 'portaali_kirjautunut=1',
        ...(consent ? { consent } : {}),
      });
      await startThirdParty({ tagManager: SOURCES.tagManager }, pieces);
      expect(pieces.dataLayer).toEqual([
        { event: 'userData', loggedIn: true, accountId: null, optIn: false },
      ]);
      expect(added).toEqual([SOURCES.tagManager]);
      expect(fetchMock).not.toHaveBeenCalled();
    }
  });

  it('starts monitoring only with consent in production', async () => {
    const without = browser();
    await startThirdParty({ monitoring: SOURCES.monitoring }, without.pieces);
    expect(without.added).toEqual([]);
    const withConsent = browser({ consent: '{"sppd":1}' });
    await startThirdParty({ monitoring: SOURCES.monitoring }, withConsent.pieces);
    expect(withConsent.added).toEqual([SOURCES.monitoring]);
  });

  it('starts monitoring without consent outside production, within the sample', async () => {
    const config = { monitoring: { sampleRate: 10, requireConsent: false } };
    const inSample = browser({ config });
    await startThirdParty({ monitoring: SOURCES.monitoring }, inSample.pieces);
    expect(inSample.added).toEqual([SOURCES.monitoring]);
    const outside = browser({ config, random: () => 0.5 });
    await startThirdParty({ monitoring: SOURCES.monitoring }, outside.pieces);
    expect(outside.added).toEqual([]);
  });

  it('starts no monitoring when the config cannot be read, and still loads the others', async () => {
    const { pieces, added } = browser({ consent: '{"sppd":1}', config: { monitoring: {} } });
    await startThirdParty(SOURCES, pieces);
    expect(added).toEqual([SOURCES.tagManager, SOURCES.experiment]);
  });
});
