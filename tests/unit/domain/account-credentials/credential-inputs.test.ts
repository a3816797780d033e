import { describe, expect, it } from 'vitest';
import { passwordChangeInputSchema } from '~/domain/account-credentials/password-change-input';
import {
  usernameChangeInputSchema,
  usernameConfirmInputSchema,
} from '~/domain/account-credentials/username-change-input';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('usernameChangeInputSchema', () => {
  const valid = {
    username: 'maija@example.fi',
    newUsername: ' Maija.Uusi@example.fi ',
    password: ' salasana ',
  };

  it('accepts a new valid address, trimmed, and the password as typed', () => {
    expect(usernameChangeInputSchema.parse(valid)).toEqual({
      username: 'maija@example.fi',
      newUsername: 'Maija.Uusi@example.fi',
      password: ' salasana ',
    });
  });

  it('refuses the current address again, whatever its case', () => {
    expect(
      messages(usernameChangeInputSchema.safeParse({ ...valid, newUsername: 'MAIJA@example.fi' })),
    ).toEqual({
      newUsername: 'Uusi käyttäjätunnus on sama kuin nykyinen. Kirjoita toinen sähköpostiosoite.',
    });
  });

  it('says the same-address rule even when the password is missing', () => {
    expect(
      messages(
        usernameChangeInputSchema.safeParse({
          username: 'maija@example.fi',
          newUsername: 'maija@example.fi',
          password: '',
        }),
      ),
    ).toEqual({
      newUsername: 'Uusi käyttäjätunnus on sama kuin nykyinen. Kirjoita toinen sähköpostiosoite.',
      password: 'Salasana on pakollinen tieto',
    });
  });

  it('requires a valid e-mail address and the password', () => {
    expect(
      messages(
        usernameChangeInputSchema.safeParse({ ...valid, newUsername: 'maija', password: '' }),
      ),
    ).toEqual({
      newUsername: 'Tarkista sähköpostiosoite. Sen muoto on esimerkiksi nimi@esimerkki.fi.',
      password: 'Salasana on pakollinen tieto',
    });
    expect(messages(usernameChangeInputSchema.safeParse({}))).toEqual({
      username: 'Nykyinen käyttäjätunnus on pakollinen tieto',
      newUsername: 'Uusi käyttäjätunnus on pakollinen tieto',
      password: 'Salasana on pakollinen tieto',
    });
  });

  it('refuses too long values and unknown fields', () => {
    expect(
      messages(usernameChangeInputSchema.safeParse({ ...valid, password: 'x'.repeat(201) })),
    ).toEqual({ password: 'Salasana on liian pitkä.' });
    expect(
      messages(
        usernameChangeInputSchema.safeParse({
          ...valid,
          newUsername: `${'a'.repeat(250)}@example.fi`,
        }),
      ),
    ).toEqual({ newUsername: 'Kirjoita enintään 254 merkkiä.' });
    expect(usernameChangeInputSchema.safeParse({ ...valid, pr: 'x' }).success).toBe(false);
  });
});

describe('usernameConfirmInputSchema', () => {
  it('takes a token and an address, and nothing else', () => {
    expect(usernameConfirmInputSchema.safeParse({ token: 't', email: 'a@b.fi' }).success).toBe(
      true,
    );
    expect(usernameConfirmInputSchema.safeParse({ token: 't' }).success).toBe(false);
    expect(
      usernameConfirmInputSchema.safeParse({ token: 't', email: 'a@b.fi', extra: 1 }).success,
    ).toBe(false);
    expect(
      usernameConfirmInputSchema.safeParse({ token: 'x'.repeat(201), email: 'a@b.fi' }).success,
    ).toBe(false);
  });
});

describe('passwordChangeInputSchema', () => {
  const valid = {
    currentPassword: 'Demo-salasana-2026',
    newPassword: 'uusi salasana 2027',
    newPasswordAgain: 'uusi salasana 2027',
  };

  it('accepts a new password of 10+ characters with letters and digits, entered twice', () => {
    expect(passwordChangeInputSchema.parse(valid)).toEqual(valid);
  });

  it('requires every field', () => {
    expect(messages(passwordChangeInputSchema.safeParse({}))).toEqual({
      currentPassword: 'Nykyinen salasana on pakollinen tieto',
      newPassword: 'Uusi salasana on pakollinen tieto',
      newPasswordAgain: 'Uusi salasana uudelleen on pakollinen tieto',
    });
  });

  it('explains the new password rule', () => {
    for (const bad of ['lyhyt123', 'pelkkiakirjaimia', '12345678901']) {
      expect(
        messages(
          passwordChangeInputSchema.safeParse({
            ...valid,
            newPassword: bad,
            newPasswordAgain: bad,
          }),
        ),
      ).toEqual({
        newPassword:
          'Salasanassa on oltava vähintään 10 merkkiä, ja siinä on oltava sekä kirjaimia että numeroita.',
      });
    }
    const long = `a1${'x'.repeat(199)}`;
    expect(
      messages(
        passwordChangeInputSchema.safeParse({
          ...valid,
          newPassword: long,
          newPasswordAgain: long,
        }),
      ),
    ).toEqual({ newPassword: 'Salasana on liian pitkä.' });
  });

  it('says when the two entries differ, even with the current password missing', () => {
    expect(
      messages(
        passwordChangeInputSchema.safeParse({
          ...valid,
          currentPassword: '',
          newPasswordAgain: 'uusi salasana 2028',
        }),
      ),
    ).toEqual({
      currentPassword: 'Nykyinen salasana on pakollinen tieto',
      newPasswordAgain: 'Salasanat eivät täsmää. Kirjoita sama uusi salasana molempiin kenttiin.',
    });
  });

  it('does not trim passwords: spaces count', () => {
    expect(
      messages(
        passwordChangeInputSchema.safeParse({ ...valid, newPasswordAgain: 'uusi salasana 2027 ' }),
      ),
    ).toEqual({
      newPasswordAgain: 'Salasanat eivät täsmää. Kirjoita sama uusi salasana molempiin kenttiin.',
    });
  });
});
