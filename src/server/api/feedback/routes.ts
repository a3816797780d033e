import { createRoute } from '@hono/zod-openapi';
import {
  companyFeedbackInputSchema,
  feedbackReceiptSchema,
} from '~/domain/feedback/company-feedback';
import { contactFeedbackInputSchema } from '~/domain/feedback/contact-feedback';
import { errorResponses, jsonBody, jsonContent } from '../openapi-helpers';

export const companyFeedbackRoute = createRoute({
  operationId: 'companyFeedback',
  method: 'post',
  path: '/feedback/company',
  tags: ['feedback'],
  description:
    'The company feedback form (spec §2, §3): stored for customer service, e-mailed to ' +
    'CUSTOMER_SERVICE_EMAIL, with a receipt to the sender. Open to anyone; with a session cookie ' +
    "the message is the account's (the contact e-mail may then be left out: the username is " +
    'used) and gets an audit row. 429 after 5 messages per client address in an hour. A filled ' +
    'honeypot (website) gets the same 201 with nothing stored or sent (decision 0036).',
  request: { body: jsonBody(companyFeedbackInputSchema) },
  responses: {
    201: jsonContent(feedbackReceiptSchema, 'Received'),
    ...errorResponses(400, 429),
  },
});

export const contactFeedbackRoute = createRoute({
  operationId: 'contactFeedback',
  method: 'post',
  path: '/feedback/contact',
  tags: ['feedback'],
  description:
    'The contact form of /aihe/ota-yhteytta (spec §2, §3 Feedback form): topic (a cancellation ' +
    'with its timing, stored as CANCELLATION_END_OF_PERIOD, _IN_30_DAYS or _IN_14_DAYS), ' +
    'product, text, device, contact e-mail, reply by e-mail. Stored for customer service, ' +
    'e-mailed to CUSTOMER_SERVICE_EMAIL, with a receipt to the sender; open to anyone, as the ' +
    'company form is, and under the same limit of 5 messages per client address in an hour ' +
    '(both forms together) and the same honeypot.',
  request: { body: jsonBody(contactFeedbackInputSchema) },
  responses: {
    201: jsonContent(feedbackReceiptSchema, 'Received'),
    ...errorResponses(400, 429),
  },
});
