import { describe, expect, it } from 'vitest';
import {
  DEDUCTIBLE_DAYS,
  pricePerDayCents,
  suspensionBreakdown,
  suspensionLengthDays,
} from '~/domain/suspensions/breakdown';
import { digiDayPriceCents, familyDigitalProduct } from '~/domain/suspensions/digital-price';
import { breakdownRows } from '~/domain/suspensions/labels';

// Päivän Sanomat 7 pv at 39,90 € / kk and its digital product at 19,90 € / kk.
const DAY = 131;
const DIGI_DAY = 65;

const breakdown = (
  startDate: string,
  endDate: string,
  digitalPart: 'KEEP' | 'SUSPEND' | null = 'SUSPEND',
) =>
  suspensionBreakdown({
    startDate,
    endDate,
    digitalPart,
    dayPriceCents: DAY,
    digiDayPriceCents: DIGI_DAY,
  });

describe('suspensionLengthDays', () => {
  it('counts calendar days with both ends included', () => {
    expect(suspensionLengthDays('2026-12-01', '2026-12-20')).toBe(20);
    expect(suspensionLengthDays('2026-12-01', '2026-12-01')).toBe(1);
  });

  it('counts across month and year ends and leap days', () => {
    expect(suspensionLengthDays('2026-11-25', '2026-12-14')).toBe(20);
    expect(suspensionLengthDays('2026-12-20', '2027-01-08')).toBe(20);
    expect(suspensionLengthDays('2027-02-20', '2027-03-11')).toBe(20);
    expect(suspensionLengthDays('2028-02-20', '2028-03-10')).toBe(20);
  });

  it('counts a day as a day across the DST changes (a 23- or 25-hour day is still one)', () => {
    // Summer time starts on 28.3.2027 and ends on 25.10.2026 in Helsinki.
    expect(suspensionLengthDays('2027-03-20', '2027-04-08')).toBe(20);
    expect(suspensionLengthDays('2026-10-16', '2026-11-04')).toBe(20);
    expect(suspensionLengthDays('2027-03-28', '2027-03-29')).toBe(2);
    expect(suspensionLengthDays('2026-10-25', '2026-10-26')).toBe(2);
  });
});

describe('suspensionBreakdown', () => {
  it('credits 13 days of a 20-day suspension (spec §9)', () => {
    const b = breakdown('2026-12-01', '2026-12-20');
    expect(DEDUCTIBLE_DAYS).toBe(7);
    expect(b).toEqual({
      lengthDays: 20,
      deductibleDays: 7,
      creditedDays: 13,
      dayPriceCents: DAY,
      digiPricePerDayCents: 0,
      digiChargeCents: 0,
      totalCreditedCents: 13 * DAY,
      extensionDays: 13,
    });
  });

  it('credits nothing for exactly 7 days, and the whole length is the deductible when shorter', () => {
    expect(breakdown('2026-12-01', '2026-12-07')).toMatchObject({
      lengthDays: 7,
      deductibleDays: 7,
      creditedDays: 0,
      totalCreditedCents: 0,
      extensionDays: 0,
    });
    expect(breakdown('2026-12-01', '2026-12-05')).toMatchObject({
      lengthDays: 5,
      deductibleDays: 5,
      creditedDays: 0,
      totalCreditedCents: 0,
    });
    expect(breakdown('2026-12-01', '2026-12-08')).toMatchObject({ creditedDays: 1 });
  });

  it('charges a kept digital part per credited day against the credit', () => {
    const b = breakdown('2026-12-01', '2026-12-20', 'KEEP');
    expect(b).toMatchObject({
      creditedDays: 13,
      digiPricePerDayCents: DIGI_DAY,
      digiChargeCents: 13 * DIGI_DAY,
      totalCreditedCents: 13 * (DAY - DIGI_DAY),
      // 858 c at 131 c a day: the period grows by 6 whole days.
      extensionDays: 6,
    });
  });

  it('charges nothing for a kept digital part when no day is credited', () => {
    expect(breakdown('2026-12-01', '2026-12-07', 'KEEP')).toMatchObject({
      digiChargeCents: 0,
      totalCreditedCents: 0,
    });
  });

  it('gives the same figures across month, year and DST boundaries', () => {
    const expected = { lengthDays: 20, creditedDays: 13, totalCreditedCents: 13 * DAY };
    expect(breakdown('2026-11-25', '2026-12-14')).toMatchObject(expected);
    expect(breakdown('2026-12-20', '2027-01-08')).toMatchObject(expected);
    expect(breakdown('2027-03-20', '2027-04-08')).toMatchObject(expected);
    expect(breakdown('2026-10-16', '2026-11-04')).toMatchObject(expected);
  });

  it('never credits below zero and extends a free subscription by its credited days', () => {
    const dear = suspensionBreakdown({
      startDate: '2026-12-01',
      endDate: '2026-12-20',
      digitalPart: 'KEEP',
      dayPriceCents: 50,
      digiDayPriceCents: 65,
    });
    expect(dear.totalCreditedCents).toBe(0);
    expect(dear.extensionDays).toBe(0);
    const free = suspensionBreakdown({
      startDate: '2026-12-01',
      endDate: '2026-12-20',
      digitalPart: null,
      dayPriceCents: 0,
      digiDayPriceCents: 0,
    });
    expect(free).toMatchObject({ totalCreditedCents: 0, extensionDays: 13 });
  });

  it('refuses an end before the start', () => {
    expect(() => breakdown('2026-12-20', '2026-12-01')).toThrow(RangeError);
  });
});

