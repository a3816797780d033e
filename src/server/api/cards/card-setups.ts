import { and, eq, inArray } from 'drizzle-orm';
import { canChangeCard, cardLabel, expiryLabel, isCharged } from '~/domain/cards/card-rules';
import type { CardSetupCompleted, CardSetupStarted } from '~/domain/cards/card-views';
import type { StartCardSetupInput } from '~/domain/cards/card-input';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import type { CardProvider, ProviderCard } from '../../cards/card-provider';
import type { Db } from '../../db/client';
import { cardSetups } from '../../db/schema/cards';
import { paymentCards } from '../../db/schema/payments';
import { subscriptions } from '../../db/schema/subscriptions';
import { queueEmail } from '../../email/outbox';
import { cardAddedEmail } from './card-emails';
import {
  cardChangeNotAllowed,
  customerNotFound,
  providerUnavailable,
  setupCancelled,
  setupInvalid,
  subscriptionNotFound,
} from './card-errors';
import {
  chargePendingChangeToCard,
  chargeToCard,
  describeCharge,
  lockChangeableMain,
} from './charge-to-card';
import { type CardRow, findPaidMain, pendingCardChange } from './load-cards';
import { logger } from '../../log/logger';

/** Where the provider sends the customer back: the add-card modal or the change-card page. */
function returnPath(input: StartCardSetupInput): string {
  const number = input.subscriptionNumber;
  if (input.returnTo === 'CHANGE_CARD')
    return `/laskut/maksukortit/vaihda-kortti?maksutapa=${number}`;
  return `/laskut/maksukortit?modal=lisaa-maksukortti${number ? `&maksutapa=${number}` : ''}`;
}

/** POST /cards/setups: a visit to the provider's hosted page, optionally for one subscription. */
export async function startCardSetup(
  deps: AppDeps,
  auth: AuthContext,
  input: StartCardSetupInput,
  provider: CardProvider,
  origin: string,
): Promise<CardSetupStarted> {
  const today = deps.clock.today();
  let customerId = auth.customerIds[0];
  let subscriptionId: string | null = null;
  if (input.subscriptionNumber) {
    const own = await findPaidMain(deps.db, auth.customerIds, input.subscriptionNumber);
    if (!own) throw subscriptionNotFound();
    if (!(await takesCard(deps.db, own.sub, today))) throw cardChangeNotAllowed();
    customerId = own.sub.payerCustomerId ?? own.sub.customerId;
    subscriptionId = own.sub.id;
  }
  if (!customerId) throw customerNotFound();
  const [setup] = await deps.db
    .insert(cardSetups)
    .values({
      customerId,
      accountId: auth.accountId,
      subscriptionId,
      returnTo: input.returnTo,
      createdAt: deps.clock.now(),
    })
    .returning({ id: cardSetups.id });
  if (!setup) throw new Error('Could not store the card setup');
  try {
    return await provider.startSession({
      reference: setup.id,
      returnUrl: new URL(returnPath(input), origin).href,
    });
  } catch (err) {
    logger.error({ err }, 'cards: the card provider did not start a session');
    throw providerUnavailable();
  }
}

type SetupRow = typeof cardSetups.$inferSelect;

/**
 * POST /cards/setups/complete: the provider's answer, verified, saves the card (only its token
 * and display data) and, when the visit was for a subscription, charges that subscription to it
 * from the next period. Completing twice answers the same. The provider is asked for the card
 * outside any transaction (the embedded database has one connection), then the setup is locked
 * and re-read before anything is written.
 */
export async function completeCardSetup(
  deps: AppDeps,
  auth: AuthContext,
  answer: URLSearchParams,
  provider: CardProvider,
): Promise<CardSetupCompleted> {
  const verified = provider.verifyAnswer(answer);
  if (verified.status === 'INVALID') throw setupInvalid();
  if (auth.customerIds.length === 0) throw customerNotFound();
  const visit = verified.status === 'RETURNED' ? verified.visit : null;
  const before = await ownSetup(deps.db, auth, verified.reference);
  // A reload of an answer already used repeats it; a cancel is recorded without the provider.
  const card =
    visit && before.status === 'PENDING' && !(await visitUsed(deps.db, visit))
      ? await fetchCard(provider, visit)
      : null;
  const done = await deps.db.transaction(async (tx) => {
    const setup = await ownSetup(tx, auth, verified.reference, true);
    if (setup.status === 'COMPLETED') {
      // Another visit's answer for a completed setup is a replay.
      if (visit !== null && setup.providerVisit !== null && setup.providerVisit !== visit) {
        throw setupInvalid();
      }
      return repeat(tx, auth, setup);
    }
    if (setup.status === 'CANCELLED' || visit === null) {
      await tx.update(cardSetups).set({ status: 'CANCELLED' }).where(eq(cardSetups.id, setup.id));
      return null;
    }
    if (!card || (await visitUsed(tx, visit))) throw setupInvalid();
    return saveCard(tx, deps, auth, setup, { visit, card });
  });
  if (done === null) throw setupCancelled();
  return done;
}

/** The customer's own setup of the answer (another customer's is an invalid answer). */
async function ownSetup(db: Db, auth: AuthContext, id: string, lock = false): Promise<SetupRow> {
  const query = db
    .select()
    .from(cardSetups)
    .where(and(eq(cardSetups.id, id), inArray(cardSetups.customerId, auth.customerIds)));
  const [setup] = lock ? await query.for('update') : await query;
  if (!setup) throw setupInvalid();
  return setup;
}

