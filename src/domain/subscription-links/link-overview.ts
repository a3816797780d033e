import { z } from 'zod';
import { hasEnded } from '../subscriptions/listing';
import type { SubscriptionStatus } from '../subscriptions/enums';

/**
 * What step 2 shows before the customer confirms. Sent only after both the customer number and
 * the zip code matched, so the address is no news to the asker: it is on their own invoice.
 */
export const linkOverviewSchema = z
  .object({
    customerNumber: z.string(),
    customerName: z.string(),
    address: z.object({
      streetAddress: z.string(),
      zipCode: z.string(),
      postOffice: z.string(),
    }),
    subscriptions: z.array(
      z.object({
        subscriptionNumber: z.string(),
        productName: z.string(),
        statusLabel: z.string(),
      }),
    ),
  })
  .meta({ id: 'LinkOverview' });
export type LinkOverview = z.infer<typeof linkOverviewSchema>;

/** The answer of a successful link (201, or 200 when the same account repeats it). */
export const linkResultSchema = z
  .object({
    linkedCustomerNumber: z.string(),
    subscriptionNumbers: z.array(z.string()),
  })
  .meta({ id: 'LinkResult' });
export type LinkResult = z.infer<typeof linkResultSchema>;

/**
 * Subscriptions worth linking: those still running (active, pending, suspended, or cancelled
 * but running to the end of the period). A customer whose subscriptions have all ended has
 * nothing to link (no-offline-subscriptions).
 */
export function isLinkable(
  sub: { status: SubscriptionStatus; endDate: string | null },
  today: string,
): boolean {
  return sub.status !== 'UNKNOWN' && !hasEnded(sub, today);
}
