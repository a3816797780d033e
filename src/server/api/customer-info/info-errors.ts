import { HttpError } from '../../http/http-error';

/** The account holds no customer (an account whose customers were all unlinked). */
export const customerNotFound = (): HttpError => new HttpError(404, 'customer-not-found');

/** A company or community has no first name, last name or year of birth to change. */
export const personalDetailsNotAllowed = (): HttpError =>
  new HttpError(409, 'personal-details-not-allowed');

/** Company details change only in a b2b session of the company's admin (spec §6). */
export const companyDetailsNotAllowed = (): HttpError =>
  new HttpError(403, 'company-details-not-allowed');
