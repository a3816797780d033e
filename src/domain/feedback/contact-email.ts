import { CONTACT_EMAIL_REQUIRED_MESSAGE } from './feedback-texts';

// Where a feedback form's receipt and reply go (zod-free: the form checks it before sending).

/** The address typed, else the logged-in account's username; null when there is neither. */
export function replyAddress(
  contactEmail: string | undefined,
  username: string | null,
): string | null {
  const typed = contactEmail?.trim();
  return typed ? typed : username;
}

/** The contact e-mail field's message when there is no address to answer to, else null. */
export function contactEmailProblem(
  contactEmail: string | undefined,
  username: string | null,
): string | null {
  return replyAddress(contactEmail, username) ? null : CONTACT_EMAIL_REQUIRED_MESSAGE;
}
