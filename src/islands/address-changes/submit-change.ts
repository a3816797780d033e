import type { AddressChangeResult } from '~/domain/address-changes/address-change-view';
import { ApiError } from '../shared/api-errors';
import { isSubscriptionKey } from '../shared/api-paths';
import { invalidateKeys } from '../shared/query';

export const INVALID_ADDRESS_TEXT =
  'Osoitetta ei löytynyt osoiterekisteristä. Tarkista katuosoite, postinumero ja ' +
  'postitoimipaikka. Jos osoite on oikein, voit jatkaa ja tallentaa sen sellaisenaan: ' +
  'asiakaspalvelu käsittelee muutoksen 1–3 arkipäivässä.';

/** The details page caches the subscription: a saved change must show there at once. */
export function refreshSubscription(): void {
  invalidateKeys(isSubscriptionKey);
}

/** Waits for a change sent (POST or PUT); the details page shows it at once. Throws the refusal. */
export async function saveChange(sent: Promise<AddressChangeResult>): Promise<AddressChangeResult> {
  const result = await sent;
  refreshSubscription();
  return result;
}

/** The address register does not know the address: the customer may go on with it as typed. */
export function isUnknownAddress(err: unknown): boolean {
  return err instanceof ApiError && err.errorKey === 'invalid-address';
}
