import { z } from 'zod';
import { channelSchema } from '../customers/enums';
import { consentKindSchema, consentMediumSchema, consentValueSchema } from './consent-schemas';

const consentViewSchema = z.object({
  kind: consentKindSchema,
  channel: consentMediumSchema,
  brand: z.string(),
  value: consentValueSchema,
  /** 'Päivän Sanomat: markkinointi sähköpostilla' */
  label: z.string(),
  /** 'Sallin', 'En salli', 'Ei valintaa' (newsletters: 'Tilaan', 'En tilaa') */
  valueLabel: z.string(),
  section: z.enum(['messages', 'privacy']),
  /** When it was last changed (ISO instant), null if never chosen. */
  changedAt: z.string().nullable(),
  changeChannel: channelSchema.nullable(),
  /** 'Muutettu 23.11.2026 klo 18.05, verkkopalvelussa', null if never chosen. */
  changedText: z.string().nullable(),
});
export type ConsentView = z.infer<typeof consentViewSchema>;

export const marketingBanViewSchema = z
  .object({
    active: z.boolean(),
    /** 'Markkinointikielto on ollut voimassa 23.11.2026 klo 18.05 alkaen.' or null */
    text: z.string().nullable(),
  })
  .meta({ id: 'MarketingBan' });
export type MarketingBanView = z.infer<typeof marketingBanViewSchema>;

export const consentsSchema = z
  .object({
    brands: z.array(z.object({ id: z.string(), name: z.string() })),
    newsletters: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })),
    consents: z.array(consentViewSchema),
    marketingBan: marketingBanViewSchema,
  })
  .meta({ id: 'Consents' });
export type Consents = z.infer<typeof consentsSchema>;

export const consentChangeResultSchema = z
  .object({
    /** How many choices were stored (0: nothing differed, nothing written or e-mailed). */
    stored: z.number().int(),
    consents: consentsSchema,
  })
  .meta({ id: 'ConsentChangeResult' });
export type ConsentChangeResult = z.infer<typeof consentChangeResultSchema>;
