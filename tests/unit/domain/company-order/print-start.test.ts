import { describe, expect, it } from 'vitest';
import { printStartProblem, printStartWindow } from '~/domain/company-order/print-start';

// Saturday 21.11.2026 is the order day; Christmas Day (25.12.) has no paper.
const TODAY = '2026-11-21';
const everyDay = () => true;
const noChristmas = (date: string) => date !== '2026-12-25';

describe('printStartWindow', () => {
  it('starts a week after the order day and ends 90 days after it', () => {
    expect(printStartWindow(TODAY, everyDay)).toEqual({
      earliest: '2026-11-28',
      latest: '2027-02-19',
    });
  });

  it('moves the earliest to the next issue when the paper does not come out that day', () => {
    expect(printStartWindow('2026-12-18', noChristmas).earliest).toBe('2026-12-26');
    const weekdaysOnly = (date: string) => ![0, 6].includes(new Date(date).getUTCDay());
    expect(printStartWindow(TODAY, weekdaysOnly).earliest).toBe('2026-11-30');
  });
});

describe('printStartProblem', () => {
  const window = printStartWindow('2026-12-18', noChristmas);
  it('accepts an issue inside the window', () => {
    expect(printStartProblem('2026-12-26', window, noChristmas)).toBeNull();
    expect(printStartProblem(window.latest, window, noChristmas)).toBeNull();
  });

  it('says why a day cannot be the first issue', () => {
    expect(printStartProblem('2026-12-24', window, noChristmas)).toBe(
      'Ensimmäinen lehti voidaan jakaa aikaisintaan 26.12.2026.',
    );
    expect(printStartProblem('2027-03-20', window, noChristmas)).toBe(
      'Valitse alkamispäivä viimeistään 18.3.2027.',
    );
    const wide = { earliest: '2026-12-20', latest: '2027-03-18' };
    expect(printStartProblem('2026-12-25', wide, noChristmas)).toBe(
      'Lehti ei ilmesty 25.12.2026. Valitse päivä, jona lehti ilmestyy.',
    );
  });
});
