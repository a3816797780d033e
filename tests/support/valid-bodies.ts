// Request bodies that pass each route's schema (a later rule of the route may still refuse them),
// by operation as the OpenAPI document names it. Tests that ask "who may do this?" send them, so
// that a refusal comes from the ownership check and not from the body's validation.

const ADDRESS = { streetAddress: 'Rantatie 4', zipCode: '21600', postOffice: 'Parainen' };
const TEMPORARY = { startDate: '2027-01-20', endDate: '2027-01-30', ...ADDRESS };
const SUSPENSION = { startDate: '2027-01-20', endDate: '2027-01-30' };
const SUB = '/subscriptions/{subscriptionNumber}';

export const VALID_BODIES: Record<string, unknown> = {
  [`POST ${SUB}/suspensions`]: SUSPENSION,
  [`POST ${SUB}/suspensions/quote`]: SUSPENSION,
  [`PATCH ${SUB}/suspensions/{id}`]: SUSPENSION,
  [`POST ${SUB}/suspensions/{id}/quote`]: SUSPENSION,
  [`POST ${SUB}/add-ons`]: { productCode: 'HV-LISA', acceptTerms: true },
  [`POST ${SUB}/address-changes/temporary`]: TEMPORARY,
  [`POST ${SUB}/address-changes/permanent`]: { startDate: '2027-01-20', ...ADDRESS },
  [`PUT ${SUB}/address-changes/{id}`]: TEMPORARY,
  [`POST ${SUB}/billing-period/changes`]: { periodUnit: 'MONTHS', periodLength: 3 },
  [`POST ${SUB}/cancellation`]: { reason: null },
  [`POST ${SUB}/cancellation-offers/events`]: { event: 'VIEWED' },
  [`POST ${SUB}/cancellation-offers/accept`]: { offerId: 'hv-alennus-30-2' },
  [`POST ${SUB}/company-requests`]: { changeType: 'OTHER', message: 'Laskutus' },
  [`POST ${SUB}/delivery-reclamations`]: {
    complaint: 'PAPER_MISSING',
    dates: ['2026-11-20'],
    compensation: 'EXTENSION',
  },
  [`POST ${SUB}/payment-method/changes`]: { method: 'CREDIT_CARD', newCard: true },
  [`POST ${SUB}/product-change`]: { productCode: 'HV-7PV', start: 'NOW', acceptTerms: true },
  [`PUT ${SUB}/card`]: { cardId: '0b5c3f7e-8a51-4c5f-9d3e-1a2b3c4d5e6f' },
  [`POST ${SUB}/reading-rights/invitations`]: { method: 'LINK' },
  [`POST ${SUB}/reader-count/preview`]: { readers: 12 },
  [`POST ${SUB}/reader-count/changes`]: { readers: 12 },
  'POST /invoices/{invoiceNumber}/due-date': { weeks: 2 },
};
