import { describe, expect, it } from 'vitest';
import { PASSWORDS_DIFFER_MESSAGE } from '~/domain/account-credentials/credential-messages';
import { registrationInputSchema } from '~/domain/registration/registration-input';

const valid = {
  email: 'sanna@example.fi',
  password: 'Oma-salasana-2027',
  passwordAgain: 'Oma-salasana-2027',
  firstName: 'Sanna',
  lastName: 'Suomalainen',
  streetAddress: 'Rantatie 4 B 2',
  zipCode: '00100',
  postOffice: 'HELSINKI',
};

/** The Finnish message of each field that failed. */
function messages(input: Record<string, unknown>): Record<string, string> {
  const result = registrationInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('registrationInputSchema', () => {
  it('accepts a whole registration and trims the texts', () => {
    const parsed = registrationInputSchema.parse({ ...valid, firstName: ' Sanna ' });
    expect(parsed.firstName).toBe('Sanna');
  });

  it('accepts a registration without an address (all three empty or missing)', () => {
    const withoutAddress: Record<string, string> = { ...valid };
    for (const key of ['streetAddress', 'zipCode', 'postOffice']) delete withoutAddress[key];
    expect(registrationInputSchema.parse(withoutAddress)).toMatchObject({
      streetAddress: '',
      zipCode: '',
      postOffice: '',
    });
    expect(messages({ ...valid, streetAddress: ' ', zipCode: '', postOffice: '' })).toEqual({});
  });

  it('asks for the rest of a half-given address', () => {
    expect(messages({ ...valid, zipCode: '', postOffice: '' })).toEqual({
      zipCode: 'Postinumero on pakollinen tieto',
      postOffice: 'Postitoimipaikka on pakollinen tieto',
    });
  });

  it('checks the Finnish zip code and the street characters', () => {
    expect(messages({ ...valid, zipCode: '1234' })).toEqual({
      zipCode: 'Postinumeron on oltava viisi numeroa.',
    });
    expect(Object.keys(messages({ ...valid, streetAddress: 'Katu <1>' }))).toEqual([
      'streetAddress',
    ]);
  });

  it('requires the e-mail, a strong password typed twice the same and the name', () => {
    expect(
      messages({
        ...valid,
        email: '',
        password: 'salasana',
        passwordAgain: 'salasana',
        firstName: '',
      }),
    ).toEqual({
      email: 'Sähköpostiosoite on pakollinen tieto',
      password: expect.stringContaining('10'),
      firstName: 'Etunimi on pakollinen tieto',
    });
    expect(messages({ ...valid, passwordAgain: 'Toinen-salasana-1' })).toEqual({
      passwordAgain: PASSWORDS_DIFFER_MESSAGE,
    });
    expect(messages({ ...valid, passwordAgain: '' })).toEqual({
      passwordAgain: 'Salasana uudelleen on pakollinen tieto',
    });
  });

  it('refuses fields it does not know', () => {
    expect(registrationInputSchema.safeParse({ ...valid, role: 'COMPANY_ADMIN' }).success).toBe(
      false,
    );
  });
});
