import type { PostponeRefusal } from '~/domain/invoices/due-date-postponement';
import { HttpError } from '../../http/http-error';

// The invoice answers. The UI shows its own text per key (src/domain/errors/error-messages.ts);
// these messages are for other clients.

export const invoiceNotFound = (): HttpError => new HttpError(404, 'invoice-not-found');

/** Spec §4/§8: the PDF answers 404 until 24 hours have passed since the invoice was made. */
export const pdfNotAvailable = (): HttpError => new HttpError(404, 'invoice-pdf-not-available');

/** A paid invoice, or one whose amount or reference no bar code can carry. */
export const barcodeNotAvailable = (): HttpError =>
  new HttpError(404, 'invoice-barcode-not-available');

export const postponeRefused = (errorKey: PostponeRefusal, reason: string): HttpError =>
  new HttpError(409, errorKey, { message: reason });
