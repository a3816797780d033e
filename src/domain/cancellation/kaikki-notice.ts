import { z } from 'zod';
import { customerNumber, email, personName } from '../validation/fields';
import { cancellationReasonSchema } from './enums';
import { REASON_MESSAGE, REASON_TEXT_MAX } from './cancellation-texts';
import { KAIKKI_END_OPTIONS, KAIKKI_LABELS } from './kaikki-texts';

// The +Kaikki cancellation notice (spec §1, §4): a request customer service handles in 1–3 days.

const KAIKKI_PROCESSING_DAYS_TEXT = '1–3 päivässä';

const kaikkiEndOptionSchema = z.enum(KAIKKI_END_OPTIONS, {
  error: 'Valitse, milloin haluat tilauksen päättyvän.',
});

const optionalCustomerNumber = z.union([z.literal(''), customerNumber('Asiakasnumero')]);

/** POST /kaikki-notices and the form. */
export const kaikkiNoticeSchema = z
  .strictObject({
    firstName: personName(KAIKKI_LABELS.firstName),
    lastName: personName(KAIKKI_LABELS.lastName),
    email: email('Sähköpostiosoite'),
    customerNumber: optionalCustomerNumber.optional(),
    endOption: kaikkiEndOptionSchema,
    reason: z
      .union([z.literal(''), z.enum(cancellationReasonSchema.options)], { error: REASON_MESSAGE })
      .optional(),
    reasonText: z
      .string()
      .trim()
      .max(REASON_TEXT_MAX, `Kirjoita enintään ${REASON_TEXT_MAX} merkkiä.`)
      .optional(),
  })
  .meta({ id: 'KaikkiNotice' });
export type KaikkiNoticeInput = z.input<typeof kaikkiNoticeSchema>;
export type KaikkiNoticeFields = z.output<typeof kaikkiNoticeSchema>;

export const kaikkiReceiptSchema = z
  .object({
    /** The receipt's reference, e.g. 'KK-000123'. */
    receiptNumber: z.string(),
    receivedAtLabel: z.string(),
    endOptionLabel: z.string(),
    processingText: z.string(),
  })
  .meta({ id: 'KaikkiReceipt' });
export type KaikkiReceipt = z.infer<typeof kaikkiReceiptSchema>;

export const kaikkiProcessingText = (): string =>
  `Käsittelemme irtisanomisilmoituksen ${KAIKKI_PROCESSING_DAYS_TEXT}. Saat sen jälkeen ` +
  'sähköpostiisi vahvistuksen, jossa kerrotaan, milloin tilaus päättyy.';
