// Labels and fixed sentences of the registration form, without zod, so that the island can show
// them before the schema loads (lazyZodResolver). The schema uses the same labels in its
// required-field messages.

export const EMAIL_LABEL = 'Sähköpostiosoite';
export const PASSWORD_LABEL = 'Salasana';
export const PASSWORD_AGAIN_LABEL = 'Salasana uudelleen';
export const FIRST_NAME_LABEL = 'Etunimi';
export const LAST_NAME_LABEL = 'Sukunimi';
export const STREET_LABEL = 'Katuosoite';
export const ZIP_LABEL = 'Postinumero';
export const POST_OFFICE_LABEL = 'Postitoimipaikka';

export const EMAIL_HINT = 'Tästä tulee käyttäjätunnuksesi. Lähetämme siihen vahvistuslinkin.';
export { NEW_PASSWORD_HINT as PASSWORD_HINT } from '../account-credentials/credential-texts';
export const ADDRESS_HINT =
  'Vapaaehtoinen. Osoite tarvitaan, jos otat vastaan kotitaloutesi jakaman digilukuoikeuden: sen on oltava sama kuin tilaajan osoite.';

/** How long the e-mailed confirmation link works. */
export const REGISTRATION_VALID_HOURS = 24;

/** The analytics catalogue's "register" event (spec §10). */
export const REGISTER_EVENT = 12;
