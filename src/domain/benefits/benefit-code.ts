import { z } from 'zod';

// How a benefit is used: a code to type at the partner's shop, a link to the partner's page, or
// both. Kept out of the public pages: only an eligible session gets them (GET /benefits/{id}).

export const benefitRedemptionSchema = z
  .strictObject({
    code: z.string().min(3).max(40).optional(),
    link: z.url({ protocol: /^https$/ }).optional(),
    /** How to use it, one sentence, e.g. "Kirjoita koodi maksuvaiheessa kohtaan Alennuskoodi." */
    instructions: z.string().min(10).max(200),
  })
  .refine((r) => r.code !== undefined || r.link !== undefined, 'A benefit needs a code or a link')
  .meta({ id: 'BenefitRedemption' });
export type BenefitRedemption = z.infer<typeof benefitRedemptionSchema>;

/** The file of redemptions: benefit id ('category/benefit') → how to use it. */
export const benefitRedemptionsSchema = z.record(
  z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/),
  benefitRedemptionSchema,
);

export const benefitParamsSchema = z.object({
  category: z.string().regex(/^[a-z0-9-]{1,60}$/, 'Tuntematon etu.'),
  benefit: z.string().regex(/^[a-z0-9-]{1,60}$/, 'Tuntematon etu.'),
});
