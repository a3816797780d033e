import { z } from 'zod';

// Customer enumerations of spec §3, spelled as the customer system sends them.

export const customerTypeSchema = z.enum(['PERSON', 'COMPANY', 'COMMUNITY', 'UNKNOWN']);
export type CustomerType = z.infer<typeof customerTypeSchema>;

export const customerKindSchema = z.enum(['REGULAR', 'STUDENT', 'COMPANY', 'UNKNOWN']);
export type CustomerKind = z.infer<typeof customerKindSchema>;

// The channel a change came through; every change made in this portal is audited as WEB.
export const channelSchema = z.enum([
  'WEB',
  'IVR',
  'CS_PHONE',
  'CS_EMAIL',
  'CS_CHAT',
  'OS',
  'UNKNOWN',
]);
export type Channel = z.infer<typeof channelSchema>;

// Mixed case is the upstream spelling; EMPTY means the customer has not answered yet.
export const marketingConsentSchema = z.enum(['OptIn', 'OptOut', 'EMPTY']);
export type MarketingConsent = z.infer<typeof marketingConsentSchema>;

/** Companies and communities order changes through a processing request (spec §6). */
export const isOrganisation = (type: string): boolean => type === 'COMPANY' || type === 'COMMUNITY';
