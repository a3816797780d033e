import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonContent, staffTokenSecurity } from '../openapi-helpers';

const paymentImportInputSchema = z
  .strictObject({
    /** The bank's CSV as text (docs/decisions/0016 names the columns). */
    csv: z.string().min(1, 'Tiedosto on tyhjä.').max(5_000_000, 'Tiedosto on liian suuri.'),
  })
  .meta({ id: 'PaymentImportInput' })
  .meta({ id: 'PaymentImportInput' });

const outcome = z.enum(['PAID', 'PARTIAL', 'ALREADY_PAID', 'UNMATCHED']);

const paymentImportResultSchema = z
  .object({
    /** Payments registered now; those imported before (same archive id) are skipped. */
    registered: z.number().int(),
    skipped: z.number().int(),
    counts: z.record(outcome, z.number().int()),
    results: z.array(
      z.object({
        line: z.number().int(),
        archiveId: z.string(),
        reference: z.string(),
        amountCents: z.number().int(),
        outcome: z.union([outcome, z.literal('DUPLICATE')]),
        outcomeLabel: z.string(),
        invoiceNumber: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'PaymentImportResult' })
  .meta({ id: 'PaymentImportResult' });
export type PaymentImportResult = z.infer<typeof paymentImportResultSchema>;

export const paymentImportRoute = createRoute({
  operationId: 'paymentImport',
  security: staffTokenSecurity,
  method: 'post',
  path: '/staff/payments/import',
  tags: ['staff'],
  description:
    'Registers bank payments from a CSV (JSON body {csv}), matched to invoices by reference ' +
    'number, as a bank file would: a fully paid invoice becomes PAID. For staff: ' +
    '"Authorization: Bearer <PAYMENT_IMPORT_TOKEN>"; 404 when no token is configured. A file ' +
    'with a bad line imports nothing (400 invalid-payment-file, fields by line). Importing the ' +
    'same payment again (same archive id) changes nothing.',
  request: { body: jsonBody(paymentImportInputSchema) },
  responses: {
    200: jsonContent(paymentImportResultSchema, 'What each payment did'),
    ...errorResponses(400, 401, 404),
  },
});
