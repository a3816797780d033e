import { formatDate } from '~/domain/shared/dates';
import type { OutgoingEmail } from '../../email/outbox';
import { letter } from '../../email/letter';

/** The receipt of a deletion, to the login's own address (spec §4 "cannot be undone"). */
export function accountDeletedEmail(
  to: string,
  requestedAt: Date,
  contactUrl: string,
): OutgoingEmail {
  return {
    to,
    kind: 'account-deleted',
    subject: 'Käyttäjätilisi on poistettu',
    text: letter(
      `poistit käyttäjätilisi ${to} ${formatDate(requestedAt)}. Et voi enää kirjautua sillä sisään.`,
      '',
      'Poistoa ei voi perua. Poistamme henkilötietosi, kuten nimesi, yhteystietosi, osoitteesi ja maksukorttisi, kuukauden kuluessa.',
      'Laskut, maksut ja päättyneet tilaukset säilytämme kirjanpitolain vaatiman ajan ilman nimeäsi ja yhteystietojasi.',
      '',
      'Jos et itse poistanut käyttäjätiliäsi, ota heti yhteyttä asiakaspalveluumme:',
      contactUrl,
    ),
  };
}
