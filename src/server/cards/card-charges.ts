import { and, asc, eq, gt, inArray, lte, notExists } from 'drizzle-orm';
import {
  CARD_METHODS,
  cardLabel,
  cardRequestText,
  chargeFailedText,
  chargeRefusalReason,
} from '~/domain/cards/card-rules';
import { cardActionPath } from '~/domain/cards/card-paths';
import { invoiceTotalCents } from '~/domain/invoices/invoice-total';
import { formatDate } from '~/domain/shared/dates';
import { formatMoney } from '~/domain/shared/money';
import type { AppDeps } from '../app-context';
import { audit } from '../audit';
import type { Db } from '../db/client';
import { cardCharges } from '../db/schema/cards';
import { customers } from '../db/schema/customers';
import { invoices, paymentCards } from '../db/schema/payments';
import { subscriptions } from '../db/schema/subscriptions';
import { letter } from '../email/letter';
import { queueEmail } from '../email/outbox';
import { siteOrigin } from '../env';
import { forEachInBatches } from '../jobs/in-batches';
import { logger } from '../log/logger';
import { paperInvoiceFeeLabel } from '../paper-invoice-fee';
import { openCardRequest } from './card-deadlines';
import type { CardProvider, ChargeResult } from './card-provider';

// The billing jobs' card charges (issue 31, decision 0047): each open invoice of a card-billed
// subscription is charged to its saved card once, without the customer (a merchant-initiated
// charge). The charge row is committed before the provider is asked, under the invoice's own
// unique key, and its id is the provider's idempotency key (Paytrail's `stamp`): a retried,
// parallel or crashed job never charges an invoice twice. A refused charge asks the customer for
// a new card with the spec's deadline (§4), and the invoice stays open to be paid by transfer.

/** Open states an invoice is charged in (the index of migration 0029 lists them too). */
const CHARGEABLE_STATES = ['UNPAID', 'OVERDUE'];

/**
 * Charges asked of the provider at the same time: each waits for the provider's answer (a round
 * trip of a few hundred milliseconds to Paytrail), so one at a time a day's charges of a
 * publisher would take longer than the job's ten minutes. Each charge locks its own invoice.
 */
const CHARGES_AT_ONCE = 4;

export interface CardChargeReport {
  charged: number;
  refused: number;
  /** Asked, no answer: left STARTED for reconciliation (docs/operations.md), never re-asked. */
  unanswered: number;
}

/** Charges every due card-billed invoice that has no charge yet, in batches (in-batches.ts). */
export async function chargeDueInvoices(
  deps: AppDeps,
  provider: CardProvider,
): Promise<CardChargeReport> {
  const report: CardChargeReport = { charged: 0, refused: 0, unanswered: 0 };
  await forEachInBatches(
    // The invoice's own facts pick the candidates (migration 0029's index holds them in id
    // order); startCharge checks the card under the invoice's lock.
    (last, limit) =>
      deps.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(
          and(
            inArray(invoices.paymentState, CHARGEABLE_STATES),
            inArray(invoices.paymentMethod, [...CARD_METHODS]),
            lte(invoices.invoiceDate, deps.clock.today()),
            notExists(
              deps.db
                .select({ id: cardCharges.id })
                .from(cardCharges)
                .where(eq(cardCharges.invoiceId, invoices.id)),
            ),
            last ? gt(invoices.id, last) : undefined,
          ),
        )
        .orderBy(asc(invoices.id))
        .limit(limit),
    async ({ id }) => {
      const outcome = await chargeOne(deps, provider, id);
      if (outcome) report[outcome] += 1;
    },
    { concurrency: CHARGES_AT_ONCE },
  );
  return report;
}

type Outcome = keyof CardChargeReport;

async function chargeOne(
  deps: AppDeps,
  provider: CardProvider,
  invoiceId: string,
): Promise<Outcome | null> {
  const started = await deps.db.transaction((tx) => startCharge(tx, deps, invoiceId));
  if (!started) return null;
  let result: ChargeResult;
  try {
    result = await provider.charge({
      stamp: started.chargeId,
      reference: started.reference,
      amountCents: started.amountCents,
      token: started.token,
      email: started.email,
    });
  } catch (err) {
    logger.error(
      { err, chargeId: started.chargeId, invoiceId },
      'cards: a card charge got no answer; it stays STARTED until reconciled by hand',
    );
    return 'unanswered';
  }
  await deps.db.transaction((tx) => recordAnswer(tx, deps, started, result));
  return result.status === 'CHARGED' ? 'charged' : 'refused';
}

interface StartedCharge {
  chargeId: string;
  invoiceId: string;
  invoiceNumber: string;
  dueDate: string;
  reference: string;
  amountCents: number;
  token: string;
  email: string;
  cardId: string;
  cardLabel: string;
  customerId: string;
  customerType: string;
  /** The main subscription: the one a new card is asked for. */
  subscriptionId: string;
  subscriptionNumber: string;
}

