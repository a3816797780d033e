import { z } from 'zod';
import { yearlyPriceText } from '../reader-count/reader-count-texts';
import { yearlyReaderPrice } from '../reader-count/reader-tiers';
import type { CompanyOffer } from './company-offers';

// What the company order's routes answer (spec §3 Company order: reader count, start date,
// total price, VAT amount and percent).

const priceSchema = z.strictObject({
  readers: z.number().int(),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  vatPercent: z.number().int(),
  grossCents: z.number().int(),
  /** 'yhteensä 995,00 € + alv 10 % 99,50 € / vuosi' (spec §9). */
  text: z.string(),
});

export const companyOrderQuoteSchema = z
  .strictObject({
    slug: z.string(),
    productName: z.string(),
    price: priceSchema,
  })
  .meta({ id: 'CompanyOrderQuote' });
export type CompanyOrderQuote = z.infer<typeof companyOrderQuoteSchema>;

/** The quote of `readers` readers of an offer: the tiers' price, VAT 10 %, integer cents. */
export function companyOrderQuote(offer: CompanyOffer, readers: number): CompanyOrderQuote {
  const price = yearlyReaderPrice(readers);
  return {
    slug: offer.slug,
    productName: offer.productName,
    price: { ...price, text: yearlyPriceText(price) },
  };
}

export const companyOrderResultSchema = z
  .strictObject({
    orderId: z.string(),
    productName: z.string(),
    companyName: z.string(),
    businessId: z.string(),
    vatNumber: z.string(),
    customerNumber: z.string(),
    subscriptionNumber: z.string(),
    invoiceNumber: z.string(),
    /** yyyy-MM-dd: the order starts the day it is placed. */
    startDate: z.string(),
    price: priceSchema,
    /** True when the company existed and the order joined it (its invoicing data matched). */
    existingCompany: z.boolean(),
    /**
     * True when the ordering account is the company's admin: a new company's (or one without
     * admins) becomes so; a company with admins keeps them in charge (decision 0038).
     */
    admin: z.boolean(),
    /**
     * True when the order was placed in a company (b2b) session, which may share the rights at
     * once; a private session logs in as the company first (the thank-you page's invite link).
     */
    companySession: z.boolean(),
  })
  .meta({ id: 'CompanyOrderResult' });
export type CompanyOrderResult = z.infer<typeof companyOrderResultSchema>;
