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

/**
 * The details page's links, one per allowed action, in the order a subscriber needs them (the
 * labels are the ones the support articles name). Modals open from the address, so every link can
 * be bookmarked or sent. Delivery status belongs to every subscription with a paper delivery.
 * A subscription with digital reading rights links its rights page (sharing starts there; while
 * sharing is refused, the page says why).
 */
export function actionLinks(
  actions: SubscriptionDetails['actions'],
  n: string,
  hasDelivery: boolean,
): ActionLink[] {
  const allowed = new Set(actions.filter((a) => a.allowed).map((a) => a.action));
  const links: ActionLink[] = [];
  if (hasDelivery) {
    links.push({
      label: 'Jakelutilanne',
      href: `/tilaukset/tiedot/jakelutilanne?tilaus=${n}`,
      group: 'delivery',
    });
  }
  if (allowed.has('SUSPEND')) {
    links.push({
      label: 'Keskeytä jakelu',
      href: modal(n, DETAILS_MODALS.suspension),
      group: 'delivery',
    });
  }
  if (allowed.has('ADDRESS_CHANGE')) {
    links.push(
      {
        label: 'Tilapäinen osoitteenmuutos',
        href: modal(n, DETAILS_MODALS.temporaryAddressChange),
        group: 'address',
      },
      {
        label: 'Pysyvä osoitteenmuutos',
        href: modal(n, DETAILS_MODALS.permanentAddressChange),
        group: 'address',
      },
    );
  }
  if (allowed.has('READER_COUNT')) {
    links.push({
      label: 'Muuta lukijamäärää',
      href: modal(n, DETAILS_MODALS.readerCount),
      group: 'reading',
    });
  }
  if (allowed.has('COMPANY_REQUEST')) {
    links.push({
      label: 'Tee käsittelypyyntö',
      href: modal(n, DETAILS_MODALS.companyRequest),
      group: 'changes',
    });
  }
  if (allowed.has('PRODUCT_CHANGE')) {
    links.push({
      label: 'Vaihda tuote',
      href: `/tilaukset/tuotevaihto?tilaus=${n}`,
      group: 'changes',
    });
  }
  if (allowed.has('ADD_ON')) {
    links.push({
      label: 'Tilaa lisätilauksia',
      href: `/tilaukset/lisatilaukset?tilaus=${n}`,
      group: 'changes',
    });
  }
  if (allowed.has('BILLING_PERIOD')) {
    links.push({
      label: 'Vaihda laskutusväli',
      href: modal(n, DETAILS_MODALS.billingPeriod),
      group: 'billing',
    });
  }
  if (allowed.has('PAYMENT_METHOD')) {
    links.push({
      label: 'Vaihda laskutustapa',
      href: `/laskut/laskutustavat/vaihda-laskutustapa?maksutapa=${n}`,
      group: 'billing',
    });
  }
  // A share verdict with a reason, or an allowed one: the subscription has rights to manage.
  if (actions.some((a) => a.action === 'SHARE_READING_RIGHTS' && (a.allowed || a.reason))) {
    links.push({
      label: 'Digilukuoikeudet',
      href: `/tilaukset/tiedot/digilukuoikeudet?tilaus=${n}`,
      group: 'reading',
    });
  }
  if (allowed.has('CANCEL')) {
    links.push({
      label: 'Lopeta tilaus',
      href: `/tilaukset/mieti-viela?tilaus=${n}`,
      group: 'ending',
    });
  }
  return links;
}

/** What a refused action is called beside its reason, and where it sits. */
const REFUSED: Partial<
  Record<SubscriptionDetails['actions'][number]['action'], { label: string; group: ActionGroupId }>
> = {
  SUSPEND: { label: 'Keskeytä jakelu', group: 'delivery' },
  ADDRESS_CHANGE: { label: 'Osoitteenmuutos', group: 'address' },
  READER_COUNT: { label: 'Muuta lukijamäärää', group: 'reading' },
  BILLING_PERIOD: { label: 'Vaihda laskutusväli', group: 'billing' },
  PAYMENT_METHOD: { label: 'Vaihda laskutustapa', group: 'billing' },
  COMPANY_REQUEST: { label: 'Tee käsittelypyyntö', group: 'changes' },
  PRODUCT_CHANGE: { label: 'Vaihda tuote', group: 'changes' },
  ADD_ON: { label: 'Tilaa lisätilauksia', group: 'changes' },
  CANCEL: { label: 'Lopeta tilaus', group: 'ending' },
};

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
    const known = REFUSED[a.action];
    return known && uses.get(a.reason) === 1 ? [{ ...known, reason: a.reason }] : [];
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
