// The frame of the portal's plain-text e-mails: greeting, the lines, signature. Links go on a
// line of their own. Times in Helsinki whatever the server's zone: '21.11.2026 klo 10.00'.

const SIGNATURE = ['Ystävällisin terveisin', 'Asiakaspalvelu'];

export const letter = (...lines: string[]): string =>
  ['Hei,', '', ...lines, '', ...SIGNATURE].join('\n');

const helsinkiTimeFormat = new Intl.DateTimeFormat('fi-FI', {
  timeZone: 'Europe/Helsinki',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const helsinkiTime = (at: Date): string => helsinkiTimeFormat.format(at);

/** The last line of a change's confirmation, before the signature. */
export const NOT_YOU_LINE =
  'Jos et itse tehnyt tätä muutosta, ota heti yhteyttä asiakaspalveluumme.';
