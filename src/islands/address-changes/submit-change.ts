import type { AddressChangeResult } from '~/domain/address-changes/address-change-view';
import { api } from '../shared/api-client';
import { ApiError } from '../shared/api-errors';
import { messageForError } from '../shared/error-messages';
import { isSubscriptionKey } from '../shared/api-paths';
import { invalidateKeys } from '../shared/query';
import { serverFieldErrors } from '../shared/server-errors';

/** What a save ended in, for the form to show. */
export type SaveOutcome =
  | { kind: 'saved'; result: AddressChangeResult }
  | { kind: 'invalid-address' }
  | { kind: 'fields'; fields: Record<string, string> }
  | { kind: 'error'; message: string };

export const INVALID_ADDRESS_TEXT =
  'Osoitetta ei löytynyt osoiterekisteristä. Tarkista katuosoite, postinumero ja ' +
  'postitoimipaikka. Jos osoite on oikein, voit jatkaa ja tallentaa sen sellaisenaan: ' +
  'asiakaspalvelu käsittelee muutoksen 1–3 arkipäivässä.';

/** The details page caches the subscription: a saved change must show there at once. */
export function refreshSubscription(): void {
  invalidateKeys(isSubscriptionKey);
}

/** Sends a change (POST or PUT) and sorts the answer for the form. */
export async function saveChange(
  method: 'post' | 'put',
  path: string,
  body: unknown,
): Promise<SaveOutcome> {
  try {
    const result = await api[method]<AddressChangeResult>(path, body, { withErrorBody: true });
    refreshSubscription();
    return { kind: 'saved', result };
  } catch (err) {
    if (err instanceof ApiError && err.errorKey === 'invalid-address') {
      return { kind: 'invalid-address' };
    }
    const fields = err instanceof ApiError && err.status === 400 ? serverFieldErrors(err) : {};
    if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
    return { kind: 'error', message: messageForError(err) };
  }
}