describe('pricePerDayCents', () => {
  it('divides a period price by its nominal days (a month is 365/12 days), half up', () => {
    expect(pricePerDayCents(3990, 1, 'MONTHS')).toBe(131);
    expect(pricePerDayCents(1990, 1, 'MONTHS')).toBe(65);
    expect(pricePerDayCents(8970, 3, 'MONTHS')).toBe(98);
    expect(pricePerDayCents(190800, 1, 'YEARS')).toBe(523);
    expect(pricePerDayCents(700, 1, 'WEEKS')).toBe(100);
    expect(pricePerDayCents(3000, 30, 'DAYS')).toBe(100);
    expect(pricePerDayCents(0, 1, 'MONTHS')).toBe(0);
  });

  it('refuses fractions and empty periods', () => {
    expect(() => pricePerDayCents(10.5, 1, 'MONTHS')).toThrow(RangeError);
    expect(() => pricePerDayCents(1000, 0, 'MONTHS')).toThrow(RangeError);
  });
});

describe('digital day price', () => {
  const family = [
    { code: 'PS-7PV', productFormat: 'PAPER_AND_DIGI', isModule: false },
    { code: 'PS-SUDOKU', productFormat: 'DIGI', isModule: true },
    { code: 'PS-DIGI-YRITYS', productFormat: 'DIGI', isModule: false },
    { code: 'PS-DIGI', productFormat: 'DIGI', isModule: false },
  ];

  it("is the family's private digital product's monthly list price per day", () => {
    expect(familyDigitalProduct(family)?.code).toBe('PS-DIGI');
    expect(digiDayPriceCents(family)).toBe(65);
  });

  it('is unknown when the family sells no priced digital product', () => {
    expect(digiDayPriceCents(family.slice(0, 3))).toBeNull();
    expect(
      digiDayPriceCents([{ code: 'XX-DIGI', productFormat: 'DIGI', isModule: false }]),
    ).toBeNull();
  });
});

describe('breakdownRows', () => {
  it('shows length, deductible, credited days, prices, total and extension in Finnish', () => {
    const rows = breakdownRows(breakdown('2026-12-01', '2026-12-20', 'KEEP'), 'KEEP');
    expect(rows).toEqual([
      { label: 'Keskeytyksen pituus', value: '20 päivää' },
      { label: 'Omavastuu', value: '7 päivää' },
      { label: 'Hyvitettävät päivät', value: '13 päivää' },
      { label: 'Tilauksen päivähinta', value: '1,31\u00A0€' },
      { label: 'Digilehden päivähinta', value: '0,65\u00A0€' },
      { label: 'Digilehden hinta hyvitettäviltä päiviltä', value: '\u22128,45\u00A0€' },
      { label: 'Hyvitys yhteensä', value: '8,58\u00A0€' },
      { label: 'Tilausjakso pitenee', value: '6 päivää' },
    ]);
  });

  it('leaves the digital lines out when the digital part pauses too or there is none', () => {
    const labels = breakdownRows(breakdown('2026-12-01', '2026-12-08'), null).map((r) => r.label);
    expect(labels).not.toContain('Digilehden päivähinta');
    expect(breakdownRows(breakdown('2026-12-01', '2026-12-08'), null)[2]?.value).toBe('1 päivä');
  });
});
