import { describe, expect, it } from 'vitest';
import { companyOfferBySlug } from '~/domain/company-order/company-offers';
import { companyOrderQuoteQuerySchema } from '~/domain/company-order/order-input';
import {
  CONTACT_SALES_MESSAGE,
  COPIES_CONTACT_SALES_MESSAGE,
} from '~/domain/company-order/order-texts';
import { companyOrderQuote, quantityRow } from '~/domain/company-order/order-views';

const offer = companyOfferBySlug('paivan-sanomat-digi-yritys');
const printOffer = companyOfferBySlug('paivan-sanomat-7-pv-yritys');
const NBSP = '\u00A0';

describe('companyOfferBySlug', () => {
  it('knows the company digital and print products and nothing else', () => {
    expect(offer).toMatchObject({ productCode: 'PS-DIGI-YRITYS', kind: 'DIGI_READERS' });
    expect(printOffer).toMatchObject({ productCode: 'PS-7PV-YRITYS', kind: 'PRINT_COPIES' });
    expect(companyOfferBySlug('joulu-2026')).toBeNull();
    expect(companyOfferBySlug('paivan-sanomat-digi')).toBeNull();
  });
});

describe('companyOrderQuote', () => {
  if (!offer) throw new Error('offer missing');
  it.each([
    // readers, net, VAT 10 %, total: readers 1-5 at 199 €, 6-10 at 179 €, 11-25 at 159 €, 26-50 at 139 €
    [1, 19900, 1990, 21890],
    [5, 99500, 9950, 109450],
    [7, 135300, 13530, 148830],
    [50, 775000, 77500, 852500],
  ])('prices %i readers from the tiers in integer cents', (readers, net, vat, gross) => {
    expect(companyOrderQuote(offer, readers, null).price).toMatchObject({
      readers,
      netCents: net,
      vatCents: vat,
      vatPercent: 10,
      grossCents: gross,
    });
  });

  it('shows the total plus VAT amount and percent per year', () => {
    expect(companyOrderQuote(offer, 5, null).price).toMatchObject({
      quantityText: '5 lukijaa',
      text: `yhteensä 995,00${NBSP}€ + alv 10 % 99,50${NBSP}€ / vuosi`,
    });
  });
});

describe('companyOrderQuote of print copies', () => {
  if (!printOffer) throw new Error('print offer missing');
  const window = { earliest: '2026-11-28', latest: '2027-02-19' };
  it.each([
    // copies, net, VAT 10 %, total: copies 1-4 at 449 €, 5-9 at 419 €, 10-20 at 389 €
    [1, 44900, 4490, 49390],
    [4, 179600, 17960, 197560],
    [5, 221500, 22150, 243650],
    [12, 505800, 50580, 556380],
    [20, 817000, 81700, 898700],
  ])('prices %i copies from the graduated tiers', (copies, net, vat, gross) => {
    expect(companyOrderQuote(printOffer, copies, window).price).toMatchObject({
      copies,
      netCents: net,
      vatCents: vat,
      vatPercent: 10,
      grossCents: gross,
    });
  });

  it('names the copies and passes the window of the first issue', () => {
    const quote = companyOrderQuote(printOffer, 1, window);
    expect(quote.price.quantityText).toBe('1 lehti');
    expect(companyOrderQuote(printOffer, 3, window).price.quantityText).toBe('3 lehteä');
    expect(quote.startWindow).toEqual(window);
    expect(quote.price.readers).toBeUndefined();
  });

  it('has no price for 21 copies or none', () => {
    expect(() => companyOrderQuote(printOffer, 21, window)).toThrow(RangeError);
    expect(() => companyOrderQuote(printOffer, 0, window)).toThrow(RangeError);
  });
});

describe('companyOrderQuoteQuerySchema', () => {
  const parse = (query: Record<string, string>) => companyOrderQuoteQuerySchema.safeParse(query);
  it('reads the query strings as a whole number of readers', () => {
    expect(parse({ slug: 'paivan-sanomat-digi-yritys', readers: '5' }).data).toEqual({
      slug: 'paivan-sanomat-digi-yritys',
      readers: 5,
    });
  });
  it('says to contact sales above 50 readers', () => {
    expect(parse({ slug: 'x', readers: '51' }).error?.issues[0]?.message).toBe(
      CONTACT_SALES_MESSAGE,
    );
  });
  it.each(['0', '2.5', 'viisi', ''])('refuses %j readers', (readers) => {
    expect(parse({ slug: 'x', readers }).success).toBe(false);
  });
  it('asks the print offer for copies, up to 20, and not for readers', () => {
    const slug = 'paivan-sanomat-7-pv-yritys';
    expect(parse({ slug, copies: '3' }).data).toEqual({ slug, copies: 3 });
    expect(parse({ slug, copies: '21' }).error?.issues[0]?.message).toBe(
      COPIES_CONTACT_SALES_MESSAGE,
    );
    expect(parse({ slug, readers: '3' }).error?.issues.map((i) => i.path.join('.'))).toEqual([
      'readers',
      'copies',
    ]);
    expect(parse({ slug: 'paivan-sanomat-digi-yritys', copies: '3' }).success).toBe(false);
  });
});

describe('quantityRow', () => {
  it('names readers for digital rights and papers for print copies', () => {
    if (!offer || !printOffer) throw new Error('the demo offers exist');
    expect(quantityRow(companyOrderQuote(offer, 5, null).price)).toEqual([
      'Lukijoita',
      '5 lukijaa',
    ]);
    const print = companyOrderQuote(printOffer, 3, null).price;
    expect(quantityRow(print)).toEqual(['Lehtiä', '3 lehteä']);
  });
});
