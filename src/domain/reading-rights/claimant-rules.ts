import type { LoginIntent } from '../auth/login';
import type { ShareAudience } from './invite-texts';

// Who may claim an invitation (issue 30 item 18, decision 0032), before the household's
// address is compared: an e-mail invitation is the invited address's own, and a household's
// right is a person's, never a company login's.

export type ClaimantRefusal = 'email-mismatch' | 'company-session';

/** The company-session refusal's wording (the e-mail one is its error key's own message). */
export const COMPANY_SESSION_MESSAGE =
  'Kotitalouden digilukuoikeutta ei voi aktivoida yrityksen tunnuksella. Kirjaudu ulos ja kirjaudu sisään henkilöasiakkaana.';

/** Why this login may not claim the invitation, or null when it may go on to the address check. */
export function claimantRefusal(input: {
  /** The invited address; empty for a link invitation (anyone with the link). */
  invitedEmail: string;
  claimantUsername: string;
  intent: LoginIntent;
  audience: ShareAudience;
}): ClaimantRefusal | null {
  if (input.audience === 'HOUSEHOLD' && input.intent === 'b2b') return 'company-session';
  const invited = input.invitedEmail.trim().toLowerCase();
  if (invited !== '' && invited !== input.claimantUsername.trim().toLowerCase()) {
    return 'email-mismatch';
  }
  return null;
}
