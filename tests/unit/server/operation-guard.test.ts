import { describe, expect, it } from 'vitest';
import type { RouterRoute } from 'hono/types';
import { allowedMethods, buildPathTable, resolvePath } from '~/server/http/operation-guard';

const route = (method: string, path: string) =>
  ({ method, path, basePath: '/api/v1', handler: () => undefined }) as unknown as RouterRoute;

const table = buildPathTable(
  [
    route('ALL', '/api/v1/*'),
    route('ALL', '/api/v1/consents'),
    route('GET', '/api/v1/consents'),
    route('PUT', '/api/v1/consents'),
    route('POST', '/api/v1/subscriptions/:subscriptionNumber/address-changes/permanent'),
    route('PUT', '/api/v1/subscriptions/:subscriptionNumber/address-changes/:id'),
    route('DELETE', '/api/v1/subscriptions/:subscriptionNumber/address-changes/:id'),
    route('POST', '/api/v1/staff/inbox'),
  ],
  [
    { method: 'get', path: '/consents', security: [{ session: [] }] },
    { method: 'put', path: '/consents', security: [{ session: [] }] },
    { method: 'post', path: '/staff/inbox', security: [{ staffToken: [] }] },
  ],
  '/api/v1',
);

describe('the API path table', () => {
  it('reads a concrete segment before a templated one, as OpenAPI does', () => {
    const permanent = resolvePath(table, '/api/v1/subscriptions/2000001/address-changes/permanent');
    expect(allowedMethods(permanent!)).toEqual(['POST']);
    const one = resolvePath(table, '/api/v1/subscriptions/2000001/address-changes/17');
    expect(allowedMethods(one!)).toEqual(['DELETE', 'PUT']);
  });

  it('allows HEAD where GET is, and leaves middleware and unknown paths out', () => {
    expect(allowedMethods(resolvePath(table, '/api/v1/consents')!)).toEqual(['GET', 'HEAD', 'PUT']);
    expect(resolvePath(table, '/api/v1/unknown')).toBeUndefined();
    expect(resolvePath(table, '/api/v1/consents/1')).toBeUndefined();
  });

  it('knows which operations need a session or a staff token first', () => {
    const consents = resolvePath(table, '/api/v1/consents')!;
    expect(consents.methods.get('PUT')).toBe('session');
    expect(resolvePath(table, '/api/v1/staff/inbox')!.methods.get('POST')).toBe('bearer');
    const permanent = resolvePath(table, '/api/v1/subscriptions/1/address-changes/permanent');
    // Not in the document: nothing the guard can check first (the route itself does).
    expect(permanent!.methods.get('POST')).toBe('open');
  });
});
