import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, useTestApp } from '../support/test-app';

// The floor of `npm run bench:api` (issue 33 item 4): the session check every route passes and
// one row. It exists only when asked for, and answers only the logged-in account's own row.

const MAIJA = 'maija.meikalainen@example.fi';
const app = useTestApp();

describe('GET /bench/floor', () => {
  let floor: TestApp;
  beforeAll(async () => {
    floor = await createTestApp({ env: { BENCH_FLOOR_ROUTE: 'true' } });
  });
  afterAll(() => floor.close());

  it('does not exist unless BENCH_FLOOR_ROUTE=true', async () => {
    expect((await app.login(MAIJA)).status).toBe(200);
    const res = await app.call('/bench/floor');
    expect(res.status).toBe(404);
    expect((await res.json()).errorKey).toBe('not-found');
  });

  it('answers 401 without a session, and the session’s own username with one', async () => {
    floor.clearCookies();
    const anonymous = await floor.call('/bench/floor');
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).errorKey).toBe('not-logged-in');
    expect((await floor.login(MAIJA)).status).toBe(200);
    const own = await floor.call('/bench/floor');
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ username: MAIJA });
  });

  it('answers 401 after logout, and 405 to other methods', async () => {
    expect((await floor.login(MAIJA)).status).toBe(200);
    const post = await floor.call('/bench/floor', { method: 'POST', body: {} });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect((await floor.call('/auth/logout', { method: 'POST' })).status).toBeLessThan(300);
    expect((await floor.call('/bench/floor')).status).toBe(401);
  });
});
