import {
  COMPANY_SESSION_MESSAGE,
  type ClaimantRefusal,
} from '~/domain/reading-rights/claimant-rules';
import { HttpError } from '../../http/http-error';

export const codeNotFound = (): HttpError => new HttpError(404, 'activation-code-not-found');
export const alreadyRedeemed = (): HttpError => new HttpError(409, 'already-redeemed');
export const invitationCancelled = (): HttpError =>
  new HttpError(409, 'invitation-already-cancelled');
export const allRightsClaimed = (): HttpError =>
  new HttpError(409, 'all-rights-claimed', {
    message:
      'Tilauksen kaikki lukuoikeudet ovat jo käytössä. Pyydä jakajaa vapauttamaan lukuoikeus.',
  });
export const ownRight = (): HttpError =>
  new HttpError(409, 'self-invitation', {
    message: 'Et voi aktivoida oman tilauksesi lukuoikeutta itsellesi.',
  });
export const alreadyActivated = (email: string): HttpError =>
  new HttpError(409, 'subscription-already-exist', {
    message: `Lukuoikeus osoitteelle ${email} on jo aktivoitu.`,
  });
export const notInHousehold = (message: string): HttpError =>
  new HttpError(409, 'invalid-address', { message });
export const suspended = (): HttpError =>
  new HttpError(409, 'subscription-suspended', {
    message: 'Tilauksen jakelu on keskeytetty, joten sen lukuoikeutta ei voi nyt aktivoida.',
  });

/** The refusals of claimantRefusal: another address's e-mail invitation, a company session. */
export const claimantRefused = (why: ClaimantRefusal): HttpError =>
  why === 'email-mismatch'
    ? new HttpError(403, 'invitation-email-mismatch')
    : new HttpError(403, 'target_customer_not_allowed', { message: COMPANY_SESSION_MESSAGE });
