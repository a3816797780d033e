import { expect, expectAccessible, test } from './fixtures';

// Assistant authorisation (/bot_auth; issue 17 item 4, decision 0043) with the development demo
// client, whose redirect URI is the portal's own development page /kehitys/avustaja-paluu, which
// shows what it received. Each test uses a customer of its own (decision 0023).

// RFC 7636 Appendix B.
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const RETURN_PATH = '/kehitys/avustaja-paluu';

const authorizeQuery = (baseURL: string) =>
  new URLSearchParams({
    response_type: 'code',
    client_id: 'demo-avustaja',
    redirect_uri: `${baseURL}${RETURN_PATH}`,
    scope: 'subscriptions:read invoices:read',
    state: 'e2e-tila',
    code_challenge: CHALLENGE,
    code_challenge_method: 'S256',
  }).toString();

test('a logged-out visitor logs in first and comes back to the request', async ({
  page,
  baseURL,
}) => {
  const path = `/bot_auth?${authorizeQuery(baseURL!)}`;
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth\/login\?/);
  expect(new URL(page.url()).searchParams.get('palaa')).toBe(path);
});

test('a customer allows an assistant, which reads her subscriptions, and removes it on /tili', async ({
  page,
  baseURL,
  loginAsFresh,
}) => {
  const { number } = await loginAsFresh('WEEKEND_PAPER');
  await page.goto(`/bot_auth?${authorizeQuery(baseURL!)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Palvelun käyttöoikeus');
  await expect(page.getByText('Palvelu Esimerkkiavustaja pyytää lupaa')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Tilaustesi tiedot' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Laskujesi tiedot' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Salli', exact: true }).click();
  await page.waitForURL((url) => url.pathname === RETURN_PATH);
  const back = new URL(page.url());
  expect(back.searchParams.get('state')).toBe('e2e-tila');
  const code = back.searchParams.get('code');
  expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // The demo return page shows the code it received (issue 30 item 15).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esimerkkiavustajan paluusivu');
  await expect(page.getByText('Käyttöoikeus myönnettiin.')).toBeVisible();
  await expect(page.getByText(code ?? '-', { exact: true })).toBeVisible();

  // The assistant's server exchanges the code (a form post without the portal's Origin).
  const token = await page.request.post('/api/v1/oauth/token', {
    form: {
      grant_type: 'authorization_code',
      code: code!,
      redirect_uri: `${baseURL}${RETURN_PATH}`,
      client_id: 'demo-avustaja',
      code_verifier: VERIFIER,
    },
  });
  expect(token.status(), await token.text()).toBe(200);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const read = () =>
    page.request.get('/api/v1/assistant/subscriptions', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
  const subscriptions = await read();
  expect(subscriptions.status()).toBe(200);
  expect(await subscriptions.text()).toContain(number);

  await page.goto('/tili');
  const services = page.getByRole('region', { name: 'Yhdistetyt palvelut' });
  // The section loads when it comes into view (client:visible), as the customer scrolls to it.
  await services.scrollIntoViewIfNeeded();
  await expect(services).toContainText('Esimerkkiavustaja');
  await expect(services).toContainText('Tilaustesi tiedot, Laskujesi tiedot');
  await expectAccessible(page);
  await services.getByRole('button', { name: 'Poista käyttöoikeus' }).click();
  await services.getByRole('button', { name: 'Kyllä, poista' }).click();
  await expect(services.getByRole('status')).toHaveText(
    'Palvelun Esimerkkiavustaja käyttöoikeus on poistettu.',
  );
  await expect(services).toContainText('Et ole antanut muille palveluille käyttöoikeutta');
  expect((await read()).status()).toBe(401);
});

test('declining sends the assistant access_denied', async ({ page, baseURL, loginAsFresh }) => {
  await loginAsFresh('WEEKEND_PAPER');
  await page.goto(`/bot_auth?${authorizeQuery(baseURL!)}`);
  await page.getByRole('button', { name: 'Älä salli' }).click();
  await page.waitForURL((url) => url.pathname === RETURN_PATH);
  const back = new URL(page.url());
  expect(back.searchParams.get('error')).toBe('access_denied');
  expect(back.searchParams.get('state')).toBe('e2e-tila');
  expect(back.searchParams.has('code')).toBe(false);
  await expect(page.getByText('Käyttöoikeutta ei myönnetty (access_denied).')).toBeVisible();
  await expectAccessible(page);
});

test('an unknown client gets an error page, never a redirect', async ({ page, loginAsFresh }) => {
  await loginAsFresh('WEEKEND_PAPER');
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: 'tuntematon',
    redirect_uri: 'https://evil.example/paluu',
    scope: 'invoices:read',
    code_challenge: CHALLENGE,
    code_challenge_method: 'S256',
  });
  await page.goto(`/bot_auth?${query.toString()}`);
  await expect(page.getByRole('alert')).toContainText(
    'Palvelua tai sen paluuosoitetta ei tunnisteta',
  );
  await expect(page).toHaveURL(/\/bot_auth\?/);
  await expectAccessible(page);
});
