import { describe, expect, it } from 'vitest';
import type { SubscriptionAction } from '~/domain/subscriptions/actions';
import { actionLinks } from '~/domain/subscriptions/action-links';

const verdicts = (allowed: SubscriptionAction[], denied: SubscriptionAction[] = []) => [
  ...allowed.map((action) => ({ action, allowed: true })),
  ...denied.map((action) => ({ action, allowed: false, reason: 'Ei voi.' })),
];

describe('actionLinks', () => {
  it('links every allowed action of a paper subscription, modals by address', () => {
    const links = actionLinks(
      verdicts(['SUSPEND', 'ADDRESS_CHANGE', 'PRODUCT_CHANGE', 'ADD_ON', 'CANCEL']),
      '2000001',
      true,
    );
    expect(links).toEqual([
      {
        label: 'Jakelutilanne',
        href: '/tilaukset/tiedot/jakelutilanne?tilaus=2000001',
        group: 'delivery',
      },
      {
        label: 'Keskeytä jakelu',
        href: '/tilaukset/tiedot?tilaus=2000001&modal=tilapainen-jakelunkeskeytys',
        group: 'delivery',
      },
      {
        label: 'Tilapäinen osoitteenmuutos',
        href: '/tilaukset/tiedot?tilaus=2000001&modal=tilapainen-osoitteenmuutos',
        group: 'address',
      },
      {
        label: 'Pysyvä osoitteenmuutos',
        href: '/tilaukset/tiedot?tilaus=2000001&modal=vakituinen-osoitteenmuutos',
        group: 'address',
      },
      { label: 'Vaihda tuote', href: '/tilaukset/tuotevaihto?tilaus=2000001', group: 'changes' },
      {
        label: 'Tilaa lisätilauksia',
        href: '/tilaukset/lisatilaukset?tilaus=2000001',
        group: 'changes',
      },
      { label: 'Lopeta tilaus', href: '/tilaukset/mieti-viela?tilaus=2000001', group: 'ending' },
    ]);
  });

  it("links a company's reader count to its dialog before the processing request", () => {
    const links = actionLinks(
      [
        { action: 'READER_COUNT', allowed: true },
        { action: 'COMPANY_REQUEST', allowed: true },
      ],
      '2100001',
      false,
    );
    expect(links.map((l) => [l.label, l.href])).toEqual([
      ['Muuta lukijamäärää', '/tilaukset/tiedot?tilaus=2100001&modal=lukijoita'],
      [
        'Tee käsittelypyyntö',
        '/tilaukset/tiedot?tilaus=2100001&modal=yritystilaus-kasittelypyynto',
      ],
    ]);
  });

  it('gives no link for a refused action, nor delivery status without a delivery', () => {
    expect(actionLinks(verdicts([], ['SUSPEND', 'ADDRESS_CHANGE']), '2000003', false)).toEqual([]);
  });

  it('links the billing changes when their rules allow them', () => {
    const links = actionLinks(
      [
        { action: 'BILLING_PERIOD', allowed: true },
        { action: 'PAYMENT_METHOD', allowed: true },
      ],
      '2000001',
      false,
    );
    expect(links).toEqual([
      {
        label: 'Vaihda laskutusväli',
        href: '/tilaukset/tiedot?tilaus=2000001&modal=vaihda-laskutusvalia',
        group: 'billing',
      },
      {
        label: 'Vaihda laskutustapa',
        href: '/laskut/laskutustavat/vaihda-laskutustapa?maksutapa=2000001',
        group: 'billing',
      },
    ]);
    expect(actionLinks([{ action: 'PAYMENT_METHOD', allowed: false }], '2000001', false)).toEqual(
      [],
    );
  });

  it('sends a company admin to the processing request', () => {
    expect(actionLinks(verdicts(['COMPANY_REQUEST'], ['SUSPEND']), '2100001', false)).toEqual([
      {
        label: 'Tee käsittelypyyntö',
        href: '/tilaukset/tiedot?tilaus=2100001&modal=yritystilaus-kasittelypyynto',
        group: 'changes',
      },
    ]);
  });
});

describe('the reading rights link', () => {
  it('links the rights page when the subscription can share, or says why it cannot', () => {
    const rights = {
      label: 'Digilukuoikeudet',
      href: '/tilaukset/tiedot/digilukuoikeudet?tilaus=2000001',
      group: 'reading',
    };
    expect(actionLinks(verdicts(['SHARE_READING_RIGHTS']), '2000001', false)).toEqual([rights]);
    expect(actionLinks(verdicts([], ['SHARE_READING_RIGHTS']), '2000001', false)).toEqual([rights]);
    // Denied without a reason: no digital rights at all, so no link.
    expect(
      actionLinks([{ action: 'SHARE_READING_RIGHTS', allowed: false }], '2000001', false),
    ).toEqual([]);
  });
});
