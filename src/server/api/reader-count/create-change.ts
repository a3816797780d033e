import { ERROR_MESSAGES } from '~/domain/errors/error-messages';
import { readerCountRefusal } from '~/domain/reader-count/reader-count-rules';
import type { ReaderCountChangeResult } from '~/domain/reader-count/reader-count-views';
import { yearlyReaderPrice } from '~/domain/reader-count/reader-tiers';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import { lockSubscription } from '../../db/lock-subscription';
import { readerCountChanges } from '../../db/schema/reader-count-changes';
import { queueEmail } from '../../email/outbox';
import { HttpError } from '../../http/http-error';
import { loadReaderCountContext } from '../../reader-count/reader-count-context';
import { readerCountEmail } from './reader-count-email';
import { pendingView } from './reader-count-view';

/**
 * POST /subscriptions/{n}/reader-count/changes (spec §4, §9): stores the change PENDING with the
 * price shown, its audit row and the admin's confirmation e-mail in one transaction. The
 * subscription is locked before the rules are read again, so of two requests at once the second
 * finds the first pending (and the partial unique index refuses a second pending row anyway).
 */
export async function createReaderCountChange(
  { db, clock }: AppDeps,
  auth: AuthContext,
  subscriptionNumber: string,
  readers: number,
): Promise<ReaderCountChangeResult> {
  const today = clock.today();
  const now = clock.now();
  return db.transaction(async (tx) => {
    const first = await loadReaderCountContext(tx, auth, subscriptionNumber, today);
    await lockSubscription(tx, first.own.sub.id);
    const ctx = await loadReaderCountContext(tx, auth, subscriptionNumber, today);
    const refusal = readerCountRefusal(
      {
        currentReaders: ctx.readerCount,
        sharedRights: ctx.sharedRights,
        changePending: ctx.pending !== null,
      },
      readers,
    );
    if (refusal === 'reader-count-change-pending') throw new HttpError(409, refusal);
    if (refusal)
      throw new HttpError(409, refusal, { fields: { readers: ERROR_MESSAGES[refusal] } });
    const { sub, product } = ctx.own;
    const price = yearlyReaderPrice(readers);
    const [row] = await tx
      .insert(readerCountChanges)
      .values({
        subscriptionId: sub.id,
        accountId: auth.accountId,
        fromReaders: ctx.readerCount,
        toReaders: readers,
        netCents: price.netCents,
        vatCents: price.vatCents,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('The reader-count change was not stored');
    const pending = pendingView(row);
    await audit(tx, {
      accountId: auth.accountId,
      customerId: sub.customerId,
      action: 'READER_COUNT_CHANGE_REQUESTED',
      entity: 'reader_count_change',
      entityId: row.id,
      details: {
        subscriptionNumber: sub.subscriptionNumber,
        readers: { from: ctx.readerCount, to: readers },
        netCents: price.netCents,
        vatCents: price.vatCents,
      },
      at: now,
    });
    await queueEmail(
      tx,
      readerCountEmail({
        to: auth.username,
        productName: product.name,
        subscriptionNumber: sub.subscriptionNumber,
        fromReaders: ctx.readerCount,
        toReaders: readers,
        priceText: pending.price.text,
      }),
      now,
    );
    return { pending };
  });
}
