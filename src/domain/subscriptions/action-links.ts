import { DETAILS_MODALS, detailsModalUrl as modal } from './modal-links';
import type { SubscriptionDetails } from './subscription-details';

/** A link the details page offers for an allowed action. */
export interface ActionLink {
  label: string;
  href: string;
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
    links.push({ label: 'Jakelutilanne', href: `/tilaukset/tiedot/jakelutilanne?tilaus=${n}` });
  }
  if (allowed.has('SUSPEND')) {
    links.push({ label: 'Keskeytä jakelu', href: modal(n, DETAILS_MODALS.suspension) });
  }
  if (allowed.has('ADDRESS_CHANGE')) {
    links.push(
      {
        label: 'Tilapäinen osoitteenmuutos',
        href: modal(n, DETAILS_MODALS.temporaryAddressChange),
      },
      { label: 'Pysyvä osoitteenmuutos', href: modal(n, DETAILS_MODALS.permanentAddressChange) },
    );
  }
  if (allowed.has('READER_COUNT')) {
    links.push({ label: 'Muuta lukijamäärää', href: modal(n, DETAILS_MODALS.readerCount) });
  }
  if (allowed.has('COMPANY_REQUEST')) {
    links.push({ label: 'Tee käsittelypyyntö', href: modal(n, DETAILS_MODALS.companyRequest) });
  }
  if (allowed.has('PRODUCT_CHANGE')) {
    links.push({ label: 'Vaihda tuote', href: `/tilaukset/tuotevaihto?tilaus=${n}` });
  }
  if (allowed.has('ADD_ON')) {
    links.push({ label: 'Tilaa lisätilauksia', href: `/tilaukset/lisatilaukset?tilaus=${n}` });
  }
  if (allowed.has('BILLING_PERIOD')) {
    links.push({ label: 'Vaihda laskutusväli', href: modal(n, DETAILS_MODALS.billingPeriod) });
  }
  if (allowed.has('PAYMENT_METHOD')) {
    links.push({
      label: 'Vaihda laskutustapa',
      href: `/laskut/laskutustavat/vaihda-laskutustapa?maksutapa=${n}`,
    });
  }
  // A share verdict with a reason, or an allowed one: the subscription has rights to manage.
  if (actions.some((a) => a.action === 'SHARE_READING_RIGHTS' && (a.allowed || a.reason))) {
    links.push({
      label: 'Digilukuoikeudet',
      href: `/tilaukset/tiedot/digilukuoikeudet?tilaus=${n}`,
    });
  }
  if (allowed.has('CANCEL')) {
    links.push({ label: 'Lopeta tilaus', href: `/tilaukset/mieti-viela?tilaus=${n}` });
  }
  return links;
}
