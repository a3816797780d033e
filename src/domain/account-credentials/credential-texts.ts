// Labels and fixed sentences of the username and password forms, without zod, so that an island
// can show them before the schemas load (lazyZodResolver). The schemas use the same labels in
// their required-field messages.

export const CURRENT_USERNAME_LABEL = 'Nykyinen käyttäjätunnus';
export const NEW_USERNAME_LABEL = 'Uusi käyttäjätunnus (sähköpostiosoite)';
export const PASSWORD_LABEL = 'Salasana';
export const USERNAME_LABEL = 'Sähköpostiosoite';
export const CURRENT_PASSWORD_LABEL = 'Nykyinen salasana';
export const NEW_PASSWORD_LABEL = 'Uusi salasana';
export const NEW_PASSWORD_AGAIN_LABEL = 'Uusi salasana uudelleen';

/** Shown under the new password field: the rule of spec §5 in words. */
export const NEW_PASSWORD_HINT =
  'Vähintään 10 merkkiä, sekä kirjaimia että numeroita. Vältä yleisiä salasanoja ja sanoja, nimeäsi ja sähköpostiosoitettasi: helposti arvattavaa salasanaa ei hyväksytä.';

/** How long a password reset link works. */
export const PASSWORD_RESET_VALID_MINUTES = 60;
