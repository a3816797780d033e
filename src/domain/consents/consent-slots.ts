import { CONSENT_BRANDS, NEWSLETTERS } from './brands';
import type { ConsentKind, ConsentMedium } from './enums';

/** One place a consent value is kept: what it is about, the medium and the brand (or ''). */
export interface ConsentSlot {
  kind: ConsentKind;
  channel: ConsentMedium;
  brand: string;
}

/** Which settings page shows a kind. */
export type ConsentSection = 'messages' | 'privacy';

export const MARKETING_KINDS: readonly ConsentKind[] = [
  'MARKETING_PERMISSION',
  'MARKETING_CUSTOMER',
];

export const sectionOf = (kind: ConsentKind): ConsentSection =>
  kind === 'MARKETING_PERMISSION' || kind === 'MARKETING_CUSTOMER' || kind === 'NEWSLETTER'
    ? 'messages'
    : 'privacy';

const MARKETING_MEDIA: readonly ConsentMedium[] = ['EMAIL', 'SMS'];

/**
 * Every slot a customer has, in the order the pages show them: permission-based marketing per
 * brand and channel, customer-based marketing per channel (all brands), newsletters, then the
 * privacy choices.
 */
export const CONSENT_SLOTS: readonly ConsentSlot[] = [
  ...CONSENT_BRANDS.flatMap((b) =>
    MARKETING_MEDIA.map((channel) => ({
      kind: 'MARKETING_PERMISSION' as const,
      channel,
      brand: b.id,
    })),
  ),
  ...MARKETING_MEDIA.map((channel) => ({
    kind: 'MARKETING_CUSTOMER' as const,
    channel,
    brand: '',
  })),
  ...NEWSLETTERS.map((n) => ({
    kind: 'NEWSLETTER' as const,
    channel: 'EMAIL' as const,
    brand: n.id,
  })),
  { kind: 'ACCOUNT_TARGETING', channel: 'ANY', brand: '' },
  { kind: 'PROFILING', channel: 'ANY', brand: '' },
  { kind: 'POPULATION_REGISTER_ADDRESS', channel: 'ANY', brand: '' },
];

/** A slot's key, e.g. 'MARKETING_PERMISSION/EMAIL/paivan-sanomat': unique per customer. */
export const slotKey = (s: ConsentSlot): string => `${s.kind}/${s.channel}/${s.brand}`;

const KNOWN = new Set(CONSENT_SLOTS.map(slotKey));

export const isKnownSlot = (s: ConsentSlot): boolean => KNOWN.has(slotKey(s));

/** The marketing slots a marketing ban sets to OptOut (newsletters and privacy choices stay). */
export const MARKETING_SLOTS: readonly ConsentSlot[] = CONSENT_SLOTS.filter((s) =>
  MARKETING_KINDS.includes(s.kind),
);
