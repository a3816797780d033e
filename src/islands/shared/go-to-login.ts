import { loginUrl } from '~/domain/auth/return-path';
import { currentAddress } from './current-address';
import { saveFormDraft } from './form-drafts';

/** Set by the first call: an island and the API client may both react to one logout. */
let leaving = false;

/**
 * Sends a logged-out visitor to the login page, which brings them back here afterwards (the
 * address keeps an open dialog); what was typed on the page is kept for the return. With
 * `sessionEnded` (the server ended the session mid-task) the login page says so.
 */
export function goToLogin(
  opts: { sessionEnded?: boolean; intent?: 'b2c' | 'b2b' | null } = {},
): void {
  // The first call decides (the API client's, which knows the session ended mid-task); a
  // second would replace its address and save the fields again.
  if (leaving) return;
  leaving = true;
  saveFormDraft();
  window.location.assign(
    loginUrl(currentAddress(), opts.intent ?? 'b2c', { sessionEnded: opts.sessionEnded === true }),
  );
}
