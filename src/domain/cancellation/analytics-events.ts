/**
 * Spec §9 gives cancellation events the numbers 140–154 but not their meaning; this is our
 * mapping (docs/decisions/0014-cancellation-and-retention.md). The islands push
 * { event: 'cancellation', eventId, ... } to window.dataLayer at these steps.
 */
export const CANCELLATION_EVENTS = {
  /** /tilaukset/mieti-viela opened for a main subscription. */
  flowStarted: 140,
  /** /tilaukset/mieti-viela-lisatilaus opened for an add-on. */
  addOnFlowStarted: 141,
  /** Retention offers were shown. */
  offersShown: 142,
  /** A retention offer was accepted (the flow ends here). */
  offerAccepted: 143,
  /** The customer went on cancelling past the offers. */
  offersDeclined: 144,
  /** The summary with the end date (/peruuta-tilaus or /peruuta-lisatilaus) was shown. */
  summaryShown: 145,
  /** The reason survey (/peruutuksen-syy) was shown. */
  reasonShown: 146,
  /** The survey was answered (a reason chosen or text written) when confirming. */
  reasonGiven: 147,
  /** A main subscription was cancelled (logged in). */
  cancelled: 148,
  /** An add-on was cancelled. */
  addOnCancelled: 149,
  /** The cancellation was refused or failed (/peruuttaminen-epaonnistui or the form's error). */
  failed: 150,
  /** The anonymous form (/lopeta-tilaus) was opened. */
  anonymousStarted: 151,
  /** Both numbers matched in the anonymous flow. */
  anonymousIdentified: 152,
  /** A subscription was cancelled without logging in. */
  anonymousCancelled: 153,
  /** A +Kaikki cancellation notice was sent. */
  kaikkiNoticeSent: 154,
} as const;

export type CancellationEventName = keyof typeof CANCELLATION_EVENTS;
