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
