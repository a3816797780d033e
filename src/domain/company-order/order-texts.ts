import { readersText } from '../reader-count/reader-count-texts';
import { MAX_SELF_SERVICE_READERS } from '../reader-count/reader-tiers';
import type { CompanyOfferKind } from './company-offers';
import { MAX_SELF_SERVICE_COPIES } from './print-copy-tiers';

// The wizard's words, without zod, so that its first view loads no schema (lazyZodResolver
// brings the schema with the first submit). The schema names fields with these labels.

export const WIZARD_TITLE = 'Yritystilaus';
export const STEP_LABELS = {
  tietosi: 'Tietosi',
  vahvista: 'Vahvista',
  kiitos: 'Kiitos',
} as const;
export type WizardStep = keyof typeof STEP_LABELS;

const READERS_LABEL = 'Lukijoiden määrä';
const COPIES_LABEL = 'Lehtien määrä';
export const START_DATE_LABEL = 'Ensimmäinen jakelupäivä';
export const BUSINESS_ID_LABEL = 'Y-tunnus';
export const VAT_NUMBER_LABEL = 'ALV-numero';
export const STREET_ADDRESS_LABEL = 'Katuosoite';
export const ZIP_CODE_LABEL = 'Postinumero';
export const POST_OFFICE_LABEL = 'Postitoimipaikka';
export const TERMS_LABEL = 'Hyväksyn tilausehdot';

/** Spec §5, §9: more than 50 readers is not an order but a call to sales. */
export const CONTACT_SALES_MESSAGE = `Itsepalvelussa voit tilata enintään ${MAX_SELF_SERVICE_READERS} lukijaa. Jos tarvitset enemmän lukuoikeuksia, ota yhteyttä myyntiin: asiakaspalvelu auttaa sinua.`;
/** More than 20 print copies is a delivery plan for sales (decision 0040). */
export const COPIES_CONTACT_SALES_MESSAGE = `Itsepalvelussa voit tilata enintään ${MAX_SELF_SERVICE_COPIES} lehteä. Jos tarvitset enemmän lehtiä, ota yhteyttä myyntiin: asiakaspalvelu auttaa sinua.`;
export const TERMS_MESSAGE = 'Hyväksy tilausehdot ennen tilaamista.';
export const CONTACT_PERSON_REQUIRED = 'Yhteyshenkilö on pakollinen tieto';
export const INVOICING_CHANNEL_MESSAGE =
  'Anna laskutussähköposti tai verkkolaskuosoite, jotta voimme lähettää laskun.';

/** "3 lehteä" / "1 lehti". */
export const copiesText = (n: number): string => (n === 1 ? '1 lehti' : `${n} lehteä`);

/** What the wizard asks "how many" with, per kind of offer. */
export interface QuantityWords {
  field: 'readers' | 'copies';
  heading: string;
  intro: string;
  label: string;
  max: number;
  contactSales: string;
  text: (n: number) => string;
}

export const QUANTITY_WORDS: Record<CompanyOfferKind, QuantityWords> = {
  DIGI_READERS: {
    field: 'readers',
    heading: 'Lukijat ja hinta',
    intro: `Yritys tilaa digilukuoikeuden jokaiselle lukijalle. Itsepalvelussa voit tilata 1–${MAX_SELF_SERVICE_READERS} lukijaa.`,
    label: READERS_LABEL,
    max: MAX_SELF_SERVICE_READERS,
    contactSales: CONTACT_SALES_MESSAGE,
    text: readersText,
  },
  PRINT_COPIES: {
    field: 'copies',
    heading: 'Lehdet ja jakelun alku',
    intro: `Paperilehti jaetaan yrityksen osoitteeseen joka ilmestymispäivä. Itsepalvelussa voit tilata 1–${MAX_SELF_SERVICE_COPIES} lehteä.`,
    label: COPIES_LABEL,
    max: MAX_SELF_SERVICE_COPIES,
    contactSales: COPIES_CONTACT_SALES_MESSAGE,
    text: copiesText,
  },
};
