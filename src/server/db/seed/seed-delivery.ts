import { count, eq, sql } from 'drizzle-orm';
import { addDays } from '~/domain/shared/dates';
import type { Db } from '../client';
import { deliveryTroubles, knownStreets, publicationExceptions } from '../schema/delivery';
import { products } from '../schema/products';

/**
 * The address database extract (known_streets): enough real Finnish street names and zip codes
 * for the demo customers, their summer places and the tests. Each row: street, zip, post office.
 */
const STREETS: [string, string, string][] = [
  ['Mannerheimintie', '00100', 'HELSINKI'],
  ['Aleksanterinkatu', '00100', 'HELSINKI'],
  ['Bulevardi', '00120', 'HELSINKI'],
  ['Fredrikinkatu', '00120', 'HELSINKI'],
  ['Esimerkkikatu', '00180', 'HELSINKI'],
  ['Mechelininkatu', '00100', 'HELSINKI'],
  ['Hämeentie', '00500', 'HELSINKI'],
  ['Itäväylä', '00900', 'HELSINKI'],
  ['Kauppakatu', '40100', 'JYVÄSKYLÄ'],
  ['Hämeenkatu', '33100', 'TAMPERE'],
  ['Satakunnankatu', '33100', 'TAMPERE'],
  ['Linnankatu', '20100', 'TURKU'],
  ['Aurakatu', '20100', 'TURKU'],
  ['Rantatie', '21600', 'PARAINEN'],
  ['Saaristotie', '21600', 'PARAINEN'],
  ['Mökkitie', '41800', 'KORPILAHTI'],
  ['Järvitie', '41800', 'KORPILAHTI'],
  ['Kirkkokatu', '90100', 'OULU'],
  ['Torikatu', '90100', 'OULU'],
  ['Rauhankatu', '15110', 'LAHTI'],
  ['Kuninkaankatu', '70100', 'KUOPIO'],
  ['Koulukatu', '65100', 'VAASA'],
  ['Torggatan', '22100', 'MARIEHAMN'],
  ['Kalevantie', '33100', 'TAMPERE'],
  ['Mäkikatu', '15110', 'LAHTI'],
];

/**
 * Delivery data of the demo: the address database, a magazine issue moved before Christmas, and
 * delivery troubles in Maija's area (00100) for the delivery-status page: wind on today's
 * morning delivery (ongoing) and a late car two days ago (ended). Idempotent on its own, so that
 * a database seeded before this data existed gets it on the next start.
 */
export async function seedDeliveryData(db: Db, today: string): Promise<void> {
  const seeded = async (d: Db) =>
    ((await d.select({ n: count() }).from(knownStreets))[0]?.n ?? 0) > 0;
  if (await seeded(db)) return;
  await db.transaction(async (tx) => {
    // Several server processes may start at once on one PostgreSQL; only one of them seeds.
    await tx.execute(sql`select pg_advisory_xact_lock(72010003)`);
    if (await seeded(tx)) return;
    await tx.insert(knownStreets).values(
      STREETS.map(([streetName, zipCode, postOffice]) => ({
        streetKey: streetName.toLowerCase(),
        streetName,
        zipCode,
        postOffice,
      })),
    );
    const [magazine] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, 'KP-PAPERI'));
    if (magazine) {
      await tx.insert(publicationExceptions).values([
        { productId: magazine.id, date: '2026-12-23', published: false, note: 'Joulunumero' },
        { productId: magazine.id, date: '2026-12-21', published: true, note: 'Joulunumero' },
      ]);
    }
    const morning = (date: string) => new Date(`${date}T03:00:00+02:00`);
    await tx.insert(deliveryTroubles).values([
      {
        zipCode: '00100',
        familyId: 'paivan-sanomat',
        reason: 'WEATHER',
        deliveryDate: today,
        reportedByDeliverer: true,
        startedAt: morning(today),
      },
      {
        zipCode: '00100',
        familyId: null,
        reason: 'GENERIC_LATE',
        deliveryDate: addDays(today, -2),
        startedAt: morning(addDays(today, -2)),
        endedAt: new Date(`${addDays(today, -2)}T09:30:00+02:00`),
      },
    ]);
  });
}
