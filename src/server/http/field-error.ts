import { HttpError } from './http-error';

/** 400 validation-failed with one field's message, as a form shows it beside that field. */
export const fieldError = (field: string, message: string): HttpError =>
  new HttpError(400, 'validation-failed', { fields: { [field]: message } });
