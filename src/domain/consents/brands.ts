// The brands marketing is chosen for and the newsletters one may order: a small domain list
// (decision 0028). Brand ids are the product families' `familyId`s of the catalogue
// (src/server/db/seed/seed-products.ts); a new brand or newsletter is one line here.

export interface ConsentBrand {
  id: string;
  name: string;
}

export const CONSENT_BRANDS: readonly ConsentBrand[] = [
  { id: 'paivan-sanomat', name: 'Päivän Sanomat' },
  { id: 'hameen-viesti', name: 'Hämeen Viesti' },
  { id: 'koti-ja-puutarha', name: 'Koti & Puutarha' },
  { id: 'tekniikan-maailmanpyora', name: 'Tekniikan Maailmanpyörä' },
];

export interface Newsletter {
  id: string;
  name: string;
  /** One line on what it brings, shown under the choice. */
  description: string;
}

export const NEWSLETTERS: readonly Newsletter[] = [
  {
    id: 'paivan-sanomat-aamu',
    name: 'Päivän Sanomat Aamu',
    description: 'Päivän tärkeimmät uutiset sähköpostiisi arkiaamuisin.',
  },
  {
    id: 'hameen-viesti-viikko',
    name: 'Hämeen Viestin viikkokirje',
    description: 'Viikon luetuimmat jutut Hämeestä perjantaisin.',
  },
  {
    id: 'koti-ja-puutarha-vinkit',
    name: 'Koti & Puutarha -vinkit',
    description: 'Kauden puutarha- ja sisustusvinkit kahdesti kuussa.',
  },
];

export const brandName = (id: string): string =>
  CONSENT_BRANDS.find((b) => b.id === id)?.name ?? id;

export const newsletterName = (id: string): string =>
  NEWSLETTERS.find((n) => n.id === id)?.name ?? id;
