import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** POST /strong-identification/start; the test bank page's address it answers. */
export async function startIdentification(app: TestApp, returnTo: string): Promise<URL> {
  const res = await app.call('/strong-identification/start', {
    method: 'POST',
    body: { returnTo },
  });
  expect(res.status).toBe(200);
  const { redirectUrl } = (await res.json()) as { redirectUrl: string };
  return new URL(redirectUrl);
}

/**
 * The whole round trip as the browser makes it: start, the test bank page's choice, and the
 * return page's POST /strong-identification/complete, whose answer is returned.
 */
export async function identifyStrongly(
  app: TestApp,
  opts: { returnTo?: string; bank?: string; decision?: 'approve' | 'cancel'; url?: URL } = {},
): Promise<Response> {
  const url = opts.url ?? (await startIdentification(app, opts.returnTo ?? '/laskut'));
  const q = url.searchParams;
  const decided = await app.call('/strong-identification/test-bank/decision', {
    method: 'POST',
    body: {
      clientId: q.get('client_id'),
      redirectUri: q.get('redirect_uri'),
      state: q.get('state'),
      nonce: q.get('nonce'),
      codeChallenge: q.get('code_challenge'),
      codeChallengeMethod: q.get('code_challenge_method'),
      bank: opts.bank ?? 'op',
      decision: opts.decision ?? 'approve',
    },
  });
  expect(decided.status).toBe(200);
  const back = new URL(((await decided.json()) as { redirectUrl: string }).redirectUrl);
  const p = back.searchParams;
  return app.call('/strong-identification/complete', {
    method: 'POST',
    body: {
      state: p.get('state'),
      ...(p.get('code') ? { code: p.get('code') } : {}),
      ...(p.get('error') ? { error: p.get('error') } : {}),
    },
  });
}
