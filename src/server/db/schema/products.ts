import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** Sellable products: main products and add-on modules (spec §3 Product). */
export const products = pgTable('products', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  /** Product family, e.g. the newspaper brand; the content site groups help by it. */
  familyId: text('family_id').notNull(),
  familyName: text('family_name').notNull(),
  name: text('name').notNull(),
  productName: text('product_name').notNull(),
  slug: text('slug').notNull(),
  productGroup: text('product_group').notNull(),
  productFormat: text('product_format').notNull(),
  isModule: boolean('is_module').notNull().default(false),
  /** ISO weekdays (1 = Monday) on which the product is published. */
  publicationDays: integer('publication_days').array().notNull(),
  /** How many digital reading rights one subscription includes (0 for paper only). */
  readingRights: integer('reading_rights').notNull().default(0),
  cancellable: boolean('cancellable').notNull().default(true),
  /** Managed elsewhere (Ruutu, Supla, app stores): shown but not changeable here. */
  externallyManaged: text('externally_managed'),
  /**
   * The list price of an add-on module in integer cents per period; null for main products,
   * whose prices live on each subscription (campaigns and discounts differ per order).
   */
  priceCents: integer('price_cents'),
  /** DAYS, WEEKS, MONTHS or YEARS; with period_length, the period that price_cents buys. */
  periodUnit: text('period_unit'),
  periodLength: integer('period_length'),
});
