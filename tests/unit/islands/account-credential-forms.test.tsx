import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PasswordChangeForm } from '~/islands/account/password-change-form';
import { UsernameChangeForm } from '~/islands/account/username-change-form';

// Both forms carry passwords: before the island's JavaScript has run, a press on the button must
// not submit them natively, least of all as a GET that puts the password in the address.
describe.each([
  ['the password change form', PasswordChangeForm],
  ['the username change form', UsernameChangeForm],
])('%s, server-rendered', (_name, Form) => {
  const html = renderToString(createElement(Form, {}));

  it('posts, never gets, if it is ever submitted natively', () => {
    expect(html).toMatch(/<form[^>]*method="post"/);
  });

  it('keeps its submit button disabled until hydrated', () => {
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });

  it('labels every field and marks the passwords as such', () => {
    const inputs = html.match(/<input[^>]*>/g) ?? [];
    expect(inputs.length).toBe(3);
    for (const input of inputs) {
      const id = /id="([^"]+)"/.exec(input)?.[1] ?? '';
      expect(html).toContain(`for="${id}"`);
    }
    expect(inputs.filter((i) => i.includes('type="password"')).length).toBeGreaterThan(0);
  });
});
