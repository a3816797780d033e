import {
  addressIcon,
  billingIcon,
  cancelIcon,
  changesIcon,
  deliveryIcon,
  readingIcon,
} from '~/components/icons/icons';
import { type ActionGroupId, actionGroups } from '~/domain/subscriptions/action-links';
import type { SubscriptionDetails } from '~/domain/subscriptions/subscription-details';
import { ActionButtons } from '../shared/action-buttons';

const GROUP_ICONS: Record<ActionGroupId, string> = {
  delivery: deliveryIcon,
  address: addressIcon,
  reading: readingIcon,
  billing: billingIcon,
  changes: changesIcon,
  ending: cancelIcon,
};

/**
 * What the subscriber can do with the subscription, in groups of buttons (src/domain/
 * subscriptions/action-links.ts), and why the rest cannot be done, so the customer learns it
 * before trying (e.g. an overdue invoice blocks cancelling).
 */
export default function DetailsActions({ details: d }: { details: SubscriptionDetails }) {
  const hasDelivery = d.productFormat !== 'DIGI' && d.displayState !== 'ENDED_IN_PAST';
  const { sharedReasons, groups } = actionGroups(d.actions, d.subscriptionNumber, hasDelivery);
  if (sharedReasons.length === 0 && groups.length === 0) return null;
  return (
    <section aria-labelledby="toiminnot">
      <h2 id="toiminnot">Toiminnot</h2>
      {sharedReasons.map((reason) => (
        <p key={reason} className="notice">
          {reason}
        </p>
      ))}
      <div className="action-groups">
        {groups.map((g) => (
          <ActionButtons
            key={g.id}
            title={g.title}
            icon={GROUP_ICONS[g.id]}
            actions={[
              ...g.links,
              ...g.refused.map((r) => ({ label: r.label, refusedBecause: r.reason })),
            ]}
          />
        ))}
      </div>
    </section>
  );
}
