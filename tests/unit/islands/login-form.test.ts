import { describe, expect, it } from 'vitest';
import { loginInputSchema } from '~/domain/auth/login';
import { fieldErrorsOf, returnPathFrom } from '~/islands/auth/login-form';

const here = { origin: 'https://portaali.example', search: '' };

describe('where the login form sends the visitor', () => {
  it('follows ?palaa= when it is a path of this site', () => {
    expect(returnPathFrom({ ...here, search: '?palaa=%2Flaskut' }, '')).toBe('/laskut');
    expect(returnPathFrom({ ...here, search: '?palaa=https%3A%2F%2Fevil.example' }, '')).toBe(
      '/tilaukset',
    );
  });

  it('else returns to a page of this site the visitor came from', () => {
    expect(returnPathFrom(here, 'https://portaali.example/tili?x=1')).toBe('/tili?x=1');
    expect(returnPathFrom(here, 'https://evil.example/tili')).toBe('/tilaukset');
    expect(returnPathFrom(here, '')).toBe('/tilaukset');
  });
});

describe("the login form's field errors", () => {
  const errorsOf = (values: unknown) => {
    const parsed = loginInputSchema.safeParse(values);
    return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
  };

  it('are the schema messages, one per field', () => {
    expect(errorsOf({ username: '', password: '' })).toEqual({
      username: 'Sähköpostiosoite on pakollinen tieto',
      password: 'Salasana on pakollinen tieto',
    });
    expect(errorsOf({ username: 'maija', password: 'x' })).toEqual({
      username: 'Tarkista sähköpostiosoite, esimerkiksi nimi@esimerkki.fi.',
    });
  });

  it('are none for a well-formed login', () => {
    expect(errorsOf({ username: ' maija@example.fi ', password: 'x' })).toEqual({});
  });
});
