import { describe, expect, it } from 'vitest';
import { loginUrl, registerUrl, safeReturnPath } from '~/domain/auth/return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReturnPath('/tilaukset/tiedot?tilaus=2000001')).toBe(
      '/tilaukset/tiedot?tilaus=2000001',
    );
  });

  it.each([
    ['https://evil.example/'],
    ['//evil.example/tilaukset'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['tilaukset'],
    ['/tilaukset\n'],
  ])('refuses %j and falls back to the subscriptions', (value) => {
    expect(safeReturnPath(value)).toBe('/tilaukset');
  });

  it('never returns to the login or logout page', () => {
    expect(safeReturnPath('/auth/logout')).toBe('/tilaukset');
    expect(safeReturnPath('/auth/login?palaa=/x', '/')).toBe('/');
  });

  it('uses the fallback when nothing is given', () => {
    expect(safeReturnPath(null)).toBe('/tilaukset');
    expect(safeReturnPath(undefined, '/laskut')).toBe('/laskut');
  });
});

describe('loginUrl', () => {
  it('carries the return path, encoded', () => {
    expect(loginUrl('/tilaukset?x=1')).toBe('/auth/login?palaa=%2Ftilaukset%3Fx%3D1');
  });

  it('adds the business intent', () => {
    expect(loginUrl('/tilaukset', 'b2b')).toBe('/auth/login?palaa=%2Ftilaukset&intent=b2b');
  });
});

describe('registerUrl', () => {
  it('carries the return path to the registration page', () => {
    expect(registerUrl('/ak/abc')).toBe('/auth/rekisteroidy?palaa=%2Fak%2Fabc');
  });
});
