import type { SubscriptionDetails } from '~/domain/subscriptions/subscription-details';

/**
 * Why changes cannot be made, so the customer learns it before trying (e.g. an overdue invoice
 * blocks cancelling). Allowed actions get no link yet: their pages do not exist, and the portal
 * shows no button that leads nowhere. When an action's issue lands, link it here as follows
 * (`n` = the subscription number):
 * - SUSPEND: ?tilaus=n&modal=tilapainen-jakelunkeskeytys on this page
 * - ADDRESS_CHANGE: ?tilaus=n&modal=tilapainen-osoitteenmuutos on this page
 * - SHARE_READING_RIGHTS: /tilaukset/tiedot/digilukuoikeudet?tilaus=n
 * - ADD_ON: /tilaukset/lisatilaukset?tilaus=n
 * - PRODUCT_CHANGE: /tilaukset/tuotevaihto?tilaus=n
 * - CANCEL: /tilaukset/peruuta-tilaus?tilaus=n
 * - COMPANY_REQUEST: ?tilaus=n&modal=yritystilaus-kasittelypyynto on this page
 */
export default function DetailsActions({ actions }: { actions: SubscriptionDetails['actions'] }) {
  // Several actions may share one sentence (e.g. a company's processing request): show it once.
  const reasons = [...new Set(actions.flatMap((a) => (!a.allowed && a.reason ? [a.reason] : [])))];
  if (reasons.length === 0) return null;
  return (
    <section aria-labelledby="toiminnot">
      <h2 id="toiminnot">Toiminnot</h2>
      <ul>
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </section>
  );
}
