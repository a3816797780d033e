import { describe, expect, it } from 'vitest';
import { companyOfferBySlug } from '~/domain/company-order/company-offers';
import { companyOrderQuoteQuerySchema } from '~/domain/company-order/order-input';
import { CONTACT_SALES_MESSAGE } from '~/domain/company-order/order-texts';
import { companyOrderQuote } from '~/domain/company-order/order-views';

const offer = companyOfferBySlug('paivan-sanomat-digi-yritys');
const NBSP = '\u00A0';

describe('companyOfferBySlug', () => {
  it('knows the company digital product and nothing else', () => {
    expect(offer).toMatchObject({ productCode: 'PS-DIGI-YRITYS', kind: 'DIGI_READERS' });
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
    expect(companyOrderQuote(offer, readers).price).toMatchObject({
      readers,
      netCents: net,
      vatCents: vat,
      vatPercent: 10,
      grossCents: gross,
    });
  });

  it('shows the total plus VAT amount and percent per year', () => {
    expect(companyOrderQuote(offer, 5).price.text).toBe(
      `yhteensä 995,00${NBSP}€ + alv 10 % 99,50${NBSP}€ / vuosi`,
    );
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
});
