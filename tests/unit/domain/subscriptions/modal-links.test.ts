import { describe, expect, it } from 'vitest';
import { DETAILS_MODALS, detailsModalUrl } from '~/domain/subscriptions/modal-links';
import { SUSPENSION_MODAL, suspensionModalUrl } from '~/domain/suspensions/modal-link';

describe('detailsModalUrl', () => {
  it('opens a modal of the details page from its address (spec §2)', () => {
    expect(detailsModalUrl('2000001', DETAILS_MODALS.companyRequest)).toBe(
      '/tilaukset/tiedot?tilaus=2000001&modal=yritystilaus-kasittelypyynto',
    );
    expect(detailsModalUrl('2000001', DETAILS_MODALS.temporaryAddressChange)).toBe(
      '/tilaukset/tiedot?tilaus=2000001&modal=tilapainen-osoitteenmuutos',
    );
  });

  it('encodes the number as a query value', () => {
    expect(detailsModalUrl('1 2&3', DETAILS_MODALS.billingPeriod)).toBe(
      '/tilaukset/tiedot?tilaus=1+2%263&modal=vaihda-laskutusvalia',
    );
  });
});

describe('suspensionModalUrl', () => {
  it('is the details modal of the suspension', () => {
    expect(SUSPENSION_MODAL).toBe('tilapainen-jakelunkeskeytys');
    expect(suspensionModalUrl('2000001')).toBe(
      '/tilaukset/tiedot?tilaus=2000001&modal=tilapainen-jakelunkeskeytys',
    );
  });
});
