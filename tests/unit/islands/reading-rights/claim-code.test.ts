import { describe, expect, it } from 'vitest';
import { ApiError } from '~/islands/shared/api-errors';
import { claimErrorMessage, codeFromPath } from '~/islands/reading-rights/claim-code';

describe('the claim page', () => {
  it('reads the code from /ak/{code}', () => {
    expect(codeFromPath('/ak/abc_DEF-123')).toBe('abc_DEF-123');
    expect(codeFromPath('/ak/abc/')).toBe('abc');
    expect(codeFromPath('/ak/')).toBe('');
    expect(codeFromPath('/tilaukset')).toBe('');
  });

  it('shows the server\u2019s own wording of a refusal, else the catalogue\u2019s', () => {
    const refusal = new ApiError({
      status: 409,
      statusText: 'Conflict',
      errorKey: 'invalid-address',
      body: {
        errorKey: 'invalid-address',
        message: 'Osoite ei ole virallinen suomalainen osoite.',
      },
    });
    expect(claimErrorMessage(refusal)).toBe('Osoite ei ole virallinen suomalainen osoite.');
    const unknown = new ApiError({
      status: 404,
      statusText: 'Not Found',
      errorKey: 'activation-code-not-found',
      body: { errorKey: 'activation-code-not-found', message: 'x' },
    });
    expect(claimErrorMessage(unknown)).toBe(
      'Aktivointikoodi puuttuu tai sitä ei löytynyt. Tarkista, että avasit koko linkin kutsusta.',
    );
  });
});
