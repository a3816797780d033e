import { z } from 'zod';

// Feedback form topics of spec §3. The cancellation variants are separate values (not a
// topic plus a sub-field) because customer service routes each notice period differently.
export const feedbackTopicSchema = z.enum([
  'ACCOUNT_LOCKED',
  'ALME_READER_ADS',
  'ALME_UPDATE_USER_INFO',
  'CLIENT_GIFTS',
  'CONTENT',
  'DELIVERY',
  'DIGI',
  'INVOICING',
  'LOGIN',
  'ACCESSIBILITY',
  'PRIVACY_QUESTIONS',
  'SUBSCRIPTION',
  'CANCELLATION',
  'CANCELLATION_END_OF_PERIOD',
  'CANCELLATION_IN_30_DAYS',
  'CANCELLATION_IN_14_DAYS',
]);
export type FeedbackTopic = z.infer<typeof feedbackTopicSchema>;

export const companyFeedbackTopicSchema = z.enum([
  'ADDRESS_CHANGE',
  'BILLING_INFO',
  'DELIVERY_RECLAMATION',
  'DELIVERY_SUSPENSION',
  'DIGITAL_SERVICES_AND_APPLICATIONS',
  'GENERAL_FEEDBACK',
  'LOGIN',
  'OTHER_BILLING_AND_PAYMENTS',
  'OTHER_CHANGES',
]);
export type CompanyFeedbackTopic = z.infer<typeof companyFeedbackTopicSchema>;
