// Kept apart from the zod field builders (fields.ts) so that a screen which only checks an
// address's number does not load zod (docs/performance.md, JavaScript on self-service pages).

/** Spec §9: a subscription number has 7 or 8 digits. */
export const SUBSCRIPTION_NUMBER = /^\d{7,8}$/;

/** For the screens, which check an address's number only to skip a call bound to fail. */
export const isSubscriptionNumber = (value: string | null | undefined): value is string =>
  value != null && SUBSCRIPTION_NUMBER.test(value);
