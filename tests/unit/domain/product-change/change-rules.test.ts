import { describe, expect, it } from 'vitest';
import {
  type CatalogueProduct,
  changeDirection,
  changeTargets,
  requiredAction,
} from '~/domain/product-change/change-targets';
import { priceDifferenceText, termsText } from '~/domain/product-change/change-texts';
import { monthlyCents } from '~/domain/product-change/list-prices';
import { productChangeInputSchema } from '~/domain/product-change/product-change-input';
import { earliestStart, startOptions } from '~/domain/product-change/start-options';

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
function createProduct(overrides: Partial<CatalogueProduct> = {}): CatalogueProduct {
  return {
    code: 'PS-7PV',
    name: 'Päivän Sanomat 7 pv',
    familyId: 'paivan-sanomat',
    productGroup: 'NEWSPAPER',
    productFormat: 'PAPER_AND_DIGI',
    isModule: false,
    publicationDays: EVERY_DAY,
    ...overrides,
  };
}

const current = createProduct();
const catalogue = [
  current,
  createProduct({ code: 'PS-DIGI', productFormat: 'DIGI' }),
  createProduct({ code: 'PS-VKL', productFormat: 'PAPER', publicationDays: [5, 6, 7] }),
  createProduct({ code: 'PS-DIGI-YRITYS', productFormat: 'DIGI' }),
  createProduct({ code: 'PS-SUDOKU', isModule: true }),
  createProduct({ code: 'KP-PAPERI', familyId: 'koti-ja-puutarha' }),
  createProduct({ code: 'PS-UNPRICED' }),
];

describe('changeTargets', () => {
  it('offers the same family only, never itself, modules or unpriced products', () => {
    const codes = changeTargets(current, catalogue, { isCompany: false }).map((p) => p.code);
    expect(codes).toEqual(['PS-DIGI', 'PS-VKL']);
  });
  it('offers company products to companies only', () => {
    const codes = changeTargets(current, catalogue, { isCompany: true }).map((p) => p.code);
    expect(codes).toContain('PS-DIGI-YRITYS');
  });
});

describe('prices', () => {
  it('compares monthly prices; the same price follows the downgrade rules', () => {
    expect(changeDirection(2490, 3990)).toBe('UPGRADE');
    expect(changeDirection(3990, 1990)).toBe('DOWNGRADE');
    expect(changeDirection(1990, 1990)).toBe('DOWNGRADE');
  });
  it('turns yearly and weekly prices into monthly ones', () => {
    expect(monthlyCents(3990, 1, 'MONTHS')).toBe(3990);
    expect(monthlyCents(47880, 1, 'YEARS')).toBe(3990);
    expect(monthlyCents(11970, 3, 'MONTHS')).toBe(3990);
    expect(monthlyCents(1200, 4, 'WEEKS')).toBe(1300);
  });
  it('says the difference in plain Finnish', () => {
    expect(priceDifferenceText(2490, 3990)).toBe('15,00\u00A0€ / kk kalliimpi');
    expect(priceDifferenceText(3990, 1990)).toBe('20,00\u00A0€ / kk edullisempi');
    expect(priceDifferenceText(1990, 1990)).toBe('Sama hinta kuin nyt');
  });
});

describe('termsText', () => {
  it('has no cancellation right for digital content, 14 days for papers and magazines', () => {
    expect(termsText('DIGI')).toContain('digitaalisella sisällöllä ei ole peruutusoikeutta');
    expect(termsText('PAPER')).toContain('14 päivän peruutusoikeus');
    expect(termsText('PAPER_AND_DIGI')).toContain('14 päivän peruutusoikeus');
  });
});

describe('start options', () => {
  // 2026-11-21 is a Saturday.
  it('starts the day after tomorrow, or on the next publication day after it', () => {
    expect(earliestStart('2026-11-21', EVERY_DAY)).toBe('2026-11-23');
    expect(earliestStart('2026-11-21', [5, 6, 7])).toBe('2026-11-27');
    expect(earliestStart('2026-11-21', [])).toBe('2026-11-23');
  });
  it('lets a downgrade start now or after the period, showing the period end', () => {
    const options = startOptions('DOWNGRADE', '2026-11-21', '2026-12-11', EVERY_DAY);
    expect(options.map((o) => [o.start, o.effectiveDate])).toEqual([
      ['NOW', '2026-11-23'],
      ['PERIOD_END', '2026-12-12'],
    ]);
    expect(options[1]?.label).toContain('11.12.2026');
  });
  it('offers only the period end when "now" would not come sooner', () => {
    const options = startOptions('DOWNGRADE', '2026-11-21', '2026-11-22', EVERY_DAY);
    expect(options.map((o) => o.start)).toEqual(['PERIOD_END']);
  });
  it('gives an upgrade no choice: customer service processes it in 1–3 working days', () => {
    expect(startOptions('UPGRADE', '2026-11-21', '2026-12-11', EVERY_DAY)).toEqual([
      { start: 'NOW', effectiveDate: null, label: expect.stringContaining('1–3 arkipäivän') },
    ]);
  });
});

describe('requiredAction', () => {
  it('asks a paper-invoice payer to change the payment method before a digital-only product', () => {
    expect(requiredAction('PAPER_INVOICE', { productFormat: 'DIGI' })).toBe('PAYMENT_METHOD');
    expect(requiredAction('PAPER_INVOICE', { productFormat: 'PAPER' })).toBeNull();
    expect(requiredAction('CREDIT_CARD', { productFormat: 'DIGI' })).toBeNull();
  });
});

describe('productChangeInputSchema', () => {
  const valid = {
    productCode: 'PS-DIGI',
    start: 'NOW',
    acceptTerms: true,
  };
  it('accepts a complete choice', () => {
    expect(productChangeInputSchema.safeParse(valid).success).toBe(true);
  });
  it('requires a product and accepted terms, in Finnish', () => {
    const result = productChangeInputSchema.safeParse({
      ...valid,
      productCode: ' ',
      acceptTerms: false,
    });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['productCode', 'Valitse uusi tuote.'],
      ['acceptTerms', 'Hyväksy tilausehdot vahvistaaksesi tuotteen vaihdon.'],
    ]);
  });
  it('rejects unknown fields and starts', () => {
    expect(productChangeInputSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
    expect(productChangeInputSchema.safeParse({ ...valid, start: 'LATER' }).success).toBe(false);
  });
});
