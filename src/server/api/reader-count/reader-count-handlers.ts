import { ERROR_MESSAGES } from '~/domain/errors/error-messages';
import { unusedPeriodCredit } from '~/domain/reader-count/reader-credit';
import { allowedReaderRange, readerCountRefusal } from '~/domain/reader-count/reader-count-rules';
import type {
  ReaderCountOverview,
  ReaderCountPreview,
} from '~/domain/reader-count/reader-count-views';
import {
  MAX_SELF_SERVICE_READERS,
  READER_TIERS,
  yearlyReaderPrice,
} from '~/domain/reader-count/reader-tiers';
import type { AppDeps, AuthContext } from '../../app-context';
import { loadReaderCountContext } from '../../reader-count/reader-count-context';
import { pendingView, withText } from './reader-count-view';

/** GET /subscriptions/{n}/reader-count. */
export async function readerCountOverview(
  { db, clock }: AppDeps,
  auth: AuthContext,
  subscriptionNumber: string,
): Promise<ReaderCountOverview> {
  const ctx = await loadReaderCountContext(db, auth, subscriptionNumber, clock.today());
  return {
    subscriptionNumber,
    currentReaders: ctx.readerCount,
    sharedRights: ctx.sharedRights,
    ...allowedReaderRange(ctx),
    tiers: READER_TIERS.map((t) => ({ ...t })),
    pending: ctx.pending ? pendingView(ctx.pending) : null,
  };
}

/** POST /subscriptions/{n}/reader-count/preview { readers }: nothing is stored. */
export async function readerCountPreview(
  { db, clock }: AppDeps,
  auth: AuthContext,
  subscriptionNumber: string,
  readers: number,
): Promise<ReaderCountPreview> {
  const today = clock.today();
  const ctx = await loadReaderCountContext(db, auth, subscriptionNumber, today);
  const refusal = readerCountRefusal(
    {
      currentReaders: ctx.readerCount,
      sharedRights: ctx.sharedRights,
      changePending: !!ctx.pending,
    },
    readers,
  );
  const credit = unusedPeriodCredit(ctx.own.sub, today);
  return {
    readers,
    price: readers <= MAX_SELF_SERVICE_READERS ? withText(yearlyReaderPrice(readers)) : null,
    ...credit,
    refusal: refusal ? { errorKey: refusal, message: ERROR_MESSAGES[refusal] } : null,
  };
}
