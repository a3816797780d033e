// What /tilaa/yritykselle/{slug} sells (spec §1, §2). The slug is a product's or a campaign's
// slug of the content site; only those with a company offer are orderable here. Today that is
// the company digital product, priced per reader from the tiers (decision 0033). Print copies
// for companies have no price list in the portal yet, so no print offer exists (see decision
// record 0038). Zod-free: the island reads it without the schema.

export interface CompanyOffer {
  /** The address's slug: /tilaa/yritykselle/{slug}. */
  slug: string;
  /** The products table's code of what the order subscribes to. */
  productCode: string;
  /** Shown in the wizard, the summary and the e-mail. */
  productName: string;
  /** Digital reading rights per reader (the only kind today). */
  kind: 'DIGI_READERS';
}

const OFFERS: readonly CompanyOffer[] = [
  {
    slug: 'paivan-sanomat-digi-yritys',
    productCode: 'PS-DIGI-YRITYS',
    productName: 'Päivän Sanomat Digi yrityksille',
    kind: 'DIGI_READERS',
  },
];

/** The offer of a slug, or null: unknown slugs are "campaign loading failed" (spec §8). */
export function companyOfferBySlug(slug: string): CompanyOffer | null {
  return OFFERS.find((o) => o.slug === slug) ?? null;
}
