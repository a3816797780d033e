import type { StartCardSetupInput } from '~/domain/cards/card-input';
import type { CardSetupCompleted, CardSetupStarted } from '~/domain/cards/card-views';
import { api } from '../shared/api-client';
import { cardErrorMessage } from './card-errors';

/** Starts a visit to the provider's hosted page and goes there; a failure's message otherwise. */
export async function goToProvider(
  input: StartCardSetupInput,
  fallback: string,
): Promise<string | null> {
  try {
    const { redirectUrl } = await api.post<CardSetupStarted>('cards/setups', input);
    window.location.assign(redirectUrl);
    return null;
  } catch (err) {
    return cardErrorMessage(err, fallback);
  }
}

export type CompleteOutcome =
  { ok: true; result: CardSetupCompleted } | { ok: false; message: string };

/** Sends the provider's answer to the portal: the saved card, or the Finnish message. */
export async function completeSetup(answer: string, fallback: string): Promise<CompleteOutcome> {
  try {
    const result = await api.post<CardSetupCompleted>('cards/setups/complete', { result: answer });
    return { ok: true, result };
  } catch (err) {
    return { ok: false, message: cardErrorMessage(err, fallback) };
  }
}
