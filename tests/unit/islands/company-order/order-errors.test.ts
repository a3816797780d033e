import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type ErrorKey } from '~/domain/errors/error-messages';
import { orderErrorMessages } from '~/islands/company-order/order-errors';
import { ApiError } from '~/islands/shared/api-errors';

const refused = (status: number, errorKey: ErrorKey, fields?: Record<string, string>) =>
  new ApiError({
    status,
    statusText: '',
    errorKey,
    body: { errorKey, message: 'x', ...(fields && { fields }) },
  });

describe('orderErrorMessages (spec §8 "Company order")', () => {
  it('shows the invoicing-data conflict and the unknown offer in plain Finnish', () => {
    expect(orderErrorMessages(refused(409, 'b2b-invoicing-data-does-not-match-existing'))).toEqual([
      ERROR_MESSAGES['b2b-invoicing-data-does-not-match-existing'],
    ]);
    expect(orderErrorMessages(refused(404, 'company-order-offer-not-found'))).toEqual([
      ERROR_MESSAGES['company-order-offer-not-found'],
    ]);
  });

  it('lists the field messages of a refused address or form', () => {
    const err = refused(400, 'company-order-address-not-found', {
      'address.streetAddress': 'Katuosoite: Osoitetta ei löytynyt.',
    });
    expect(orderErrorMessages(err)).toEqual(['Katuosoite: Osoitetta ei löytynyt.']);
  });

  it('says "order failed" for a server error, an unknown key or a network failure', () => {
    const failed = [ERROR_MESSAGES['company-order-failed']];
    expect(orderErrorMessages(refused(500, 'UNKNOWN_ERROR'))).toEqual(failed);
    // A key this build does not know (a newer server's).
    expect(orderErrorMessages(refused(409, 'no-such-key' as ErrorKey))).toEqual(failed);
    expect(orderErrorMessages(new TypeError('Failed to fetch'))).toEqual(failed);
  });
});
