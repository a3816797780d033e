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
export default function DetailsActions({
  actions,
  subscriptionNumber,
}: {
  actions: SubscriptionDetails['actions'];
  subscriptionNumber?: string;
}) {
  // Several actions may share one sentence (e.g. a company's processing request): show it once.
  const reasons = [...new Set(actions.flatMap((a) => (!a.allowed && a.reason ? [a.reason] : [])))];
  const changeLink = productChangeLink(actions, subscriptionNumber);
  const addOn = addOnLink(actions, subscriptionNumber);
  if (reasons.length === 0 && !changeLink && !addOn) return null;
  return (
    <section aria-labelledby="toiminnot">
      <h2 id="toiminnot">Toiminnot</h2>
      {changeLink}
      {addOn}
      <ul>
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </section>
  );
}

/** PRODUCT_CHANGE: the product change pages (/tilaukset/tuotevaihto). */
function productChangeLink(actions: SubscriptionDetails['actions'], n: string | undefined) {
  const allowed = actions.some((a) => a.action === 'PRODUCT_CHANGE' && a.allowed);
  if (!allowed || !n) return null;
  return (
    <p>
      <a href={`/tilaukset/tuotevaihto?tilaus=${n}`}>Vaihda tuote</a>
    </p>
  );
}

/** ADD_ON: the add-on offers and order view (/tilaukset/lisatilaukset). */
function addOnLink(actions: SubscriptionDetails['actions'], n: string | undefined) {
  const allowed = actions.some((a) => a.action === 'ADD_ON' && a.allowed);
  if (!allowed || !n) return null;
  return (
    <p>
      <a href={`/tilaukset/lisatilaukset?tilaus=${n}`}>Tilaa lisätilauksia</a>
    </p>
  );
}
