import { describe, expect, it } from 'vitest';
import {
  CONSENT_MESSAGE,
  linkConfirmInputSchema,
  linkSearchInputSchema,
  linkTokenInputSchema,
} from '~/domain/subscription-links/link-input';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('linkSearchInputSchema', () => {
  it('accepts 8 and 9 digit customer numbers with a five-digit zip code, trimmed', () => {
    expect(
      linkSearchInputSchema.parse({ customerNumber: ' 200000001 ', zipCode: '33100 ' }),
    ).toEqual({
      customerNumber: '200000001',
      zipCode: '33100',
    });
    expect(
      linkSearchInputSchema.safeParse({ customerNumber: '10000001', zipCode: '00100' }).success,
    ).toBe(true);
  });

  it('explains each wrong field in Finnish', () => {
    expect(
      messages(linkSearchInputSchema.safeParse({ customerNumber: '1234567', zipCode: '3310' })),
    ).toEqual({
      customerNumber: 'Asiakasnumerossa on oltava 8 tai 9 numeroa.',
      zipCode: 'Postinumeron on oltava viisi numeroa.',
    });
    expect(messages(linkSearchInputSchema.safeParse({}))).toEqual({
      customerNumber: 'Asiakasnumero on pakollinen tieto',
      zipCode: 'Postinumero on pakollinen tieto',
    });
  });

  it('rejects unknown fields', () => {
    const result = linkSearchInputSchema.safeParse({
      customerNumber: '200000001',
      zipCode: '33100',
      x: 1,
    });
    expect(result.success).toBe(false);
  });
});

describe('linkConfirmInputSchema', () => {
  const search = { customerNumber: '200000001', zipCode: '33100' };

  it('requires the consent to be ticked', () => {
    for (const consent of [undefined, false, 'true']) {
      expect(messages(linkConfirmInputSchema.safeParse({ ...search, consent }))).toEqual({
        consent: CONSENT_MESSAGE,
      });
    }
    expect(linkConfirmInputSchema.parse({ ...search, consent: true })).toEqual({
      ...search,
      consent: true,
    });
  });
});

describe('linkTokenInputSchema', () => {
  it('needs the consent; a mangled token is left to the lookup, which finds no such link', () => {
    const token = 'abcDEF123_-abcDEF123_-abcDEF123_-abcDEF12';
    expect(linkTokenInputSchema.safeParse({ token, consent: true }).success).toBe(true);
    expect(linkTokenInputSchema.safeParse({ token: 'lyhyt', consent: true }).success).toBe(true);
    expect(linkTokenInputSchema.safeParse({ token }).success).toBe(false);
    expect(linkTokenInputSchema.safeParse({ token: 'x'.repeat(201), consent: true }).success).toBe(
      false,
    );
  });
});
