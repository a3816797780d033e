import { describe, expect, it } from 'vitest';
import { giftSidesOf, isGiftGiver } from '~/domain/subscriptions/gift-sides';

const gift = { isGift: true, customerId: 'receiver', payerCustomerId: 'giver' };

describe('giftSidesOf', () => {
  it('tells the giver (pays, does not subscribe) from the receiver', () => {
    expect(giftSidesOf(gift, ['giver'])).toEqual({ viewerIsGiver: true, viewerIsReceiver: false });
    expect(giftSidesOf(gift, ['receiver'])).toEqual({
      viewerIsGiver: false,
      viewerIsReceiver: true,
    });
  });

  it('makes a viewer acting for both sides simply the customer', () => {
    expect(giftSidesOf(gift, ['giver', 'receiver'])).toEqual({
      viewerIsGiver: false,
      viewerIsReceiver: false,
    });
  });

  it('knows no sides when the subscription is not a gift', () => {
    const paidByOther = { ...gift, isGift: false };
    expect(giftSidesOf(paidByOther, ['giver'])).toEqual({
      viewerIsGiver: false,
      viewerIsReceiver: false,
    });
    expect(giftSidesOf(paidByOther, ['receiver'])).toEqual({
      viewerIsGiver: false,
      viewerIsReceiver: false,
    });
  });

  it('has no giver without a separate payer', () => {
    const own = { isGift: true, customerId: 'receiver', payerCustomerId: null };
    expect(giftSidesOf(own, ['receiver'])).toEqual({
      viewerIsGiver: false,
      viewerIsReceiver: true,
    });
    expect(isGiftGiver(own, ['someone'])).toBe(false);
  });
});

describe('isGiftGiver', () => {
  it('is the giver side of giftSidesOf', () => {
    expect(isGiftGiver(gift, ['giver'])).toBe(true);
    expect(isGiftGiver(gift, ['receiver'])).toBe(false);
    expect(isGiftGiver(gift, ['giver', 'receiver'])).toBe(false);
  });
});
