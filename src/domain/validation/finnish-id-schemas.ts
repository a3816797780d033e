import { requiredString } from './fields';
import { isValidBusinessId, isValidEInvoiceAddress } from './finnish-ids';
import * as m from './messages';

// The zod fields of the Finnish identifiers whose checks live in finnish-ids.ts.

export const businessIdSchema = requiredString('Y-tunnus').refine(
  isValidBusinessId,
  m.BUSINESS_ID_MESSAGE,
);

export const eInvoiceAddressSchema = requiredString('Verkkolaskuosoite', { max: 255 }).refine(
  isValidEInvoiceAddress,
  m.E_INVOICE_ADDRESS_MESSAGE,
);
