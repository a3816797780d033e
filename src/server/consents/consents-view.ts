import { CONSENT_BRANDS, NEWSLETTERS } from '~/domain/consents/brands';
import { changedText } from '~/domain/consents/changed-text';
import { CONSENT_SLOTS, sectionOf, slotKey } from '~/domain/consents/consent-slots';
import { slotLabel, valueLabel } from '~/domain/consents/consent-texts';
import type { Consents, MarketingBanView } from '~/domain/consents/consent-views';
import type { ChangeChannel, ConsentValue } from '~/domain/consents/enums';
import { banActiveText } from '~/domain/marketing-ban/ban-rules';
import type { Db } from '../db/client';
import { findMarketingBan } from './ban-store';
import { type StoredConsent, storedConsents } from './consent-store';
import { readTogether } from '../db/read-together';

/** Every slot with its current value and when and where it was last changed. */
function consentsView(rows: readonly StoredConsent[], ban: Date | null): Consents {
  const byKey = new Map(rows.map((r) => [slotKey(r as never), r]));
  return {
    brands: [...CONSENT_BRANDS],
    newsletters: [...NEWSLETTERS],
    consents: CONSENT_SLOTS.map((slot) => {
      const row = byKey.get(slotKey(slot));
      const value = (row?.value ?? 'EMPTY') as ConsentValue;
      const channel = (row?.changeChannel ?? null) as ChangeChannel | null;
      return {
        ...slot,
        value,
        label: slotLabel(slot),
        valueLabel: valueLabel(slot, value),
        section: sectionOf(slot.kind),
        changedAt: row ? row.updatedAt.toISOString() : null,
        changeChannel: channel,
        changedText: row && channel ? changedText(row.updatedAt, channel) : null,
      };
    }),
    marketingBan: banView(ban),
  };
}

export const banView = (since: Date | null): MarketingBanView => ({
  active: since !== null,
  text: since ? banActiveText(since) : null,
});

/** The customer's consents as the pages show them. */
export async function loadConsentsView(db: Db, customerId: string): Promise<Consents> {
  const [rows, ban] = await readTogether(db, [
    () => storedConsents(db, customerId),
    () => findMarketingBan(db, customerId),
  ]);
  return consentsView(rows, ban?.createdAt ?? null);
}
