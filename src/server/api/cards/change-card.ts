import { isCardExpired } from '~/domain/cards/card-rules';
import type { CardChangeResult } from '~/domain/cards/card-views';
import type { AppDeps, AuthContext } from '../../app-context';
import { queueEmail } from '../../email/outbox';
import { cardChangedEmail } from './card-emails';
import { cardExpired, cardNotFound } from './card-errors';
import { chargeToCard, describeCharge, lockChangeableMain } from './charge-to-card';
import { findOwnCard } from './load-cards';

/** PUT /subscriptions/{n}/card: the subscription is charged to another saved card. */
export async function changeCard(
  deps: AppDeps,
  auth: AuthContext,
  number: string,
  cardId: string,
): Promise<CardChangeResult> {
  const today = deps.clock.today();
  return deps.db.transaction(async (tx) => {
    const main = await lockChangeableMain(tx, auth, number, today);
    const card = await findOwnCard(tx, [main.sub.payerCustomerId ?? main.sub.customerId], cardId);
    if (!card) throw cardNotFound();
    if (isCardExpired(card, today)) throw cardExpired();
    // A repeated request (double click) changes nothing and sends no second e-mail.
    if (main.sub.paymentCardId === card.id) return describeCharge(main, card);
    const result = await chargeToCard(tx, deps, auth, main, card);
    await queueEmail(tx, cardChangedEmail(auth.username, result.message), deps.clock.now());
    return result;
  });
}
