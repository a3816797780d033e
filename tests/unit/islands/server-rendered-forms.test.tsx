import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import LoginForm from '~/islands/auth/login-form';

// What a visitor gets before the island's JavaScript has run: a press on "Kirjaudu sisään" must
// not submit the form natively, least of all as a GET that puts the password in the address.
describe('the server-rendered login form', () => {
  const html = renderToString(createElement(LoginForm, { intent: 'b2c' }));

  it('posts, never gets, if it is ever submitted natively', () => {
    expect(html).toMatch(/<form[^>]*method="post"/);
  });

  it('keeps its submit button disabled until hydrated', () => {
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });
});
