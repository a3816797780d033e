import { loginUrl } from '~/domain/auth/return-path';
import { saveFormDraft } from './form-drafts';

/**
 * Sends a logged-out visitor to the login page, which brings them back here afterwards (the
 * address keeps an open dialog); what was typed on the page is kept for the return. With
 * `sessionEnded` (the server ended the session mid-task) the login page says so.
 */
export function goToLogin(
  opts: { sessionEnded?: boolean; intent?: 'b2c' | 'b2b' | null } = {},
): void {
  saveFormDraft();
  const here = window.location.pathname + window.location.search;
  window.location.assign(
    loginUrl(here, opts.intent ?? 'b2c', { sessionEnded: opts.sessionEnded === true }),
  );
}
