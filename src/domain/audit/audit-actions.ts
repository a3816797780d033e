import type { Channel } from '../customers/enums';

/**
 * Every action the audit log records (src/server/audit.ts), with the plain Finnish line the
 * customer's change history shows for it (/tili/muutoshistoria). A new action is added here
 * first: the audit call does not compile without it, so the history never shows a raw key.
 */
export const auditActionLabels = {
  LOGIN: 'Kirjauduit sisään',
  LOGOUT: 'Kirjauduit ulos',
  LOGOUT_ALL: 'Kirjauduit ulos kaikilta laitteilta',
  COMPANY_SWITCHED: 'Vaihdoit yritystä, jonka asioita hoidat',
  STRONG_IDENTIFICATION: 'Tunnistauduit vahvasti',
  SUBSCRIPTION_LINKED: 'Tilaus liitettiin tiliisi',
  SUBSCRIPTION_LINK_CONFIRMATION_SENT: 'Tilauksen liittämisen vahvistuslinkki lähetettiin',
  SUBSCRIPTION_CANCELLED: 'Tilaus irtisanottiin',
  RETENTION_OFFER_ACCEPTED: 'Hyväksyit tarjouksen tilauksen jatkamisesta',
  PRODUCT_CHANGE_REQUESTED: 'Pyysit tilauksen tuotteen vaihtoa',
  ADD_ON_ORDERED: 'Tilasit lisätilauksen',
  ADD_ON_CANCELLED: 'Lisätilaus irtisanottiin',
  SUSPENSION_CREATED: 'Teit jakelukeskeytyksen',
  SUSPENSION_CHANGED: 'Muutit jakelukeskeytystä',
  SUSPENSION_REMOVED: 'Poistit jakelukeskeytyksen',
  ADDRESS_CHANGE_CREATED: 'Teit osoitteenmuutoksen',
  ADDRESS_CHANGE_UPDATED: 'Muutit osoitteenmuutosta',
  ADDRESS_CHANGE_REMOVED: 'Poistit osoitteenmuutoksen',
  DELIVERY_RECLAMATION_CREATED: 'Teit jakeluhäiriöilmoituksen',
  COMPANY_REQUEST_SENT: 'Lähetit yritystilauksen käsittelypyynnön',
  COMPANY_REQUEST_HANDLED: 'Asiakaspalvelu käsitteli yritystilauksen käsittelypyynnön',
  BILLING_PERIOD_CHANGED: 'Muutit laskutusväliä',
  READER_COUNT_CHANGE_REQUESTED: 'Pyysit yritystilauksen lukijamäärän muutosta',
  READER_COUNT_CHANGE_APPLIED: 'Yritystilauksen lukijamäärä muuttui',
  BILLING_PERIOD_STARTED: 'Uusi laskutuskausi alkoi',
  PAYMENT_METHOD_CHANGED: 'Muutit maksutapaa',
  INVOICE_DUE_DATE_POSTPONED: 'Siirsit laskun eräpäivää',
  INVOICE_PAID: 'Lasku maksettiin',
  CARD_ADDED: 'Lisäsit maksukortin',
  CARD_CHANGED: 'Tilauksen maksukortti vaihdettiin',
  CARD_DELETED: 'Poistit maksukortin',
  CARD_EXPIRING_REQUESTED: 'Sinua pyydettiin päivittämään vanheneva maksukortti',
  CARD_REQUEST_EXPIRED: 'Maksukortin päivityksen määräaika päättyi',
  CARD_CHARGED: 'Lasku veloitettiin maksukortilta',
  CARD_CHARGE_FAILED: 'Laskun veloitus maksukortilta epäonnistui',
  KAIKKI_NOTICE_RECEIVED: 'Irtisanomisilmoituksesi vastaanotettiin',
  CUSTOMER_INFO_UPDATED: 'Muutit asiakastietojasi',
  ACCOUNT_REGISTERED: 'Loit tunnuksen',
  USERNAME_CHANGE_REQUESTED: 'Pyysit käyttäjätunnuksen vaihtoa',
  USERNAME_CHANGED: 'Käyttäjätunnuksesi vaihdettiin',
  PASSWORD_CHANGED: 'Vaihdoit salasanasi',
  PASSWORD_RESET_REQUESTED: 'Pyysit uutta salasanaa',
  PASSWORD_RESET: 'Valitsit uuden salasanan sähköpostin linkillä',
  ANONYMOUS_PASS_SENT: 'Sähköpostiisi lähetettiin linkki asiointiin kirjautumatta',
  ACCOUNT_DELETION_REQUESTED: 'Pyysit käyttäjätilisi poistamista',
  ACCOUNT_PURGED: 'Käyttäjätilin tiedot poistettiin',
  CONSENTS_CHANGED: 'Muutit markkinointi- tai yksityisyysvalintojasi',
  CONSENTS_CONFIRMED: 'Vahvistit markkinointi- ja yksityisyysvalintasi',
  MARKETING_BAN_SET: 'Asetit markkinointikiellon',
  MARKETING_BAN_REMOVED: 'Poistit markkinointikiellon',
  READING_RIGHT_INVITATION_CANCELLED: 'Peruit lukuoikeuden kutsun',
  READING_RIGHT_REMOVED: 'Poistit jaetun lukuoikeuden',
  READING_RIGHT_INVITED: 'Jaoit digilukuoikeuden',
  READING_RIGHT_CLAIMED: 'Aktivoit digilukuoikeuden',
  FEEDBACK_SENT: 'Lähetit palautetta asiakaspalveluun',
  FEEDBACK_HANDLED: 'Asiakaspalvelu käsitteli viestisi',
  COMPANY_ORDER_PLACED: 'Teit yritystilauksen',
  COMPANY_ADMIN_ADDED: 'Sinusta tuli yrityksen pääkäyttäjä',
  COMPANY_ORDER_APPROVAL_REQUESTED:
    'Teit yritystilauksen, joka odottaa yrityksen pääkäyttäjän hyväksyntää',
  COMPANY_ORDER_APPROVAL_ACCEPTED: 'Hyväksyit yritykselle tehdyn tilauksen',
  COMPANY_ORDER_APPROVAL_REFUSED: 'Hylkäsit yritykselle tehdyn tilauksen',
  COMPANY_ORDER_APPROVAL_EXPIRED: 'Yritystilauksesi vanheni, koska pääkäyttäjä ei hyväksynyt sitä',
  ASSISTANT_AUTHORISED: 'Annoit palvelulle käyttöoikeuden tietoihisi',
  ASSISTANT_AUTHORISATION_REVOKED: 'Poistit palvelun käyttöoikeuden tietoihisi',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof auditActionLabels;

/** The channel a change came through, as the history shows it (spec §3 channels). */
const changeChannelLabels = {
  WEB: 'Verkkopalvelu',
  IVR: 'Puhelinpalvelu',
  CS_PHONE: 'Asiakaspalvelu puhelimitse',
  CS_EMAIL: 'Asiakaspalvelu sähköpostitse',
  CS_CHAT: 'Asiakaspalvelu chatissa',
  OS: 'Tilausjärjestelmä',
  UNKNOWN: 'Tuntematon',
  SYSTEM: 'Automaattinen käsittely',
} as const satisfies Record<Channel | 'SYSTEM', string>;

/** The history's line for an action; an action stored before its label existed shows plainly. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(auditActionLabels, action)
    ? auditActionLabels[action as AuditAction]
    : 'Muu muutos';
}

export function changeChannelLabel(channel: string): string {
  return Object.hasOwn(changeChannelLabels, channel)
    ? changeChannelLabels[channel as keyof typeof changeChannelLabels]
    : changeChannelLabels.UNKNOWN;
}
