import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { isPublicationDay, nextPublicationDay } from '~/domain/delivery/calendar';
import { finnishHolidays, nonWorkingDays } from '~/server/calendar/holidays';
import { publicationCalendarOf } from '~/server/calendar/publication-calendar';
import { deliveryTroubles, knownStreets } from '~/server/db/schema/delivery';
import { products } from '~/server/db/schema/products';
import { seedDeliveryData } from '~/server/db/seed/seed-delivery';
import { useTestApp } from '../support/test-app';

const app = useTestApp();
beforeAll(async () => {});

const productId = async (code: string) => {
  const [row] = await app.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.code, code));
  if (!row) throw new Error(`no product ${code}`);
  return row.id;
};

describe('Finnish holidays (date-holidays)', () => {
  it('include the movable feasts and the eves on which offices are closed', () => {
    const dates = finnishHolidays(2026).map((h) => `${h.date} ${h.name}`);
    expect(dates).toEqual(
      expect.arrayContaining([
        '2026-04-03 pitkäperjantai',
        '2026-06-19 juhannusaatto',
        '2026-06-20 juhannuspäivä',
        '2026-10-31 pyhäinpäivä',
        '2026-12-24 jouluaatto',
        '2026-12-25 joulupäivä',
      ]),
    );
    // Observances are not days off.
    expect(dates.some((d) => d.includes('äitienpäivä'))).toBe(false);
  });

  it('cover the year after too, for dates near the year end', () => {
    expect(nonWorkingDays('2026-12-30').has('2027-01-01')).toBe(true);
  });
});

describe('publicationCalendarOf', () => {
  it('gives a daily newspaper no issue on the holidays without a paper', async () => {
    const calendar = await publicationCalendarOf(app.db, await productId('PS-7PV'), '2026-11-21');
    expect(calendar).not.toBeNull();
    if (!calendar) return;
    expect(isPublicationDay('2026-12-25', calendar)).toBe(false);
    expect(isPublicationDay('2026-12-26', calendar)).toBe(true);
    expect(isPublicationDay('2027-01-01', calendar)).toBe(false);
    expect(isPublicationDay('2026-11-22', calendar)).toBe(true); // Sunday
  });

  it('keeps the six-day paper off Sundays and the weekend paper to Friday-Sunday', async () => {
    const hv = await publicationCalendarOf(app.db, await productId('HV-6PV'), '2026-11-21');
    expect(hv && nextPublicationDay('2026-11-22', hv)).toBe('2026-11-23');
    const weekend = await publicationCalendarOf(app.db, await productId('PS-VKL'), '2026-11-21');
    expect(weekend && nextPublicationDay('2026-11-23', weekend)).toBe('2026-11-27');
  });

  it('applies a magazine exception: the Christmas issue moved from Wednesday to Monday', async () => {
    const calendar = await publicationCalendarOf(
      app.db,
      await productId('KP-PAPERI'),
      '2026-12-01',
    );
    if (!calendar) throw new Error('no calendar');
    expect(isPublicationDay('2026-12-21', calendar)).toBe(true);
    expect(isPublicationDay('2026-12-23', calendar)).toBe(false);
    // A magazine keeps its schedule on national holidays.
    expect(isPublicationDay('2026-12-30', calendar)).toBe(true);
  });

  it('is null for an unknown product', async () => {
    expect(
      await publicationCalendarOf(app.db, '00000000-0000-0000-0000-000000000000', '2026-11-21'),
    ).toBeNull();
  });
});

describe('seeded delivery data', () => {
  it('has the address database and the troubles in Maija’s area, and seeds them once', async () => {
    const streets = await app.db.select().from(knownStreets);
    expect(streets.map((s) => `${s.streetName} ${s.zipCode}`)).toEqual(
      expect.arrayContaining(['Mannerheimintie 00100', 'Hämeenkatu 33100', 'Rantatie 21600']),
    );
    const troubles = await app.db
      .select()
      .from(deliveryTroubles)
      .where(eq(deliveryTroubles.zipCode, '00100'));
    expect(troubles.map((t) => [t.reason, t.deliveryDate, t.endedAt === null])).toEqual(
      expect.arrayContaining([
        ['WEATHER', '2026-11-21', true],
        ['GENERIC_LATE', '2026-11-19', false],
      ]),
    );
    await seedDeliveryData(app.db, '2026-11-21');
    expect(await app.db.select().from(knownStreets)).toHaveLength(streets.length);
  });
});
