import { eq, sql } from 'drizzle-orm';
import type { ConsentDifference } from '~/domain/consents/consent-diff';
import { slotKey } from '~/domain/consents/consent-slots';
import type { ChangeChannel, ConsentValue } from '~/domain/consents/enums';
import type { Db } from '../db/client';
import { consentChanges, consents } from '../db/schema/consents';

export type StoredConsent = typeof consents.$inferSelect;

/** The customer's stored consent rows. */
export function storedConsents(db: Db, customerId: string): Promise<StoredConsent[]> {
  return db.select().from(consents).where(eq(consents.customerId, customerId));
}

/** The stored values by slot key (a missing slot reads EMPTY). */
export function valuesBySlot(rows: readonly StoredConsent[]): Map<string, ConsentValue> {
  return new Map(
    rows.map((r) => [
      slotKey({ kind: r.kind as never, channel: r.channel as never, brand: r.brand }),
      r.value as ConsentValue,
    ]),
  );
}

/** Writes each difference as the current value and one history row, with its time and channel. */
export async function storeDifferences(
  tx: Db,
  who: { customerId: string; accountId: string | null; channel: ChangeChannel },
  diffs: readonly ConsentDifference[],
  at: Date,
): Promise<void> {
  if (diffs.length === 0) return;
  const rows = diffs.map((d) => ({ kind: d.kind, channel: d.channel, brand: d.brand }));
  await tx
    .insert(consents)
    .values(
      diffs.map((d, i) => ({
        ...rows[i]!,
        customerId: who.customerId,
        value: d.to,
        updatedAt: at,
        changeChannel: who.channel,
      })),
    )
    .onConflictDoUpdate({
      target: [consents.customerId, consents.kind, consents.channel, consents.brand],
      set: {
        value: sql`excluded.value`,
        updatedAt: sql`excluded.updated_at`,
        changeChannel: sql`excluded.change_channel`,
      },
    });
  await tx.insert(consentChanges).values(
    diffs.map((d, i) => ({
      ...rows[i]!,
      customerId: who.customerId,
      accountId: who.accountId,
      fromValue: d.from,
      toValue: d.to,
      changeChannel: who.channel,
      changedAt: at,
    })),
  );
}
