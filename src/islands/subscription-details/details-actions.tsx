import { actionLinks } from '~/domain/subscriptions/action-links';
import type { SubscriptionDetails } from '~/domain/subscriptions/subscription-details';

/**
 * What the subscriber can do with the subscription (links from src/domain/subscriptions/
 * action-links.ts), and why the rest cannot be done, so the customer learns it before trying
 * (e.g. an overdue invoice blocks cancelling).
 */
export default function DetailsActions({ details: d }: { details: SubscriptionDetails }) {
  // Several actions may share one sentence (e.g. a company's processing request): show it once.
  const reasons = [
    ...new Set(d.actions.flatMap((a) => (!a.allowed && a.reason ? [a.reason] : []))),
  ];
  const hasDelivery = d.productFormat !== 'DIGI' && d.displayState !== 'ENDED_IN_PAST';
  const links = actionLinks(d.actions, d.subscriptionNumber, hasDelivery);
  if (reasons.length === 0 && links.length === 0) return null;
  return (
    <section aria-labelledby="toiminnot">
      <h2 id="toiminnot">Toiminnot</h2>
      {links.length > 0 && (
        <ul className="action-links">
          {links.map((l) => (
            <li key={l.href}>
              <a href={l.href}>{l.label}</a>
            </li>
          ))}
        </ul>
      )}
      {reasons.length > 0 && (
        <ul>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
