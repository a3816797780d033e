import { MAX_SELF_SERVICE_READERS } from '../reader-count/reader-tiers';

// The wizard's words, without zod, so that its first view loads no schema (lazyZodResolver
// brings the schema with the first submit). The schema names fields with these labels.

export const WIZARD_TITLE = 'Yritystilaus';
export const STEP_LABELS = {
  tietosi: 'Tietosi',
  vahvista: 'Vahvista',
  kiitos: 'Kiitos',
} as const;
export type WizardStep = keyof typeof STEP_LABELS;

export const READERS_LABEL = 'Lukijoiden määrä';
export const BUSINESS_ID_LABEL = 'Y-tunnus';
export const VAT_NUMBER_LABEL = 'ALV-numero';
export const STREET_ADDRESS_LABEL = 'Katuosoite';
export const ZIP_CODE_LABEL = 'Postinumero';
export const POST_OFFICE_LABEL = 'Postitoimipaikka';
export const TERMS_LABEL = 'Hyväksyn tilausehdot';

/** Spec §5, §9: more than 50 readers is not an order but a call to sales. */
export const CONTACT_SALES_MESSAGE = `Itsepalvelussa voit tilata enintään ${MAX_SELF_SERVICE_READERS} lukijaa. Jos tarvitset enemmän lukuoikeuksia, ota yhteyttä myyntiin: asiakaspalvelu auttaa sinua.`;
export const TERMS_MESSAGE = 'Hyväksy tilausehdot ennen tilaamista.';
export const CONTACT_PERSON_REQUIRED = 'Yhteyshenkilö on pakollinen tieto';
export const INVOICING_CHANNEL_MESSAGE =
  'Anna laskutussähköposti tai verkkolaskuosoite, jotta voimme lähettää laskun.';
