import type { SuspensionProblem } from '~/domain/suspensions/rules';
import { HttpError } from '../../http/http-error';

// The suspension routes' answers. The modal shows a field's message beside its field; other
// clients read errorKey (src/domain/errors/error-messages.ts gives each its Finnish message).

export const subscriptionNotFound = (): HttpError => new HttpError(404, 'subscription-not-found');

export const suspensionNotFound = (): HttpError => new HttpError(404, 'suspension-not-found');

/** The details page's verdict said no: its reason, or that only paper can be suspended. */
export const suspensionNotAllowed = (reason?: string): HttpError =>
  new HttpError(409, 'suspension-not-allowed', {
    message:
      reason ??
      'Tämän tilauksen jakelua ei voi keskeyttää. Vain paperilehden jakelun voi keskeyttää.',
  });

export const digiPriceUnavailable = (): HttpError =>
  new HttpError(409, 'digital-part-price-unavailable', {
    fields: { digitalPart: 'Digilehden päivähintaa ei löytynyt.' },
  });

/** A refused input from the pure rules, with its message also under its field. */
export const fromProblem = (p: SuspensionProblem): HttpError =>
  new HttpError(p.status, p.errorKey, {
    message: p.message,
    fields: p.field ? { [p.field]: p.message } : undefined,
  });

/** Spec §5 validation of one field, in the envelope zod failures use. */
export const invalidField = (field: string, message: string): HttpError =>
  new HttpError(400, 'validation-failed', { fields: { [field]: message } });
