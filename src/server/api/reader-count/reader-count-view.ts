import {
  READER_COUNT_PENDING_NOTICE,
  yearlyPriceText,
} from '~/domain/reader-count/reader-count-texts';
import type { ReaderCountOverview } from '~/domain/reader-count/reader-count-views';
import { READING_RIGHT_VAT_PERCENT, type ReaderPrice } from '~/domain/reader-count/reader-tiers';
import type { ReaderCountChangeRow } from '../../reader-count/reader-count-context';

/** A price with its text: "yhteensä X € + alv 10 % Y € / vuosi". */
export const withText = (price: ReaderPrice) => ({ ...price, text: yearlyPriceText(price) });

/** A stored pending change as the modal shows it. */
export function pendingView(
  row: ReaderCountChangeRow,
): NonNullable<ReaderCountOverview['pending']> {
  return {
    fromReaders: row.fromReaders,
    toReaders: row.toReaders,
    requestedAt: row.createdAt.toISOString(),
    price: withText({
      readers: row.toReaders,
      netCents: row.netCents,
      vatCents: row.vatCents,
      vatPercent: READING_RIGHT_VAT_PERCENT,
      grossCents: row.netCents + row.vatCents,
    }),
    notice: READER_COUNT_PENDING_NOTICE,
  };
}
