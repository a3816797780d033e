import { createRoute, z } from '@hono/zod-openapi';
import {
  invoiceDetailsSchema,
  invoiceListSchema,
  invoiceNumberParamSchema,
  postponeResultSchema,
} from '~/domain/invoices/invoice-views';
import { postponeInputSchema } from '~/domain/invoices/postpone-input';
import { errorResponses, jsonBody, jsonContent, sessionSecurity } from '../openapi-helpers';

export const listInvoicesRoute = createRoute({
  operationId: 'listInvoices',
  security: sessionSecurity,
  method: 'get',
  path: '/invoices',
  tags: ['invoices'],
  description:
    "The logged-in customer's invoices: every unpaid one, and those paid within the last year " +
    '(spec §9), with the status label of spec §4 (null: an unmapped combination, logged).',
  responses: {
    200: jsonContent(invoiceListSchema, 'Unpaid and paid invoices'),
    ...errorResponses(401),
  },
});

export const getInvoiceRoute = createRoute({
  operationId: 'getInvoice',
  security: sessionSecurity,
  method: 'get',
  path: '/invoices/{invoiceNumber}',
  tags: ['invoices'],
  description:
    'Every display field of spec §3, the IBAN, the reference and the virtual bar code, whether ' +
    'the PDF is ready and whether the due date can be moved. 404 invoice-not-found.',
  request: { params: invoiceNumberParamSchema },
  responses: {
    200: jsonContent(invoiceDetailsSchema, 'The invoice'),
    ...errorResponses(400, 401, 404),
  },
});

export const invoicePdfRoute = createRoute({
  operationId: 'invoicePdf',
  security: sessionSecurity,
  method: 'get',
  path: '/invoices/{invoiceNumber}/pdf',
  tags: ['invoices'],
  description:
    'The invoice as a PDF with the bar code. 404 invoice-not-found, or ' +
    'invoice-pdf-not-available until 24 hours have passed since the invoice was created.',
  request: { params: invoiceNumberParamSchema },
  responses: {
    200: {
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
      description: 'The PDF',
    },
    ...errorResponses(400, 401, 404),
  },
});

export const invoiceBarcodeRoute = createRoute({
  operationId: 'invoiceBarcode',
  security: sessionSecurity,
  method: 'get',
  path: '/invoices/{invoiceNumber}/barcode.svg',
  tags: ['invoices'],
  description:
    'The virtual bar code as a Code 128 image. 404 invoice-not-found, or ' +
    'invoice-barcode-not-available for a paid invoice.',
  request: { params: invoiceNumberParamSchema },
  responses: {
    200: { content: { 'image/svg+xml': { schema: z.string() } }, description: 'The bar code' },
    ...errorResponses(400, 401, 404),
  },
});

export const postponeDueDateRoute = createRoute({
  operationId: 'postponeDueDate',
  security: sessionSecurity,
  method: 'post',
  path: '/invoices/{invoiceNumber}/due-date',
  tags: ['invoices'],
  description:
    'Moves the due date by 2 or 4 weeks, once per invoice. 404 invoice-not-found; 409 ' +
    'invoice-already-paid, due-date-reminder, due-date-already-postponed, due-date-passed, ' +
    'due-date-automatic-payment or due-date-cannot-be-changed.',
  request: { params: invoiceNumberParamSchema, body: jsonBody(postponeInputSchema) },
  responses: {
    200: jsonContent(postponeResultSchema, 'The new due date'),
    ...errorResponses(400, 401, 404, 409),
  },
});
