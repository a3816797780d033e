import { z } from 'zod';
import { productFormatSchema } from '../subscriptions/enums';
import { productChangeStartSchema } from './product-change-input';

const startOptionSchema = z.object({
  start: productChangeStartSchema,
  effectiveDate: z.string().nullable(),
  label: z.string(),
});

const productChangeOptionSchema = z.object({
  productCode: z.string(),
  name: z.string(),
  productFormat: productFormatSchema,
  monthlyCents: z.number().int(),
  priceLabel: z.string(),
  differenceText: z.string(),
  direction: z.enum(['UPGRADE', 'DOWNGRADE']),
  startOptions: z.array(startOptionSchema),
  termsText: z.string(),
  /** PAYMENT_METHOD: the customer must change the payment method before this change. */
  requiredAction: z.enum(['PAYMENT_METHOD']).nullable(),
});
export type ProductChangeOption = z.infer<typeof productChangeOptionSchema>;

/** GET /subscriptions/{n}/product-change/options: the current product and what it may change to. */
export const productChangeOptionsSchema = z
  .object({
    subscriptionNumber: z.string(),
    current: z.object({
      productCode: z.string(),
      name: z.string(),
      productFormat: productFormatSchema,
      priceLabel: z.string(),
      periodEndDate: z.string(),
    }),
    options: z.array(productChangeOptionSchema),
  })
  .meta({ id: 'ProductChangeOptions' });
export type ProductChangeOptions = z.infer<typeof productChangeOptionsSchema>;

/** POST /subscriptions/{n}/product-change answers with the recorded request. */
export const productChangeResultSchema = z
  .object({
    subscriptionNumber: z.string(),
    productCode: z.string(),
    productName: z.string(),
    start: productChangeStartSchema,
    effectiveDate: z.string().nullable(),
    status: z.enum(['PENDING', 'DONE', 'CANCELLED']),
  })
  .meta({ id: 'ProductChangeResult' });
export type ProductChangeResult = z.infer<typeof productChangeResultSchema>;
