import { dateTimeText } from '~/domain/consents/changed-text';
import type { OutgoingEmail } from '../../email/outbox';
import { letter } from '../../email/letter';

const SETTINGS_PATH = '/tili/viestiasetukset-ja-yksityisyys/viestiasetukset';
const NOT_YOU = 'Jos et itse tehnyt tätä, ota yhteyttä asiakaspalveluumme.';
/** The receipt of a marketing ban. */
export function banSetEmail(to: string, origin: string, at: Date): OutgoingEmail {
  return {
    to,
    kind: 'marketing-ban-set',
    subject: 'Markkinointikielto on voimassa',
    text: letter(
      `asetit kiellon kaikelle markkinoinnille ${dateTimeText(at)}.`,
      'Emme lähetä sinulle markkinointia sähköpostilla emmekä tekstiviestillä yhdestäkään lehdestämme.',
      'Tilaamasi uutiskirjeet ja tilauksiisi liittyvät viestit, kuten laskut ja jakelutiedotteet, tulevat edelleen.',
      '',
      'Kielto on voimassa, kunnes poistat sen itse viestiasetuksissa:',
      `${origin}${SETTINGS_PATH}`,
      '',
      NOT_YOU,
    ),
  };
}

/** The receipt of a removed marketing ban. */
export function banRemovedEmail(to: string, origin: string, at: Date): OutgoingEmail {
  return {
    to,
    kind: 'marketing-ban-removed',
    subject: 'Markkinointikielto on poistettu',
    text: letter(
      `poistit markkinointikiellon ${dateTimeText(at)}.`,
      'Markkinointivalintasi pysyvät kiellettyinä, kunnes muutat niitä. Voit sallia haluamasi markkinoinnin viestiasetuksissa:',
      `${origin}${SETTINGS_PATH}`,
      '',
      NOT_YOU,
    ),
  };
}
