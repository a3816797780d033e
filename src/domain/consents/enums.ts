// Spec §3 Consents and enumerations, zod-free: the islands import the lists; the schemas are
// built from them in consent-schemas.ts.

/**
 * What a consent is about. MARKETING_PERMISSION: marketing the customer has allowed (opt-in) per
 * channel and brand; MARKETING_CUSTOMER: marketing based on the customer relationship (allowed
 * until refused) per channel, for all brands; NEWSLETTER: one newsletter by its id (in `brand`);
 * the rest are single privacy choices. Decision 0028.
 */
export const CONSENT_KINDS = [
  'MARKETING_PERMISSION',
  'MARKETING_CUSTOMER',
  'ACCOUNT_TARGETING',
  'PROFILING',
  'POPULATION_REGISTER_ADDRESS',
  'NEWSLETTER',
] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** The medium a consent covers: a marketing channel, or ANY for the privacy choices. */
export const CONSENT_MEDIA = ['EMAIL', 'SMS', 'ANY'] as const;
export type ConsentMedium = (typeof CONSENT_MEDIA)[number];

/** Spec §3 "Marketing consent". EMPTY: never chosen (also what a missing row reads as). */
export const CONSENT_VALUES = ['OptIn', 'OptOut', 'EMPTY'] as const;
export type ConsentValue = (typeof CONSENT_VALUES)[number];

/** What a customer may choose: a choice once made is never "unmade" back to EMPTY. */
export const CHOOSABLE_VALUES = ['OptIn', 'OptOut'] as const;
export type ChoosableValue = (typeof CHOOSABLE_VALUES)[number];

/** Spec §3 "Channels": where a change was made (the portal writes WEB). */
export type { Channel as ChangeChannel } from '../customers/enums';
