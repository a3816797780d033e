import { z } from 'zod';

export const READERS_REQUIRED_MESSAGE = 'Anna lukijoiden määrä kokonaislukuna.';
export const READERS_MIN_MESSAGE = 'Lukijoita on oltava vähintään 1.';

/**
 * The reader count asked for: a whole number from 1. The upper limit (50) and the shared rights
 * are rules with their own messages (reader-count-rules.ts), so "51" is refused as "contact
 * sales", not as a malformed number.
 */
const readersSchema = z
  .number({ error: READERS_REQUIRED_MESSAGE })
  .int({ error: READERS_REQUIRED_MESSAGE })
  .min(1, { error: READERS_MIN_MESSAGE })
  .max(100000, { error: READERS_REQUIRED_MESSAGE });

/** POST /subscriptions/{subscriptionNumber}/reader-count/changes and …/preview. */
export const readerCountChangeInputSchema = z
  .strictObject({ readers: readersSchema })
  .meta({ id: 'ReaderCountChangeInput' });
export type ReaderCountChangeInput = z.infer<typeof readerCountChangeInputSchema>;
