import { describe, expect, it } from 'vitest';
import { HttpError } from '~/server/http/http-error';
import {
  WEAK_PASSWORD_MESSAGE,
  assertStrongPassword,
  passwordWeakness,
} from '~/server/auth/password-strength';

// Issue 30 item 20: zxcvbn-ts with the common and Finnish dictionaries, score >= 3, the
// customer's own name and e-mail as her own words.
const MAIJA = ['maija.meikalainen@example.fi', 'Maija', 'Meikäläinen'];

describe('passwordWeakness', () => {
  it('refuses common passwords that pass the length and character rule, saying why in Finnish', async () => {
    for (const weak of ['salasana12', 'abcdefgh12', 'qwertyuiop1', 'Salasana123', 'aaaaaaaaa1']) {
      const why = await passwordWeakness(weak, []);
      expect(why, weak).not.toBeNull();
      expect(why).toMatch(new RegExp(`^${WEAK_PASSWORD_MESSAGE}`));
    }
    expect(await passwordWeakness('salasana12', [])).toContain('yleinen salasana');
  });

  it("refuses a password made of the customer's own name or e-mail, with or without the dots", async () => {
    for (const own of ['Meikalainen2026', 'meikäläinen2026', 'Meikalainen!1']) {
      expect(await passwordWeakness(own, MAIJA), own).not.toBeNull();
    }
  });

  it('accepts passwords that are long and not from the lists', async () => {
    for (const strong of [
      'Kissa-kavelee-yksin-2026',
      'hirvi-sukeltaa-9-kertaa',
      'Uusi-salasana-2027',
    ]) {
      expect(await passwordWeakness(strong, MAIJA), strong).toBeNull();
    }
  });
});

describe('assertStrongPassword', () => {
  it('throws 400 password-too-weak naming the field', async () => {
    try {
      await assertStrongPassword('salasana12', 'newPassword', []);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(HttpError);
      const e = err as HttpError;
      expect([e.status, e.errorKey]).toEqual([400, 'password-too-weak']);
      expect(e.fields?.['newPassword']).toMatch(/^Salasana on liian helppo arvata\./);
    }
    await expect(
      assertStrongPassword('Kissa-kavelee-yksin-2026', 'password', []),
    ).resolves.toBeUndefined();
  });
});
