import { DETAILS_MODALS, detailsModalUrl as modal } from './modal-links';
import type { SubscriptionDetails } from './subscription-details';

/** The groups of the details page's actions, in the order the page shows them (issue 34). */
const ACTION_GROUPS = {
  delivery: 'Jakelu',
  address: 'Osoite',
  reading: 'Lukuoikeudet',
  billing: 'Laskutus',
  changes: 'Muutokset',
  ending: 'Lopetus',
} as const;
export type ActionGroupId = keyof typeof ACTION_GROUPS;

/** A link the details page offers for an allowed action. */
export interface ActionLink {
  label: string;
  href: string;
  group: ActionGroupId;
}

type Action = SubscriptionDetails['actions'][number]['action'];

/**
 * Each action the details page offers: its group, the links it opens when allowed, and what a
 * refusal of it is called beside its reason. In the order a subscriber needs them (the labels
 * are the ones the support articles name). Modals open from the address, so every link can be
 * bookmarked or sent.
 */
const ACTIONS: readonly {
  action: Action;
  group: ActionGroupId;
  links: (n: string) => { label: string; href: string }[];
  refusedLabel?: string;
}[] = [
  {
    action: 'SUSPEND',
    group: 'delivery',
    links: (n) => [{ label: 'Keskeytä jakelu', href: modal(n, DETAILS_MODALS.suspension) }],
    refusedLabel: 'Keskeytä jakelu',
  },
  {
    action: 'ADDRESS_CHANGE',
    group: 'address',
    links: (n) => [
      {
        label: 'Tilapäinen osoitteenmuutos',
        href: modal(n, DETAILS_MODALS.temporaryAddressChange),
      },
      { label: 'Pysyvä osoitteenmuutos', href: modal(n, DETAILS_MODALS.permanentAddressChange) },
    ],
    refusedLabel: 'Osoitteenmuutos',
  },
  {
    action: 'READER_COUNT',
    group: 'reading',
    links: (n) => [{ label: 'Muuta lukijamäärää', href: modal(n, DETAILS_MODALS.readerCount) }],
    refusedLabel: 'Muuta lukijamäärää',
  },
  {
    action: 'COMPANY_REQUEST',
    group: 'changes',
    links: (n) => [{ label: 'Tee käsittelypyyntö', href: modal(n, DETAILS_MODALS.companyRequest) }],
    refusedLabel: 'Tee käsittelypyyntö',
  },
  {
    action: 'PRODUCT_CHANGE',
    group: 'changes',
    links: (n) => [{ label: 'Vaihda tuote', href: `/tilaukset/tuotevaihto?tilaus=${n}` }],
    refusedLabel: 'Vaihda tuote',
  },
  {
    action: 'ADD_ON',
    group: 'changes',
    links: (n) => [{ label: 'Tilaa lisätilauksia', href: `/tilaukset/lisatilaukset?tilaus=${n}` }],
    refusedLabel: 'Tilaa lisätilauksia',
  },
  {
    action: 'BILLING_PERIOD',
    group: 'billing',
    links: (n) => [{ label: 'Vaihda laskutusväli', href: modal(n, DETAILS_MODALS.billingPeriod) }],
    refusedLabel: 'Vaihda laskutusväli',
  },
  {
    action: 'PAYMENT_METHOD',
    group: 'billing',
    links: (n) => [
      {
        label: 'Vaihda laskutustapa',
        href: `/laskut/laskutustavat/vaihda-laskutustapa?maksutapa=${n}`,
      },
    ],
    refusedLabel: 'Vaihda laskutustapa',
  },
  {
    // The reading rights' own page explains a refused share, so a share verdict with a
    // reason links it too (see actionLinks) and has no refusal of its own here.
    action: 'SHARE_READING_RIGHTS',
    group: 'reading',
    links: (n) => [
      { label: 'Digilukuoikeudet', href: `/tilaukset/tiedot/digilukuoikeudet?tilaus=${n}` },
    ],
  },
  {
    action: 'CANCEL',
    group: 'ending',
    links: (n) => [{ label: 'Lopeta tilaus', href: `/tilaukset/mieti-viela?tilaus=${n}` }],
    refusedLabel: 'Lopeta tilaus',
  },
];

/**
 * The details page's links, one per allowed action (ACTIONS). Delivery status belongs to every
 * subscription with a paper delivery. A subscription with digital reading rights links its
 * rights page (sharing starts there; while sharing is refused, the page says why).
 */
export function actionLinks(
  actions: SubscriptionDetails['actions'],
  n: string,
  hasDelivery: boolean,
): ActionLink[] {
  const offered = new Set(
    actions
      .filter((a) => a.allowed || (a.action === 'SHARE_READING_RIGHTS' && a.reason))
      .map((a) => a.action),
  );
  const links: ActionLink[] = hasDelivery
    ? [
        {
          label: 'Jakelutilanne',
          href: `/tilaukset/tiedot/jakelutilanne?tilaus=${n}`,
          group: 'delivery',
        },
      ]
    : [];
  for (const entry of ACTIONS) {
    if (offered.has(entry.action)) {
      links.push(...entry.links(n).map((link) => ({ ...link, group: entry.group })));
    }
  }
  return links;
}

/** An action the subscriber cannot take, shown as a disabled button with its reason. */
export interface RefusedAction {
  label: string;
  group: ActionGroupId;
  reason: string;
}

/** One group of the details page's actions: its links, then its refusals. */
export interface ActionGroup {
  id: ActionGroupId;
  title: string;
  links: ActionLink[];
  refused: RefusedAction[];
}

/**
 * The details page's actions in groups (issue 34). A refusal with a reason of its own is shown
 * in its group as a disabled button with that reason; a reason that refuses several actions at
 * once (a subscription managed in Ruutu, a company's processing request) is said once, above the
 * groups, instead of under each of them. A refusal without a reason does not apply (a digital
 * subscription has no delivery to suspend) and is not shown. The reading rights' own page explains
 * a refused share, so that refusal is its link.
 */
export function actionGroups(
  actions: SubscriptionDetails['actions'],
  n: string,
  hasDelivery: boolean,
): { sharedReasons: string[]; groups: ActionGroup[] } {
  const links = actionLinks(actions, n, hasDelivery);
  const withReason = actions.filter(
    (a): a is typeof a & { reason: string } =>
      !a.allowed && a.reason !== undefined && a.action !== 'SHARE_READING_RIGHTS',
  );
  const uses = new Map<string, number>();
  for (const a of withReason) uses.set(a.reason, (uses.get(a.reason) ?? 0) + 1);
  const sharedReasons = [...uses].filter(([, count]) => count > 1).map(([reason]) => reason);
  const refused = withReason.flatMap((a) => {
    const known = ACTIONS.find((entry) => entry.action === a.action);
    return known?.refusedLabel && uses.get(a.reason) === 1
      ? [{ label: known.refusedLabel, group: known.group, reason: a.reason }]
      : [];
  });
  const groups = (Object.keys(ACTION_GROUPS) as ActionGroupId[])
    .map((id) => ({
      id,
      title: ACTION_GROUPS[id],
      links: links.filter((l) => l.group === id),
      refused: refused.filter((r) => r.group === id),
    }))
    .filter((g) => g.links.length > 0 || g.refused.length > 0);
  return { sharedReasons, groups };
}
