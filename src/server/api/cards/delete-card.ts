import { eq, inArray } from 'drizzle-orm';
import { cardLabel, deletionVerdict, isCardExpired, isCharged } from '~/domain/cards/card-rules';
import type { CardDeleted } from '~/domain/cards/card-views';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import type { CardProvider } from '../../cards/card-provider';
import { paymentCards } from '../../db/schema/payments';
import { subscriptions } from '../../db/schema/subscriptions';
import { queueEmail } from '../../email/outbox';
import { HttpError } from '../../http/http-error';
import { cardDeletedEmail } from './card-emails';
import { cardNotFound, replacementInvalid, replacementRequired } from './card-errors';
import { usesOf } from './card-mappers';
import { findOwnCard, subscriptionsOnCards } from './load-cards';
import { logger } from '../../log/logger';

const deleteFailed = () => new HttpError(503, 'card-delete-failed');

/**
 * DELETE /cards/{id}: spec §5, a card that active subscriptions are charged to is deleted only
 * with another card chosen for them; they move to it. The card row is kept (soft delete), so
 * old invoices and ended subscriptions still name it; the provider forgets the card.
 */
export async function deleteCard(
  deps: AppDeps,
  auth: AuthContext,
  cardId: string,
  replacementCardId: string | undefined,
  provider: CardProvider,
): Promise<CardDeleted> {
  const now = deps.clock.now();
  const today = deps.clock.today();
  return deps.db.transaction(async (tx) => {
    const card = await findOwnCard(tx, auth.customerIds, cardId);
    if (!card) throw cardNotFound();
    await tx
      .select({ id: paymentCards.id })
      .from(paymentCards)
      .where(eq(paymentCards.id, card.id))
      .for('update');
    const rows = await subscriptionsOnCards(tx, [card.id]);
    const charged = rows.filter((r) => isCharged(r.sub, today));
    const replacement = replacementCardId
      ? await findOwnCard(tx, [card.customerId], replacementCardId)
      : undefined;
    const verdict = deletionVerdict({
      chargedSubscriptions: charged.length,
      replacement:
        replacementCardId === undefined
          ? null
          : replacement
            ? { sameCard: replacement.id === card.id, expired: isCardExpired(replacement, today) }
            : 'not-found',
    });
    if (verdict === 'replacement-required') throw replacementRequired();
    if (verdict === 'replacement-invalid') throw replacementInvalid();

    const moved = usesOf(card.id, rows, today);
    if (charged.length > 0 && replacement) {
      await tx
        .update(subscriptions)
        .set({ paymentCardId: replacement.id })
        .where(
          inArray(
            subscriptions.id,
            charged.map((r) => r.sub.id),
          ),
        );
    }
    await tx.update(paymentCards).set({ deletedAt: now }).where(eq(paymentCards.id, card.id));
    const label = cardLabel(card);
    const movedText =
      moved.length > 0 && replacement
        ? `Tilaukset ${moved.map((m) => `${m.productName} (${m.subscriptionNumber})`).join(', ')} ` +
          `maksetaan jatkossa kortilla ${cardLabel(replacement)}.`
        : null;
    await audit(tx, {
      accountId: auth.accountId,
      customerId: card.customerId,
      action: 'CARD_DELETED',
      entity: 'payment_card',
      entityId: card.id,
      details: {
        replacementCardId: replacement?.id,
        moved: moved.map((m) => m.subscriptionNumber),
      },
      at: now,
    });
    await queueEmail(tx, cardDeletedEmail(auth.username, label, movedText), now);
    try {
      await provider.removeCard(card.providerToken);
    } catch (err) {
      logger.error({ err }, 'cards: the card provider did not remove a card');
      throw deleteFailed();
    }
    return {
      message: [`Kortti ${label} on poistettu.`, movedText].filter(Boolean).join(' '),
      moved,
    };
  });
}
