import { RECLAIM_BLOCK_REASONS, type ReclaimBlock } from '~/domain/delivery/reclaim-eligibility';
import { DATES_RANGE_MESSAGE } from '~/domain/delivery/reclaim-input';
import { HttpError } from '../../http/http-error';
import { TooManyRequestsError } from '../../http/too-many-requests';

// The delivery routes' refusals, keys verbatim from spec §8.

export const subscriptionNotFound = (): HttpError => new HttpError(404, 'subscription-not-found');

/** Anonymous reports: any mismatch of number, name or zip code gets this one answer. */
export const customerNotFound = (): HttpError =>
  new HttpError(404, 'customer-not-found', {
    message: 'Tietoja ei löytynyt. Tarkista, että tiedot vastaavat laskun tietoja.',
  });

export const reclamationNotAllowed = (block: ReclaimBlock): HttpError =>
  new HttpError(409, 'not-allowed-reclamation-for-subscription', {
    message: RECLAIM_BLOCK_REASONS[block],
  });

export const datesOutOfRange = (): HttpError =>
  new HttpError(400, 'validation-failed', {
    fields: {
      dates: DATES_RANGE_MESSAGE,
    },
  });

/** 429 with Retry-After; the default wait is a whole 15-minute window. */
export const tooManyAttempts = (retryAfterSeconds = 15 * 60): HttpError =>
  new TooManyRequestsError(retryAfterSeconds);
