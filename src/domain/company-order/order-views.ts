import { z } from 'zod';
import { readersText, yearlyPriceText } from '../reader-count/reader-count-texts';
import { yearlyReaderPrice } from '../reader-count/reader-tiers';
import type { CompanyOffer } from './company-offers';
import { copiesText } from './order-texts';
import { yearlyCopyPrice } from './print-copy-tiers';
import type { StartWindow } from './print-start';

// What the company order's routes answer (spec §3 Company order: reader count, amount of
// papers, start date, total price, VAT amount and percent).

export const priceSchema = z.strictObject({
  /** Digital reading rights: how many readers. */
  readers: z.number().int().optional(),
  /** Print: how many copies of each issue. */
  copies: z.number().int().optional(),
  /** '5 lukijaa' or '3 lehteä'. */
  quantityText: z.string(),
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
    /**
     * Print: the first and the last day ('yyyy-MM-dd') the first issue may be chosen from (a
     * day the paper comes out). Null for digital rights, which start on the order day.
     */
    startWindow: z.strictObject({ earliest: z.string(), latest: z.string() }).nullable(),
  })
  .meta({ id: 'CompanyOrderQuote' });
export type CompanyOrderQuote = z.infer<typeof companyOrderQuoteSchema>;
export type CompanyOrderPrice = CompanyOrderQuote['price'];

/** The summary row of how much was ordered: 'Lukijoita' / '5 lukijaa' or 'Lehtiä' / '3 lehteä'. */
export const quantityRow = (price: CompanyOrderPrice): [string, string] => [
  price.readers === undefined ? 'Lehtiä' : 'Lukijoita',
  price.quantityText,
];

/**
 * The year's price of `quantity` readers (digital) or copies (print) of an offer from its tiers,
 * VAT 10 %, integer cents.
 */
export function companyOrderPrice(offer: CompanyOffer, quantity: number): CompanyOrderPrice {
  if (offer.kind === 'PRINT_COPIES') {
    const price = yearlyCopyPrice(quantity);
    return { ...price, quantityText: copiesText(quantity), text: yearlyPriceText(price) };
  }
  const price = yearlyReaderPrice(quantity);
  return { ...price, quantityText: readersText(quantity), text: yearlyPriceText(price) };
}

/** The quote of an offer: its price and, for print, the window of the first issue. */
export function companyOrderQuote(
  offer: CompanyOffer,
  quantity: number,
  startWindow: StartWindow | null,
): CompanyOrderQuote {
  return {
    slug: offer.slug,
    productName: offer.productName,
    price: companyOrderPrice(offer, quantity),
    startWindow,
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
    /** yyyy-MM-dd: digital rights start the day the order is placed, print on the first issue. */
    startDate: z.string(),
    /** Print: where the copies are delivered (the company's address on record). */
    deliveryAddress: z.string().nullable(),
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
