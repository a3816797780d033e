import { describe, expect, it } from 'vitest';
import {
  TEST_CARDS,
  brandOf,
  decideTestCard,
  isLuhnValid,
  parseExpiry,
} from '~/domain/cards/test-cards';

const TODAY = '2026-11-21';
const entry = (number: string, expiry = '08/29', cvc = '123') => ({ number, expiry, cvc });

describe('card number checks of the test provider', () => {
  it('checks the Luhn digit and the brand', () => {
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('41111')).toBe(false);
    expect(brandOf('4111111111111111')).toBe('Visa');
    expect(brandOf('5555555555554444')).toBe('Mastercard');
    expect(brandOf('2223003122003222')).toBe('Mastercard');
    expect(brandOf('378282246310005')).toBeNull();
  });

  it('reads the expiry as KK/VV or KK/VVVV', () => {
    expect(parseExpiry('08/29')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry(' 8 / 2029 ')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('0829')).toBeNull();
  });
});

describe('decideTestCard', () => {
  it('approves the success cards with display data only', () => {
    expect(decideTestCard(entry(TEST_CARDS.visa), TODAY)).toEqual({
      outcome: 'APPROVED',
      brand: 'Visa',
      last4: '1111',
      expiryMonth: 8,
      expiryYear: 2029,
    });
    expect(decideTestCard(entry(TEST_CARDS.mastercard), TODAY)).toMatchObject({
      outcome: 'APPROVED',
      brand: 'Mastercard',
      last4: '4444',
    });
  });

  it('declines the declined cards with their message', () => {
    expect(decideTestCard(entry(TEST_CARDS.declined), TODAY)).toEqual({
      outcome: 'DECLINED',
      message: 'Korttia ei hyväksytty. Tarkista kortin tiedot tai käytä toista korttia.',
    });
    expect(decideTestCard(entry(TEST_CARDS.insufficientFunds), TODAY)).toMatchObject({
      outcome: 'DECLINED',
    });
  });

  it('asks 3-D Secure for its card', () => {
    expect(decideTestCard(entry(TEST_CARDS.threeDSecure), TODAY)).toMatchObject({
      outcome: 'REQUIRES_3DS',
      last4: '3220',
    });
  });

  it('names every wrong field', () => {
    expect(decideTestCard(entry('1234', 'x', '1'), TODAY)).toEqual({
      outcome: 'INVALID',
      errors: {
        number: 'Tarkista kortin numero.',
        expiry: 'Anna voimassaoloaika muodossa KK/VV.',
        cvc: 'Tarkista turvakoodi (3 numeroa).',
      },
    });
    expect(decideTestCard(entry(TEST_CARDS.visa, '10/26'), TODAY)).toEqual({
      outcome: 'INVALID',
      errors: { expiry: 'Kortti on vanhentunut.' },
    });
    expect(decideTestCard(entry('3782 822463 10005'), TODAY)).toMatchObject({
      outcome: 'INVALID',
      errors: { number: 'Korttityyppiä ei hyväksytä. Käytä Visa- tai Mastercard-korttia.' },
    });
  });
});
