import { loginUrl } from '~/domain/auth/return-path';

/** Sends a logged-out visitor to the login page, which brings them back here afterwards. */
export function goToLogin(): void {
  window.location.assign(loginUrl(window.location.pathname + window.location.search));
}
