import { z } from 'zod';

const priceSchema = z
  .object({
    readers: z.number().int(),
    netCents: z.number().int(),
    vatCents: z.number().int(),
    vatPercent: z.number().int(),
    grossCents: z.number().int(),
    /** "yhteensä X € + alv 10 % Y € / vuosi". */
    text: z.string(),
  })
  .meta({ id: 'ReaderPrice' });

const pendingChangeSchema = z
  .object({
    fromReaders: z.number().int(),
    toReaders: z.number().int(),
    requestedAt: z.string(),
    price: priceSchema,
    notice: z.string(),
  })
  .meta({ id: 'ReaderCountPendingChange' });

/** GET /subscriptions/{n}/reader-count. */
export const readerCountOverviewSchema = z
  .object({
    subscriptionNumber: z.string(),
    currentReaders: z.number().int(),
    sharedRights: z.number().int(),
    min: z.number().int(),
    max: z.number().int(),
    tiers: z.array(
      z.object({
        from: z.number().int(),
        to: z.number().int(),
        yearlyCentsPerReader: z.number().int(),
      }),
    ),
    pending: pendingChangeSchema.nullable(),
  })
  .meta({ id: 'ReaderCountOverview' });
export type ReaderCountOverview = z.infer<typeof readerCountOverviewSchema>;

/** POST /subscriptions/{n}/reader-count/preview. */
export const readerCountPreviewSchema = z
  .object({
    readers: z.number().int(),
    /** Null above the self-service maximum: no list price, contact sales. */
    price: priceSchema.nullable(),
    /** The unused part of the current period credited when the change is applied. */
    creditCents: z.number().int(),
    daysLeft: z.number().int(),
    daysInPeriod: z.number().int(),
    /** Why this count cannot be ordered, or null. */
    refusal: z.object({ errorKey: z.string(), message: z.string() }).nullable(),
  })
  .meta({ id: 'ReaderCountPreview' });
export type ReaderCountPreview = z.infer<typeof readerCountPreviewSchema>;

/** POST /subscriptions/{n}/reader-count/changes. */
export const readerCountChangeResultSchema = z
  .object({ pending: pendingChangeSchema })
  .meta({ id: 'ReaderCountChangeResult' });
export type ReaderCountChangeResult = z.infer<typeof readerCountChangeResultSchema>;
