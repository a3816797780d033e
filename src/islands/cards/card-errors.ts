import { ERROR_MESSAGES } from '~/domain/errors/error-messages';
import { GENERIC_ERROR_MESSAGE, messageForError } from '../shared/error-messages';

/** The mapped message of an API error, else the flow's own "failed, try later" message (§8). */
export function cardErrorMessage(err: unknown, fallback: string): string {
  const message = messageForError(err);
  return message === GENERIC_ERROR_MESSAGE ? fallback : message;
}

export const CARD_CHANGE_FAILED = 'Kortin vaihtaminen epäonnistui. Yritä myöhemmin uudelleen.';
export const CARD_DELETE_FAILED = ERROR_MESSAGES['card-delete-failed'];
export const CARD_ADD_FAILED = 'Kortin lisääminen epäonnistui. Yritä myöhemmin uudelleen.';
export const CARDS_LOAD_FAILED =
  'Maksukorttien lataaminen epäonnistui. Yritä myöhemmin uudelleen tai ota yhteyttä asiakaspalveluun.';
