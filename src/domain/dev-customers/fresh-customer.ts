import { z } from 'zod';

/**
 * What a browser test asks the development factory for: a customer of its own, so that specs
 * do not share (and change) the demo customers and may run in any order.
 */
export const freshCustomerRequestSchema = z.strictObject({
  /** The subscriptions to create, each a copy of a demo subscription's kind. */
  subscriptions: z
    .array(
      z.enum([
        /** Like Maija's 2000008: a running weekend paper (PS-VKL) on e-mail invoice. */
        'WEEKEND_PAPER',
      ]),
    )
    .min(1)
    .max(5),
});
export type FreshCustomerRequest = z.infer<typeof freshCustomerRequestSchema>;

export const freshCustomerSchema = z.object({
  /** The login of the new account; its password is the demo password. */
  username: z.string(),
  customerNumber: z.string(),
  /** The new subscriptions' numbers, in the order asked. */
  subscriptionNumbers: z.array(z.string()),
});
export type FreshCustomer = z.infer<typeof freshCustomerSchema>;
