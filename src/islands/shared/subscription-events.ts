/**
 * Islands on one page do not import each other (DESIGN.md): a modal that changed a subscription
 * says so with this window event, and the details island reloads what it shows.
 */
export const SUBSCRIPTION_CHANGED = 'subscription-changed';

export function announceSubscriptionChange(subscriptionNumber: string): void {
  window.dispatchEvent(new CustomEvent(SUBSCRIPTION_CHANGED, { detail: { subscriptionNumber } }));
}
