import { describe, expect, it } from 'vitest';
import { portalConfigSchema } from '~/domain/config/portal-config';
import { createTestApp, useTestApp } from '../support/test-app';

const app = useTestApp();

describe('public API', () => {
  it('GET /config gives the monitoring sample rate 10, the feature flags and today', async () => {
    const res = await app.call('/config');
    expect(res.status).toBe(200);
    const body = portalConfigSchema.parse(await res.json());
    expect(body.monitoring).toEqual({ sampleRate: 10, requireConsent: false });
    expect(body.today).toBe('2026-11-21');
    expect(body.featureFlags.strongIdentification).toBe(true);
  });

  it('GET /config asks for monitoring consent in production, with the configured sample rate', async () => {
    const prod = await createTestApp({
      env: { NODE_ENV: 'production', MONITORING_SAMPLE_RATE: 25 },
    });
    try {
      const body = portalConfigSchema.parse(await (await prod.call('/config')).json());
      expect(body.monitoring).toEqual({ sampleRate: 25, requireConsent: true });
    } finally {
      await prod.close();
    }
  });

  it('GET /copytexts gives title and body per key from src/content/copytexts.yaml', async () => {
    const body = await (await app.call('/copytexts')).json();
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(['subscriptions.intro', 'login.help']),
    );
    expect(body['subscriptions.intro'].title).toBe('Tilauksesi');
    for (const text of Object.values(body as Record<string, { title: string; body: string }>)) {
      expect(text.title).not.toBe('');
      expect(text.body).not.toBe('');
    }
  });

  it('GET /openapi.json describes the routes', async () => {
    const doc = await (await app.call('/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/auth/login', '/api/v1/subscriptions', '/api/v1/config']),
    );
  });

  it('answers an unknown path with 404 and the error envelope', async () => {
    const res = await app.call('/ei-ole');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ errorKey: 'not-found' });
  });

  it('sends security headers on every answer', async () => {
    const res = await app.call('/config');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
