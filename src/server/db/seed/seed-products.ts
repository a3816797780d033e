import { inArray } from 'drizzle-orm';
import type { ProductFormat, ProductGroup } from '~/domain/subscriptions/enums';
import type { Db } from '../client';
import { products } from '../schema/products';

type ProductSeed = typeof products.$inferInsert & {
  productGroup: ProductGroup;
  productFormat: ProductFormat;
};

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

const PAIVAN_SANOMAT = { familyId: 'paivan-sanomat', familyName: 'Päivän Sanomat' } as const;
const KOTI_JA_PUUTARHA = { familyId: 'koti-ja-puutarha', familyName: 'Koti & Puutarha' } as const;
const TEKNIIKAN_MP = {
  familyId: 'tekniikan-maailmanpyora',
  familyName: 'Tekniikan Maailmanpyörä',
} as const;
const HAMEEN_VIESTI = { familyId: 'hameen-viesti', familyName: 'Hämeen Viesti' } as const;

/** The brand Maija has opted in to e-mail marketing for. */
export const MARKETING_BRAND = PAIVAN_SANOMAT.familyId;

// Fictional brands. `name` is what lists show, `productName` the longer sales name.
const catalogue = [
  {
    code: 'PS-7PV',
    ...PAIVAN_SANOMAT,
    name: 'Päivän Sanomat 7 pv',
    productName: 'Päivän Sanomat 7 pv paperi + digi',
    slug: 'paivan-sanomat-7-pv',
    productGroup: 'NEWSPAPER',
    productFormat: 'PAPER_AND_DIGI',
    publicationDays: EVERY_DAY,
    readingRights: 3,
  },
  {
    code: 'PS-DIGI',
    ...PAIVAN_SANOMAT,
    name: 'Päivän Sanomat Digi',
    productName: 'Päivän Sanomat Digi',
    slug: 'paivan-sanomat-digi',
    productGroup: 'NEWSPAPER',
    productFormat: 'DIGI',
    publicationDays: EVERY_DAY,
    readingRights: 1,
  },
  {
    code: 'PS-VKL',
    ...PAIVAN_SANOMAT,
    name: 'Päivän Sanomat Viikonloppu',
    productName: 'Päivän Sanomat Viikonloppu pe-su',
    slug: 'paivan-sanomat-viikonloppu',
    productGroup: 'NEWSPAPER',
    productFormat: 'PAPER',
    publicationDays: [5, 6, 7],
    readingRights: 0,
  },
  // Company subscriptions get their rights from subscriptions.reader_count, not from the product.
  {
    code: 'PS-DIGI-YRITYS',
    ...PAIVAN_SANOMAT,
    name: 'Päivän Sanomat Digi Yritys',
    productName: 'Päivän Sanomat Digi yrityksille',
    slug: 'paivan-sanomat-digi-yritys',
    productGroup: 'NEWSPAPER',
    productFormat: 'DIGI',
    publicationDays: EVERY_DAY,
    readingRights: 0,
  },
  // Print copies for a company (decision 0040): the paper every day, no reading rights.
  {
    code: 'PS-7PV-YRITYS',
    ...PAIVAN_SANOMAT,
    name: 'Päivän Sanomat 7 pv Yritys',
    productName: 'Päivän Sanomat 7 pv yrityksille',
    slug: 'paivan-sanomat-7-pv-yritys',
    productGroup: 'NEWSPAPER',
    productFormat: 'PAPER',
    publicationDays: EVERY_DAY,
    readingRights: 0,
  },
  {
    code: 'PS-SUDOKU',
    ...PAIVAN_SANOMAT,
    name: 'Sudoku-lisäosa',
    productName: 'Päivän Sanomat Sudoku-lisäosa',
    slug: 'sudoku-lisaosa',
    productGroup: 'NEWSPAPER',
    productFormat: 'DIGI',
    isModule: true,
    publicationDays: EVERY_DAY,
    readingRights: 0,
    priceCents: 290,
    periodUnit: 'MONTHS',
    periodLength: 1,
  },
  {
    code: 'PS-RISTIKKO',
    ...PAIVAN_SANOMAT,
    name: 'Ristikkolisä',
    productName: 'Päivän Sanomat Ristikkolisä',
    slug: 'ristikkolisa',
    productGroup: 'NEWSPAPER',
    productFormat: 'DIGI',
    isModule: true,
    publicationDays: EVERY_DAY,
    readingRights: 0,
    priceCents: 350,
    periodUnit: 'MONTHS',
    periodLength: 1,
  },
  {
    code: 'KP-PAPERI',
    ...KOTI_JA_PUUTARHA,
    name: 'Koti & Puutarha',
    productName: 'Koti & Puutarha -lehti',
    slug: 'koti-ja-puutarha',
    productGroup: 'MAGAZINE',
    productFormat: 'PAPER',
    publicationDays: [3],
    readingRights: 0,
  },
  {
    code: 'TMP-PAPERI',
    ...TEKNIIKAN_MP,
    name: 'Tekniikan Maailmanpyörä',
    productName: 'Tekniikan Maailmanpyörä -lehti',
    slug: 'tekniikan-maailmanpyora',
    productGroup: 'MAGAZINE',
    productFormat: 'PAPER',
    publicationDays: [4],
    readingRights: 0,
  },
  {
    code: 'HV-6PV',
    ...HAMEEN_VIESTI,
    name: 'Hämeen Viesti 6 pv',
    productName: 'Hämeen Viesti 6 pv paperi',
    slug: 'hameen-viesti-6-pv',
    productGroup: 'NEWSPAPER',
    productFormat: 'PAPER',
    publicationDays: [1, 2, 3, 4, 5, 6],
    readingRights: 0,
  },
] as const satisfies readonly ProductSeed[];

export type ProductCode = (typeof catalogue)[number]['code'];

/** Inserts the catalogue (existing codes are kept) and answers every product's id by code. */
export async function seedProducts(db: Db): Promise<Record<ProductCode, string>> {
  const rows = catalogue.map((p) => ({ ...p, publicationDays: [...p.publicationDays] }));
  await db.insert(products).values(rows).onConflictDoNothing({ target: products.code });
  const codes: string[] = catalogue.map((p) => p.code);
  const found = await db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(inArray(products.code, codes));
  const ids = Object.fromEntries(found.map((p) => [p.code, p.id]));
  for (const code of codes) if (!ids[code]) throw new Error(`Seed product ${code} is missing`);
  return ids as Record<ProductCode, string>;
}
