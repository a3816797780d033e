import { HttpError } from '../http/http-error';

/**
 * Spec §4: while a product change (or a switch to digital) is processed, the subscription takes
 * no other change. One answer for every feature that refuses a change then.
 */
export const orderChangePending = (): HttpError => new HttpError(409, 'order-change-pending');
