import {
  BLOCK_ERROR_KEYS,
  type CancellationBlock,
  blockMessage,
} from '~/domain/cancellation/blocks';
import type { ExternalManager } from '~/domain/subscriptions/actions';
import { HttpError } from '../../http/http-error';
import { TooManyRequestsError } from '../../http/too-many-requests';

// The cancellation routes' answers. The UI shows its own text per key
// (src/domain/errors/error-messages.ts); the messages here are for other clients.

export const subscriptionNotFound = (): HttpError => new HttpError(404, 'subscription-not-found');

export const addOnNotFound = (): HttpError => new HttpError(404, 'module-not-found');

/** 409 with the block's own key: e.g. subscription-already-cancelled (spec §8). */
export const cancellationBlocked = (
  block: CancellationBlock,
  facts?: { externalManager: ExternalManager | null },
): HttpError =>
  new HttpError(409, BLOCK_ERROR_KEYS[block], { message: blockMessage(block, facts) });

export const alreadyCancelled = (): HttpError => cancellationBlocked('already-cancelled');

export const cancellationNotFound = (): HttpError => new HttpError(404, 'cancellation-not-found');

export const offerNotAvailable = (): HttpError =>
  new HttpError(409, 'retention-offer-not-available');

/** 429 with Retry-After; the default wait is a whole 15-minute window. */
export const tooManyAttempts = (retryAfterSeconds = 15 * 60): HttpError =>
  new TooManyRequestsError(retryAfterSeconds);
