import type { StartCardSetupInput } from '~/domain/cards/card-input';
import type {
  CardSetupCompleted,
  CardSetupStarted,
  CardsOverview,
} from '~/domain/cards/card-views';
import { api } from '../shared/api-client';
import { reloadKey } from '../shared/query';
import { cardErrorMessage } from './card-errors';

/**
 * Starts a visit to the provider's hosted page and goes there; throws the API's refusal (show it
 * with cardErrorMessage). The browser is leaving when it returns.
 */
export async function goToProvider(input: StartCardSetupInput): Promise<void> {
  const { redirectUrl } = await api.post<CardSetupStarted>('cards/setups', input);
  window.location.assign(redirectUrl);
}

export type CompleteOutcome =
  { ok: true; result: CardSetupCompleted } | { ok: false; message: string };

/**
 * Sends the provider's answer to the portal: the saved card, or the Finnish message. On success
 * the cards are loaded again before it resolves, so the message never shows beside the old card
 * (the page's first load of them started before the change, on return from the provider).
 */
export async function completeSetup(answer: string, fallback: string): Promise<CompleteOutcome> {
  try {
    const result = await api.post<CardSetupCompleted>('cards/setups/complete', { result: answer });
    await reloadKey<CardsOverview>('cards').catch(() => undefined);
    return { ok: true, result };
  } catch (err) {
    return { ok: false, message: cardErrorMessage(err, fallback) };
  }
}
