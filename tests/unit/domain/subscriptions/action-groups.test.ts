import { describe, expect, it } from 'vitest';
import { actionGroups } from '~/domain/subscriptions/action-links';

const OVERDUE = 'Tilausta ei voi lopettaa, koska siihen liittyy erääntynyt maksamaton lasku.';
const RUUTU = 'Tilausta hallitaan Ruudussa.';

describe('actionGroups', () => {
  it('puts each allowed action in its group, in the page order, and leaves empty groups out', () => {
    const { sharedReasons, groups } = actionGroups(
      [
        { action: 'CANCEL', allowed: true },
        { action: 'SUSPEND', allowed: true },
        { action: 'ADDRESS_CHANGE', allowed: true },
        { action: 'PAYMENT_METHOD', allowed: true },
      ],
      '2000001',
      true,
    );
    expect(sharedReasons).toEqual([]);
    expect(groups.map((g) => [g.title, g.links.map((l) => l.label)])).toEqual([
      ['Jakelu', ['Jakelutilanne', 'Keskeytä jakelu']],
      ['Osoite', ['Tilapäinen osoitteenmuutos', 'Pysyvä osoitteenmuutos']],
      ['Laskutus', ['Vaihda laskutustapa']],
      ['Lopetus', ['Lopeta tilaus']],
    ]);
  });

  it('shows a refusal with a reason of its own as a disabled action in its group', () => {
    const { sharedReasons, groups } = actionGroups(
      [
        { action: 'SUSPEND', allowed: true },
        { action: 'CANCEL', allowed: false, reason: OVERDUE },
      ],
      '2000002',
      true,
    );
    expect(sharedReasons).toEqual([]);
    expect(groups.at(-1)).toEqual({
      id: 'ending',
      title: 'Lopetus',
      links: [],
      refused: [{ label: 'Lopeta tilaus', group: 'ending', reason: OVERDUE }],
    });
  });

  it('says a reason that refuses several actions once, above the groups', () => {
    const { sharedReasons, groups } = actionGroups(
      [
        { action: 'SUSPEND', allowed: false, reason: RUUTU },
        { action: 'ADDRESS_CHANGE', allowed: false, reason: RUUTU },
        { action: 'CANCEL', allowed: false, reason: RUUTU },
      ],
      '2000009',
      false,
    );
    expect(sharedReasons).toEqual([RUUTU]);
    expect(groups).toEqual([]);
  });

  it('shows nothing for an action that does not apply (refused without a reason)', () => {
    const { groups } = actionGroups([{ action: 'SUSPEND', allowed: false }], '2000003', false);
    expect(groups).toEqual([]);
  });

  it("links the reading rights' page even when sharing is refused (the page says why)", () => {
    const { groups } = actionGroups(
      [
        {
          action: 'SHARE_READING_RIGHTS',
          allowed: false,
          reason: 'Kaikki lukuoikeudet on jaettu.',
        },
      ],
      '2000003',
      false,
    );
    expect(groups.map((g) => [g.title, g.links.map((l) => l.label), g.refused])).toEqual([
      ['Lukuoikeudet', ['Digilukuoikeudet'], []],
    ]);
  });
});
