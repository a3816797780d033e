// The texts of account deletion (spec §2 /tili/poista, §4 "cannot be undone; data is removed
// within one month"). Zod-free, so the page's labels cost nothing until the form is submitted.

export const PASSWORD_LABEL = 'Salasana';
export const CONFIRM_LABEL = 'Tiedän, että poistoa ei voi perua';
export const CONFIRM_REQUIRED_MESSAGE =
  'Vahvista poisto valitsemalla kohta "Tiedän, että poistoa ei voi perua".';
export const FEEDBACK_MAX_LENGTH = 500;

/** The optional questionnaire's reasons (feature flag accountDeletionQuestionnaire). */
export const DELETION_REASONS = [
  'NO_SUBSCRIPTIONS',
  'TOO_MANY_MESSAGES',
  'PRIVACY',
  'OTHER_ACCOUNT',
  'OTHER_REASON',
] as const;
export type DeletionReason = (typeof DELETION_REASONS)[number];

export const DELETION_REASON_LABELS: Record<DeletionReason, string> = {
  NO_SUBSCRIPTIONS: 'Minulla ei ole enää tilauksia',
  TOO_MANY_MESSAGES: 'Saan liikaa viestejä',
  PRIVACY: 'En halua, että tietojani säilytetään',
  OTHER_ACCOUNT: 'Minulla on toinen käyttäjätili',
  OTHER_REASON: 'Muu syy',
};

export const QUESTIONNAIRE_LEGEND = 'Miksi poistat käyttäjätilisi? (vapaaehtoinen)';
export const FEEDBACK_LABEL = 'Kerro halutessasi lisää (vapaaehtoinen)';
export const FEEDBACK_HINT =
  'Vastaukset tallennetaan nimettöminä palautteena. Älä kirjoita vastaukseen nimeäsi tai yhteystietojasi.';

/** What deletion means, shown before the form (spec §4). */
export const DELETION_EXPLAINED = [
  'Kun poistat käyttäjätilisi, et voi enää kirjautua sillä sisään. Kaikki kirjautumisesi päättyvät heti.',
  'Poistoa ei voi perua. Poistamme henkilötietosi, kuten nimesi, yhteystietosi, osoitteesi, maksukorttisi ja suostumuksesi, kuukauden kuluessa.',
  'Laskut, maksut ja päättyneet tilaukset säilytämme kirjanpitolain vaatiman ajan ilman nimeäsi ja yhteystietojasi.',
] as const;

export const DONE_TITLE = 'Käyttäjätilisi on poistettu';
export const DONE_TEXT =
  'Sinut on kirjattu ulos. Poistoa ei voi perua. Henkilötietosi poistetaan kuukauden kuluessa. Lähetimme vahvistuksen sähköpostiisi.';
