import { describe, expect, it } from 'vitest';
import { publicationDaysLabel } from '~/domain/address-changes/labels';
import {
  customerServiceDeadline,
  customerServiceNotice,
} from '~/domain/address-changes/processing';

describe('customer service within 1-3 working days', () => {
  it('counts three working days from the day after, skipping weekends and holidays', () => {
    const none = new Set<string>();
    expect(customerServiceDeadline('2026-11-21', none)).toBe('2026-11-25'); // Sat -> Wed
    expect(customerServiceDeadline('2026-11-23', none)).toBe('2026-11-26'); // Mon -> Thu
    // Christmas 2026: 24.-26.12. are holidays, 27.12. a Sunday.
    const christmas = new Set(['2026-12-24', '2026-12-25', '2026-12-26']);
    expect(customerServiceDeadline('2026-12-22', christmas)).toBe('2026-12-29');
  });
  it('tells the customer the last day', () => {
    expect(customerServiceNotice('2026-11-25')).toBe(
      'Asiakaspalvelu käsittelee muutoksen 1–3 arkipäivässä, viimeistään 25.11.2026. Saat vahvistuksen sähköpostiisi.',
    );
  });
});

describe('publicationDaysLabel', () => {
  it('names the weekdays a paper comes out', () => {
    expect(publicationDaysLabel([1, 2, 3, 4, 5, 6, 7])).toBe('Lehti ilmestyy joka päivä.');
    expect(publicationDaysLabel([3])).toBe('Lehti ilmestyy keskiviikkoisin.');
    expect(publicationDaysLabel([7, 5, 6])).toBe(
      'Lehti ilmestyy perjantaisin, lauantaisin ja sunnuntaisin.',
    );
    expect(publicationDaysLabel([])).toBe('Lehdellä ei ole säännöllisiä ilmestymispäiviä.');
  });
});
