import { type SQL, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { accountDeletions } from '../../db/schema/account-deletions';
import { anonymousPasses } from '../../db/schema/anonymous-passes';
import {
  accountCustomers,
  accounts,
  knownDevices,
  loginAttempts,
  sessions,
} from '../../db/schema/accounts';
import { bankPayments } from '../../db/schema/bank-payments';
import { billingPeriodChanges, paymentMethodChanges } from '../../db/schema/billing-changes';
import {
  cancellations,
  kaikkiCancellationNotices,
  retentionDiscounts,
  retentionOfferEvents,
} from '../../db/schema/cancellations';
import { cardCharges, cardRequests, cardSetups } from '../../db/schema/cards';
import { addressChanges, suspensions } from '../../db/schema/changes';
import { consentChanges, consents } from '../../db/schema/consents';
import { addresses, companies, customers } from '../../db/schema/customers';
import {
  companyChangeRequests,
  deliveryReclamations,
  deliveryTroubles,
  knownStreets,
  publicationExceptions,
} from '../../db/schema/delivery';
import { linkConfirmations } from '../../db/schema/links';
import { feedbackMessages } from '../../db/schema/feedback';
import { readerCountChanges } from '../../db/schema/reader-count-changes';
import { companyOrderApprovals } from '../../db/schema/company-order-approvals';
import { companyOrders } from '../../db/schema/company-orders';
import { marketingBans } from '../../db/schema/marketing-bans';
import { invoices, paymentCards } from '../../db/schema/payments';
import { productChangeRequests } from '../../db/schema/product-changes';
import { products } from '../../db/schema/products';
import {
  strongIdentifications,
  testBankAuthorizations,
} from '../../db/schema/strong-identification';
import { readingRights, subscriptions } from '../../db/schema/subscriptions';
import { auditLog, outbox } from '../../db/schema/system';
import { passwordResets } from '../../db/schema/password-resets';
import { registrations } from '../../db/schema/registrations';
import { usernameChanges } from '../../db/schema/username-changes';
import { oauthCodes, oauthGrants, oauthTokens } from '../../db/schema/oauth';

/** Whose data a download holds: the account and the customers it owns (data-scope.ts). */
export interface DataScope {
  accountId: string;
  username: string;
  /** The customers the account is the OWNER of (the person's own customer records). */
  customerIds: string[];
  customerNumbers: string[];
  /** Their subscriptions, as subscriber or as payer. */
  subscriptionIds: string[];
  invoiceIds: string[];
  sessionIds: string[];
}

/** One section of the download: the rows of one table that are about the person. */
export interface ExportSource {
  section: string;
  /** Plain Finnish: what the section holds. */
  description: string;
  table: PgTable;
  where: (scope: DataScope) => SQL | undefined;
  /** Columns left out besides the secret ones (export-file.ts): e.g. an id that is a token hash. */
  omit?: string[];
  /**
   * Rows that only name the person and may have been sent by anyone (a form sent without a
   * login, with her e-mail address or customer number typed in): such a row shows only the
   * `keep` columns, that it was received, and never the sender's name, address or text.
   */
  unverified?: {
    when: (row: Record<string, unknown>, scope: DataScope) => boolean;
    keep: string[];
  };
}

const ofAccountGrants = (grantId: AnyPgColumn, accountId: string): SQL =>
  sql`${grantId} in (select ${oauthGrants.id} from ${oauthGrants} where ${oauthGrants.accountId} = ${accountId})`;

const bySubscription = (table: { subscriptionId: AnyPgColumn }) => (s: DataScope) =>
  inArray(table.subscriptionId, s.subscriptionIds);

/**
 * Every table that holds something about a person, in the order the download lists them.
 * A new table goes here or in `notExported` below; a test fails until it is in one of them.
 */
export const exportSources: ExportSource[] = [
  {
    section: 'kayttajatili',
    description: 'Käyttäjätunnuksesi (sähköpostiosoite) ja tilin luonti- ja muutosajat.',
    table: accounts,
    where: (s) => eq(accounts.id, s.accountId),
  },
  {
    section: 'asiakkuudet',
    description: 'Asiakkuudet, joita tililläsi voi hoitaa, ja roolisi niissä.',
    table: accountCustomers,
    where: (s) => eq(accountCustomers.accountId, s.accountId),
  },
  {
    section: 'kirjautumiset',
    description: 'Tilisi voimassa olevat ja päättyneet kirjautumiset.',
    table: sessions,
    where: (s) => eq(sessions.accountId, s.accountId),
    omit: ['id'],
  },
  {
    section: 'tunnetut_laitteet',
    description:
      'Selaimet, joilla olet kirjautunut tilillesi: niiden kirjautumista eivät hidasta muiden epäonnistuneet yritykset.',
    table: knownDevices,
    where: (s) => eq(knownDevices.accountId, s.accountId),
    // The id is the device cookie's token hash.
    omit: ['id'],
  },
  {
    section: 'salasanan_palautukset',
    description: 'Pyytämäsi salasanan vaihtolinkit ja niiden käyttö.',
    table: passwordResets,
    where: (s) => eq(passwordResets.accountId, s.accountId),
    // The id is the e-mailed link's token hash.
    omit: ['id'],
  },
  {
    section: 'kayttajatunnuksen_vaihdot',
    description: 'Pyytämäsi käyttäjätunnuksen vaihdot ja niiden vahvistukset.',
    table: usernameChanges,
    where: (s) => eq(usernameChanges.accountId, s.accountId),
    // The id is the e-mailed link's token hash.
    omit: ['id'],
  },
  {
    section: 'tilin_poistopyynnot',
    description: 'Käyttäjätilisi poistopyyntö ja sen käsittelyn ajankohdat.',
    table: accountDeletions,
    where: (s) => eq(accountDeletions.accountId, s.accountId),
  },
  {
    section: 'asiakastiedot',
    description: 'Nimesi, syntymävuotesi, yhteystietosi ja muut asiakastietosi.',
    table: customers,
    where: (s) => inArray(customers.id, s.customerIds),
  },
  {
    section: 'osoitteet',
    description: 'Postiosoitteesi.',
    table: addresses,
    where: (s) => inArray(addresses.customerId, s.customerIds),
  },
  {
    section: 'sahkopostilinkit',
    description:
      'Sähköpostiisi lähetetyt linkit tilauksen lopettamiseen tai jakeluhäiriön ilmoittamiseen kirjautumatta, ja niiden voimassaoloajat.',
    table: anonymousPasses,
    where: (s) => inArray(anonymousPasses.customerId, s.customerIds),
    // The id is the e-mailed link's token hash.
    omit: ['id'],
  },
  {
    section: 'yritystiedot',
    description: 'Yritys- tai yhteisöasiakkuuden tiedot.',
    table: companies,
    where: (s) => inArray(companies.customerId, s.customerIds),
  },
  {
    section: 'suostumukset',
    description: 'Markkinointi- ja yksityisyysvalintasi.',
    table: consents,
    where: (s) => inArray(consents.customerId, s.customerIds),
  },
  {
    section: 'suostumusten_muutokset',
    description:
      'Jokainen markkinointi- ja yksityisyysvalintojesi muutos: milloin ja missä kanavassa.',
    table: consentChanges,
    where: (s) => inArray(consentChanges.customerId, s.customerIds),
  },
  {
    section: 'markkinointikielto',
    description: 'Asettamasi markkinointikielto.',
    table: marketingBans,
    where: (s) => inArray(marketingBans.customerId, s.customerIds),
  },
  {
    section: 'tilaukset',
    description: 'Tilauksesi, joissa olet tilaaja tai maksaja.',
    table: subscriptions,
    where: (s) => inArray(subscriptions.id, s.subscriptionIds),
  },
  {
    section: 'lukuoikeudet',
    description: 'Jakamasi ja sinulle jaetut digilukuoikeudet.',
    table: readingRights,
    where: (s) =>
      or(
        inArray(readingRights.subscriptionId, s.subscriptionIds),
        eq(readingRights.holderAccountId, s.accountId),
        // As a claim matches an invitation: the address in any case (the index is on lower()).
        eq(sql`lower(${readingRights.email})`, s.username.toLowerCase()),
      ),
  },
  {
    section: 'jakelukeskeytykset',
    description: 'Tilaustesi jakelukeskeytykset.',
    table: suspensions,
    where: bySubscription(suspensions),
  },
  {
    section: 'osoitteenmuutokset',
    description: 'Tilaustesi osoitteenmuutokset.',
    table: addressChanges,
    where: bySubscription(addressChanges),
  },
  {
    section: 'jakeluhairioilmoitukset',
    description: 'Tekemäsi jakeluhäiriöilmoitukset.',
    table: deliveryReclamations,
    where: bySubscription(deliveryReclamations),
  },
  {
    section: 'yritystilausten_kasittelypyynnot',
    description: 'Lähettämäsi yritystilausten käsittelypyynnöt.',
    table: companyChangeRequests,
    where: (s) =>
      or(
        inArray(companyChangeRequests.subscriptionId, s.subscriptionIds),
        eq(companyChangeRequests.accountId, s.accountId),
      ),
    // The staff member's name is customer service's, not the customer's (decision 0037).
    omit: ['handledBy'],
  },
  {
    section: 'lukijamaaran_muutokset',
    description: 'Yritystilausten lukijamäärän muutokset.',
    table: readerCountChanges,
    where: (s) =>
      or(
        inArray(readerCountChanges.subscriptionId, s.subscriptionIds),
        eq(readerCountChanges.accountId, s.accountId),
      ),
  },
  {
    section: 'yritystilaukset',
    description: 'Yritystilaukset, jotka teit.',
    table: companyOrders,
    where: (s) => eq(companyOrders.accountId, s.accountId),
  },
  {
    section: 'yritystilaukset_odottamassa',
    description:
      'Yritystilaukset, jotka teit yritykselle, jonka pääkäyttäjä ei ollut: niiden hyväksyntä, hylkäys tai vanheneminen.',
    table: companyOrderApprovals,
    where: (s) => eq(companyOrderApprovals.accountId, s.accountId),
  },
  {
    section: 'irtisanomiset',
    description: 'Tilaustesi irtisanomiset.',
    table: cancellations,
    where: (s) =>
      or(
        inArray(cancellations.subscriptionId, s.subscriptionIds),
        eq(cancellations.accountId, s.accountId),
      ),
  },
  {
    section: 'irtisanomisilmoitukset',
    description:
      '+Kaikki-irtisanomisilmoitukset, joissa on sähköpostiosoitteesi tai asiakasnumerosi. Lomakkeen voi lähettää kirjautumatta, joten näytämme vain ilmoituksen vastaanottamisen ja käsittelyn tilan.',
    table: kaikkiCancellationNotices,
    where: (s) =>
      or(
        eq(kaikkiCancellationNotices.email, s.username),
        inArray(kaikkiCancellationNotices.customerNumber, s.customerNumbers),
      ),
    // The form needs no login: nothing in a notice is verified as the person's own.
    unverified: { when: () => true, keep: ['receiptNo', 'status', 'createdAt', 'processedAt'] },
  },
  {
    section: 'jatkotarjoukset',
    description: 'Irtisanomisen yhteydessä näytetyt ja hyväksytyt tarjoukset.',
    table: retentionOfferEvents,
    where: bySubscription(retentionOfferEvents),
  },
  {
    section: 'alennukset',
    description: 'Tilaustesi alennukset.',
    table: retentionDiscounts,
    where: bySubscription(retentionDiscounts),
  },
  {
    section: 'tuotteen_vaihdot',
    description: 'Pyytämäsi tuotteen vaihdot.',
    table: productChangeRequests,
    where: bySubscription(productChangeRequests),
  },
  {
    section: 'laskutusvalin_muutokset',
    description: 'Laskutusvälin muutokset.',
    table: billingPeriodChanges,
    where: bySubscription(billingPeriodChanges),
  },
  {
    section: 'maksutavan_muutokset',
    description: 'Maksutavan muutokset.',
    table: paymentMethodChanges,
    where: bySubscription(paymentMethodChanges),
  },
  {
    section: 'maksukortit',
    description: 'Tallennetut maksukorttisi (vain kortin tyyppi, loppunumerot ja voimassaolo).',
    table: paymentCards,
    where: (s) => inArray(paymentCards.customerId, s.customerIds),
  },
  {
    section: 'maksukortin_lisaykset',
    description: 'Maksukortin lisäämiset ja vaihdot.',
    table: cardSetups,
    where: (s) => inArray(cardSetups.customerId, s.customerIds),
  },
  {
    section: 'maksukorttipyynnot',
    description: 'Pyynnöt päivittää vanheneva maksukortti.',
    table: cardRequests,
    where: (s) => inArray(cardRequests.customerId, s.customerIds),
  },
  {
    section: 'korttiveloitukset',
    description: 'Laskujesi veloitukset maksukortilta.',
    table: cardCharges,
    where: (s) => inArray(cardCharges.customerId, s.customerIds),
  },
  {
    section: 'laskut',
    description: 'Laskusi.',
    table: invoices,
    where: (s) => inArray(invoices.id, s.invoiceIds),
  },
  {
    section: 'maksut',
    description: 'Laskuihisi kohdistetut maksut.',
    table: bankPayments,
    where: (s) => inArray(bankPayments.invoiceId, s.invoiceIds),
  },
  {
    section: 'vahvat_tunnistautumiset',
    description: 'Vahvat tunnistautumisesi (pankkitunnukset tai mobiilivarmenne).',
    table: strongIdentifications,
    where: (s) => inArray(strongIdentifications.sessionId, s.sessionIds),
    omit: ['state', 'sessionId', 'returnTo'],
  },
  {
    section: 'tilausten_liittamisvahvistukset',
    description: 'Tilausten liittämiseksi sinulle lähetetyt vahvistuslinkit.',
    table: linkConfirmations,
    where: (s) =>
      or(
        inArray(linkConfirmations.customerId, s.customerIds),
        eq(linkConfirmations.requestedByAccountId, s.accountId),
      ),
    omit: ['id'],
  },
  {
    section: 'palautteet',
    description:
      'Asiakaspalveluun kirjautuneena lähettämäsi palautteet ja yhteydenotot, sekä kirjautumatta lähetetyt viestit, joissa on sähköpostiosoitteesi (niistä vain vastaanottaminen).',
    table: feedbackMessages,
    where: (s) =>
      or(
        eq(feedbackMessages.accountId, s.accountId),
        eq(feedbackMessages.contactEmail, s.username),
      ),
    // Sent while logged in to her account: hers. Else only her address was typed in.
    unverified: {
      when: (row, s) => row['accountId'] !== s.accountId,
      keep: ['kind', 'state', 'receivedAt'],
    },
  },
  {
    section: 'sahkopostit',
    description: 'Sinulle lähetetyt sähköpostiviestit.',
    table: outbox,
    where: (s) => eq(outbox.toAddress, s.username),
    omit: ['claimedUntil', 'attempts', 'nextAttemptAt', 'lastError'],
  },
  {
    section: 'yhdistetyt_palvelut',
    description: 'Palvelut, joille olet antanut käyttöoikeuden tietoihisi, ja milloin.',
    table: oauthGrants,
    where: (s) => eq(oauthGrants.accountId, s.accountId),
  },
  {
    section: 'yhdistettyjen_palvelujen_koodit',
    description: 'Palveluille annetut kertakäyttöiset valtuutuskoodit (voimassa minuutin).',
    table: oauthCodes,
    where: (s) => ofAccountGrants(oauthCodes.grantId, s.accountId),
    // The id is the code's hash.
    omit: ['id'],
  },
  {
    section: 'yhdistettyjen_palvelujen_tunnisteet',
    description: 'Palveluille annetut käyttötunnisteet (voimassa 15 minuuttia).',
    table: oauthTokens,
    where: (s) => ofAccountGrants(oauthTokens.grantId, s.accountId),
    // The id is the token's hash.
    omit: ['id'],
  },
  {
    section: 'tapahtumaloki',
    description: 'Tilisi ja asiakkuuksiesi muutokset: mitä tehtiin, milloin ja missä kanavassa.',
    table: auditLog,
    where: (s) =>
      or(eq(auditLog.accountId, s.accountId), inArray(auditLog.customerId, s.customerIds)),
  },
];

/** Tables that hold nothing about one person, and why; with exportSources, every table. */
export const notExported: { table: PgTable; why: string }[] = [
  { table: products, why: 'the product catalogue' },
  { table: publicationExceptions, why: 'publication days of products' },
  { table: knownStreets, why: 'the postal street register' },
  { table: deliveryTroubles, why: 'delivery trouble by postal code, no person' },
  {
    table: loginAttempts,
    why: 'failed-login counters (username and client address) for rate limiting only, pruned after their window',
  },
  { table: testBankAuthorizations, why: 'the development test bank only (off in production)' },
  {
    table: registrations,
    why: 'registrations before any account exists; a confirmed one keeps only the e-mail address and times (the account section shows both), and each is deleted a week after its link expired',
  },
];
