import { describe, expect, it } from 'vitest';
import { aboutOf, changeHistoryQuerySchema, pageCountOf } from '~/domain/my-data/change-history';
import { isSecretColumn, myDataFileName } from '~/domain/my-data/export-file';

describe('the change history query', () => {
  it('starts from page 1', () => {
    expect(changeHistoryQuerySchema.parse({})).toEqual({ page: 1 });
    expect(changeHistoryQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
  });

  it.each([
    ['0', 'Sivun numeron pitää olla vähintään 1.'],
    ['-2', 'Sivun numeron pitää olla vähintään 1.'],
    ['1.5', 'Sivun numeron pitää olla kokonaisluku.'],
    ['kaksi', 'Sivun numeron pitää olla kokonaisluku.'],
    ['10001', 'Sivun numero on liian suuri.'],
  ])('refuses page %s with a Finnish message', (page, message) => {
    const result = changeHistoryQuerySchema.safeParse({ page });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('pageCountOf', () => {
  it('counts pages of 20, an empty history being one page', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(20)).toBe(1);
    expect(pageCountOf(21)).toBe(2);
    expect(pageCountOf(45)).toBe(3);
  });
});

describe('aboutOf', () => {
  it('names the subscription or the invoice a change was about', () => {
    expect(aboutOf({ subscriptionNumber: '1234567', changeType: 'X' })).toBe('Tilaus 1234567');
    expect(aboutOf({ invoiceNumber: '900123' })).toBe('Lasku 900123');
  });

  it('says nothing when the details do not name one', () => {
    expect(aboutOf(null)).toBeNull();
    expect(aboutOf('text')).toBeNull();
    expect(aboutOf({ subscriptionNumber: 1234567 })).toBeNull();
    expect(aboutOf({})).toBeNull();
  });
});

describe('the download file', () => {
  it('is named by the Helsinki date of the download', () => {
    expect(myDataFileName(new Date('2026-11-23T10:00:00Z'))).toBe('omat-tiedot-2026-11-23.json');
    // 00.30 on the 24th in Helsinki (UTC+2), still the 23rd in UTC.
    expect(myDataFileName(new Date('2026-11-23T22:30:00Z'))).toBe('omat-tiedot-2026-11-24.json');
  });

  it.each([
    'passwordHash',
    'providerToken',
    'tokenHash',
    'codeVerifier',
    'nonce',
    'activationCode',
  ])('treats %s as a secret', (name) => expect(isSecretColumn(name)).toBe(true));

  it.each(['username', 'lastName', 'createdAt', 'subscriptionNumber', 'last4'])(
    'keeps %s',
    (name) => expect(isSecretColumn(name)).toBe(false),
  );
});
