import { describe, expect, it } from 'vitest';
import { oauthClients, readEnv, safeReadEnv } from '~/server/env';

const CLIENT = {
  client_id: 'avustaja',
  name: 'Lehtitalon avustaja',
  redirect_uris: ['https://avustaja.example/paluu'],
  scopes: ['invoices:read'],
};

describe('OAUTH_CLIENTS', () => {
  it('is a JSON array of clients; production has only those', () => {
    const env = readEnv({
      NODE_ENV: 'production',
      SITE_URL: 'https://asiakas.example.fi',
      OAUTH_CLIENTS: JSON.stringify([CLIENT]),
    });
    expect(oauthClients(env)).toEqual([CLIENT]);
    expect(oauthClients(readEnv({ NODE_ENV: 'production' }))).toEqual([]);
  });
  it('refuses what is not JSON or not a valid client list at boot', () => {
    for (const value of [
      'ei json',
      JSON.stringify({ ...CLIENT }),
      JSON.stringify([{ ...CLIENT, redirect_uris: ['http://avustaja.example/paluu'] }]),
      JSON.stringify([{ ...CLIENT, scopes: ['invoices:write'] }]),
      JSON.stringify([CLIENT, CLIENT]),
    ]) {
      const parsed = safeReadEnv({ OAUTH_CLIENTS: value });
      expect(parsed.success, value).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['OAUTH_CLIENTS']);
    }
  });
  it('adds the demo client in development, its redirect URI on SITE_URL', () => {
    const env = readEnv({ NODE_ENV: 'development', SITE_URL: 'http://127.0.0.1:4400' });
    expect(oauthClients(env)).toEqual([
      {
        client_id: 'demo-avustaja',
        name: 'Esimerkkiavustaja',
        redirect_uris: ['http://127.0.0.1:4400/kehitys/avustaja-paluu'],
        scopes: ['subscriptions:read', 'invoices:read'],
      },
    ]);
  });
});