/** Locks the invoice, re-reads it and writes the STARTED row; null when not to be charged. */
async function startCharge(
  tx: Db,
  deps: AppDeps,
  invoiceId: string,
): Promise<StartedCharge | null> {
  const [row] = await tx
    .select({
      invoice: invoices,
      sub: subscriptions,
      card: paymentCards,
      customer: { email: customers.contactEmail, type: customers.customerType },
    })
    .from(invoices)
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .innerJoin(paymentCards, eq(paymentCards.id, subscriptions.paymentCardId))
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(eq(invoices.id, invoiceId))
    .for('update', { of: invoices });
  if (!row || !CHARGEABLE_STATES.includes(row.invoice.paymentState) || row.card.deletedAt) {
    return null;
  }
  const { invoice, sub, card } = row;
  const amountCents = invoiceTotalCents(invoice);
  const [charge] = await tx
    .insert(cardCharges)
    .values({
      invoiceId,
      cardId: card.id,
      customerId: invoice.customerId,
      amountCents,
      status: 'STARTED',
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing({ target: cardCharges.invoiceId })
    .returning({ id: cardCharges.id });
  if (!charge) return null;
  const mainId = sub.parentSubscriptionId ?? sub.id;
  const [main] = await tx
    .select({ number: subscriptions.subscriptionNumber })
    .from(subscriptions)
    .where(eq(subscriptions.id, mainId));
  return {
    chargeId: charge.id,
    invoiceId,
    invoiceNumber: invoice.invoiceNumber,
    dueDate: invoice.dueDate,
    reference: invoice.referenceNumber,
    amountCents,
    token: card.providerToken,
    email: row.customer.email ?? '',
    cardId: card.id,
    cardLabel: cardLabel(card),
    customerId: invoice.customerId,
    customerType: row.customer.type,
    subscriptionId: mainId,
    subscriptionNumber: main?.number ?? sub.subscriptionNumber,
  };
}

async function recordAnswer(
  tx: Db,
  deps: AppDeps,
  c: StartedCharge,
  result: ChargeResult,
): Promise<void> {
  const now = deps.clock.now();
  const charged = result.status === 'CHARGED';
  await tx
    .update(cardCharges)
    .set({
      status: result.status,
      transactionId: charged ? result.transactionId : null,
      reason: charged ? null : result.reason,
      answeredAt: now,
    })
    .where(eq(cardCharges.id, c.chargeId));
  if (charged) {
    await tx
      .update(invoices)
      .set({ paymentState: 'PAID', paidAt: now })
      .where(eq(invoices.id, c.invoiceId));
  }
  await audit(tx, {
    accountId: null,
    customerId: c.customerId,
    action: charged ? 'CARD_CHARGED' : 'CARD_CHARGE_FAILED',
    entity: 'invoice',
    entityId: c.invoiceNumber,
    details: { amountCents: c.amountCents, card: c.cardLabel, status: result.status },
    at: now,
    channel: 'SYSTEM',
  });
  if (!charged) await askForNewCard(tx, deps, c, result.status);
}

/** The spec's card deadline flow: a request with its deadline, and an e-mail that says what to do. */
async function askForNewCard(
  tx: Db,
  deps: AppDeps,
  c: StartedCharge,
  reason: 'DECLINED' | 'NEEDS_CUSTOMER',
): Promise<void> {
  const deadline = await openCardRequest(
    tx,
    { id: c.subscriptionId, customerId: c.customerId },
    deps.clock.today(),
    deps.clock.now(),
    { cardId: c.cardId, reason: chargeRefusalReason(reason) },
  );
  if (!c.email) return;
  const fee = paperInvoiceFeeLabel(deps, c.customerType);
  const whatToDo = new URL(cardActionPath(c.subscriptionNumber), siteOrigin(deps.env)).href;
  await queueEmail(
    tx,
    {
      to: c.email,
      kind: 'card-charge-failed',
      subject: 'Laskun veloitus maksukortilta epäonnistui',
      text: letter(
        `laskuasi ${c.invoiceNumber} (${formatMoney(c.amountCents)}) ei voitu veloittaa ` +
          `maksukortilta ${c.cardLabel}.`,
        chargeFailedText(reason),
        '',
        `Maksa tämä lasku viimeistään ${formatDate(c.dueDate)} pankkisiirtona laskun tiedoilla ` +
          '(Omat sivut > Laskut).',
        cardRequestText(formatDate(deadline), fee),
        '',
        'Lisää uusi kortti tai vahvista korttisi tästä:',
        whatToDo,
      ),
    },
    deps.clock.now(),
  );
}
