import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeProviderAnswer } from '~/islands/cards/card-url';

// The card provider's answer comes back in the return address; the island sends it on once and
// takes it out of the address, so a reload or a shared link does not carry it.

function browserAt(href: string) {
  const replaceState = vi.fn<(state: unknown, unused: string, url: string) => void>();
  vi.stubGlobal('window', { location: { href }, history: { state: null, replaceState } });
  return replaceState;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('takeProviderAnswer', () => {
  it("takes Paytrail's signed parameters with the setup and leaves the page's own", () => {
    const replaceState = browserAt(
      'https://asiakas.example.fi/laskut/maksukortit?modal=lisaa-maksukortti&maksutapa=2000001' +
        '&kortti=8c1e&checkout-account=375917&checkout-status=ok' +
        '&checkout-tokenization-id=abc&signature=ff00',
    );
    expect(takeProviderAnswer()).toBe(
      'kortti=8c1e&checkout-account=375917&checkout-status=ok&checkout-tokenization-id=abc' +
        '&signature=ff00',
    );
    expect(replaceState).toHaveBeenCalledWith(
      null,
      '',
      '/laskut/maksukortit?modal=lisaa-maksukortti&maksutapa=2000001',
    );
  });

  it("takes the test provider's one signed answer", () => {
    browserAt('https://asiakas.example.fi/laskut/maksukortit/vaihda-kortti?maksutapa=1&kortti=a.b');
    expect(takeProviderAnswer()).toBe('kortti=a.b');
  });

  it('is null on an address without an answer, and leaves it alone', () => {
    const replaceState = browserAt(
      'https://asiakas.example.fi/laskut/maksukortit?checkout-status=ok&signature=ff',
    );
    expect(takeProviderAnswer()).toBeNull();
    expect(replaceState).not.toHaveBeenCalled();
  });
});
