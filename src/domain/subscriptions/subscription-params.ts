import { z } from 'zod';
import { subscriptionNumber } from '../validation/fields';

/**
 * The path parameter of every route under /subscriptions/{subscriptionNumber} (decision 0024):
 * one schema, so a malformed number answers the same 400 validation-failed everywhere.
 */
export const subscriptionNumberParamsSchema = z.strictObject({
  subscriptionNumber: subscriptionNumber('Tilausnumero'),
});
