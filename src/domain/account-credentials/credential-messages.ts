// The validation messages of the username and password changes (spec §5), in plain Finnish.

export const SAME_USERNAME_MESSAGE =
  'Uusi käyttäjätunnus on sama kuin nykyinen. Kirjoita toinen sähköpostiosoite.';
export const PASSWORDS_DIFFER_MESSAGE =
  'Salasanat eivät täsmää. Kirjoita sama uusi salasana molempiin kenttiin.';
export const PASSWORD_TOO_LONG_MESSAGE = 'Salasana on liian pitkä.';
export const NOT_CURRENT_USERNAME_MESSAGE =
  'Tämä ei ole nykyinen käyttäjätunnuksesi. Lataa sivu uudelleen ja yritä sitten uudelleen.';
