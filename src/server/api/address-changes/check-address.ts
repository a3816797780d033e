import type { PostalAddress } from '~/domain/address-changes/address-fields';
import type { AddressProcessing } from '~/domain/address-changes/processing';
import { knownStreetsProvider } from '../../address/address-provider';
import { customerServiceAnswer } from '../../address/customer-service-answer';
import type { Db } from '../../db/client';
import { invalidAddress } from './address-change-errors';

export interface CheckedAddress {
  address: PostalAddress;
  processing: AddressProcessing;
  customerService: { deadline: string; deadlineLabel: string; notice: string } | null;
}

/**
 * The address database decides (spec §5): a known Finnish address is CONFIRMED, with the post
 * office spelled as the database has it; an unknown one answers 409 invalid-address unless the
 * customer chose to continue by hand (manual), and a foreign one cannot be checked. Both of the
 * latter go to customer service, who handle them within 1-3 working days.
 */
export async function checkAddress(
  db: Db,
  input: PostalAddress & { manual: boolean },
  today: string,
): Promise<CheckedAddress> {
  const address: PostalAddress = {
    streetAddress: input.streetAddress.replace(/\s+/g, ' '),
    zipCode: input.zipCode.toUpperCase(),
    postOffice: input.postOffice.toLocaleUpperCase('fi-FI'),
    countryCode: input.countryCode,
  };
  const found = await knownStreetsProvider(db).lookup(address);
  if (found.result === 'found') {
    return {
      address: { ...address, postOffice: found.postOffice },
      processing: 'CONFIRMED',
      customerService: null,
    };
  }
  if (found.result === 'not-found' && !input.manual) throw invalidAddress();
  return {
    address,
    processing: 'CUSTOMER_SERVICE',
    customerService: customerServiceAnswer(today),
  };
}
