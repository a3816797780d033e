import { describe, expect, it } from 'vitest';
import { normaliseAddress, pickForwardedAddress } from '~/server/http/client-address';

describe('pickForwardedAddress', () => {
  it('takes the entry our proxies appended, counting from the right', () => {
    expect(pickForwardedAddress('203.0.113.5', 1)).toBe('203.0.113.5');
    expect(pickForwardedAddress('1.1.1.1, 203.0.113.5', 1)).toBe('203.0.113.5');
    expect(pickForwardedAddress('1.1.1.1, 203.0.113.5, 10.0.0.3', 2)).toBe('203.0.113.5');
    expect(pickForwardedAddress(' 203.0.113.5 ,, 10.0.0.3 ', 2)).toBe('203.0.113.5');
  });

  it('is null when the header is missing or shorter than the proxy chain', () => {
    expect(pickForwardedAddress(undefined, 1)).toBeNull();
    expect(pickForwardedAddress('', 1)).toBeNull();
    expect(pickForwardedAddress('203.0.113.5', 2)).toBeNull();
  });
});

describe('normaliseAddress', () => {
  it('spells one client one way', () => {
    expect(normaliseAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normaliseAddress('192.0.2.1:51234')).toBe('192.0.2.1');
    expect(normaliseAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normaliseAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(normaliseAddress(' 192.0.2.1 ')).toBe('192.0.2.1');
  });
});
