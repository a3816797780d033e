import { HttpError } from '../../http/http-error';

export const subscriptionNotFound = (): HttpError => new HttpError(404, 'subscription-not-found');

export const alreadyShared = (email: string, active: boolean): HttpError =>
  new HttpError(409, 'subscription-already-exist', {
    message: active
      ? `Lukuoikeus osoitteelle ${email} on jo aktivoitu.`
      : `Osoitteeseen ${email} on jo lähetetty kutsu tähän tilaukseen.`,
  });

export const selfInvitation = (): HttpError =>
  new HttpError(409, 'self-invitation', {
    message: 'Et voi kutsua itseäsi. Anna lukijan oma sähköpostiosoite.',
    fields: { email: 'Et voi kutsua itseäsi.' },
  });
