// What /tilaa/yritykselle/{slug} sells (spec §1, §2). The slug is a product's or a campaign's
// slug of the content site; only those with a company offer are orderable here: the company
// digital product, priced per reader from the tiers (decision 0033), and the company print
// paper, priced per copy (print-copy-tiers.ts, decision 0040). Zod-free: the island reads it
// without the schema.

/**
 * DIGI_READERS: digital reading rights per reader, from the order day on. PRINT_COPIES: a number
 * of papers delivered to the company from a chosen first issue.
 */
export type CompanyOfferKind = 'DIGI_READERS' | 'PRINT_COPIES';

export interface CompanyOffer {
  /** The address's slug: /tilaa/yritykselle/{slug}. */
  slug: string;
  /** The products table's code of what the order subscribes to. */
  productCode: string;
  /** Shown in the wizard, the summary and the e-mail. */
  productName: string;
  kind: CompanyOfferKind;
}

const OFFERS: readonly CompanyOffer[] = [
  {
    slug: 'paivan-sanomat-digi-yritys',
    productCode: 'PS-DIGI-YRITYS',
    productName: 'Päivän Sanomat Digi yrityksille',
    kind: 'DIGI_READERS',
  },
  {
    slug: 'paivan-sanomat-7-pv-yritys',
    productCode: 'PS-7PV-YRITYS',
    productName: 'Päivän Sanomat 7 pv yrityksille',
    kind: 'PRINT_COPIES',
  },
];

/** The offer of a slug, or null: unknown slugs are "campaign loading failed" (spec §8). */
export function companyOfferBySlug(slug: string): CompanyOffer | null {
  return OFFERS.find((o) => o.slug === slug) ?? null;
}