async function fetchCard(provider: CardProvider, visit: string): Promise<ProviderCard | null> {
  try {
    return await provider.fetchCard(visit);
  } catch (err) {
    logger.error({ err }, 'cards: the card provider did not give the card of a visit');
    throw providerUnavailable();
  }
}

/** Has this visit of the provider completed a setup already (a replay onto another setup)? */
async function visitUsed(tx: Db, visit: string): Promise<boolean> {
  const [used] = await tx
    .select({ id: cardSetups.id })
    .from(cardSetups)
    .where(eq(cardSetups.providerVisit, visit));
  return used !== undefined;
}

async function saveCard(
  tx: Db,
  deps: AppDeps,
  auth: AuthContext,
  setup: SetupRow,
  provided: { visit: string; card: ProviderCard },
): Promise<CardSetupCompleted> {
  const now = deps.clock.now();
  const today = deps.clock.today();
  const card = await storeCard(tx, setup.customerId, provided.card, now);
  let change = null;
  const main = setup.subscriptionId ? await mainOf(tx, auth, setup.subscriptionId) : undefined;
  if (main && canChangeCard(main.sub, today)) {
    const locked = await lockChangeableMain(tx, auth, main.sub.subscriptionNumber, today);
    change = await chargeToCard(tx, deps, auth, locked, card);
  } else if (main && (await takesCard(tx, main.sub, today))) {
    change = await chargePendingChangeToCard(tx, deps, auth, main, card);
  }
  await tx
    .update(cardSetups)
    .set({ status: 'COMPLETED', cardId: card.id, providerVisit: provided.visit, completedAt: now })
    .where(eq(cardSetups.id, setup.id));
  const label = cardLabel(card);
  await audit(tx, {
    accountId: auth.accountId,
    customerId: setup.customerId,
    action: 'CARD_ADDED',
    entity: 'payment_card',
    entityId: card.id,
    details: { brand: card.brand, last4: card.last4, subscription: change?.subscriptionNumber },
    at: now,
  });
  await queueEmail(tx, cardAddedEmail(auth.username, label, change?.message ?? null), now);
  return answerOf(card, change);
}

/**
 * Only the token and display data are stored. The same card saved again (same brand, last four
 * and expiry) replaces the earlier token instead of appearing twice in the list.
 */
async function storeCard(tx: Db, customerId: string, c: ProviderCard, now: Date): Promise<CardRow> {
  const [existing] = (
    await tx
      .select()
      .from(paymentCards)
      .where(
        and(
          eq(paymentCards.customerId, customerId),
          eq(paymentCards.brand, c.brand),
          eq(paymentCards.last4, c.last4),
          eq(paymentCards.expiryMonth, c.expiryMonth),
          eq(paymentCards.expiryYear, c.expiryYear),
        ),
      )
  ).filter((row) => row.deletedAt === null);
  if (existing) {
    const [updated] = await tx
      .update(paymentCards)
      .set({ providerToken: c.token })
      .where(eq(paymentCards.id, existing.id))
      .returning();
    return updated ?? existing;
  }
  const [inserted] = await tx
    .insert(paymentCards)
    .values({
      customerId,
      brand: c.brand,
      last4: c.last4,
      expiryMonth: c.expiryMonth,
      expiryYear: c.expiryYear,
      providerToken: c.token,
      createdAt: now,
    })
    .returning();
  if (!inserted) throw new Error('Could not store the card');
  return inserted;
}

/**
 * Can a card be added for this subscription: it is billed by card, or a pending payment method
 * change moves it to a card (decision 0017), and it will still be charged.
 */
async function takesCard(
  db: Db,
  sub: { id: string; status: string; endDate: string | null; paymentMethod: string },
  today: string,
): Promise<boolean> {
  if (canChangeCard(sub, today)) return true;
  return isCharged(sub, today) && (await pendingCardChange(db, sub.id)) !== undefined;
}

async function mainOf(tx: Db, auth: AuthContext, subscriptionId: string) {
  const [row] = await tx
    .select({ number: subscriptions.subscriptionNumber })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  return row ? findPaidMain(tx, auth.customerIds, row.number) : undefined;
}

/** The answer of an already completed setup (a reload of the return address). */
async function repeat(tx: Db, auth: AuthContext, setup: SetupRow): Promise<CardSetupCompleted> {
  const [card] = setup.cardId
    ? await tx.select().from(paymentCards).where(eq(paymentCards.id, setup.cardId))
    : [];
  if (!card) throw setupInvalid();
  const main = setup.subscriptionId ? await mainOf(tx, auth, setup.subscriptionId) : undefined;
  const charged =
    main !== undefined &&
    (main.sub.paymentCardId === card.id ||
      (await pendingCardChange(tx, main.sub.id))?.paymentCardId === card.id);
  const change = charged ? describeCharge(main, card) : null;
  return answerOf(card, change);
}

function answerOf(card: CardRow, change: CardSetupCompleted['change']): CardSetupCompleted {
  const label = cardLabel(card);
  return {
    card: { id: card.id, label, expiryLabel: expiryLabel(card) },
    change,
    message: `Kortti ${label} on lisätty.`,
  };
}
