import { describe, expect, it } from 'vitest';
import { companyFeedbackTopicSchema, feedbackTopicSchema } from '~/domain/feedback/enums';

describe('feedback topics', () => {
  it('has every private topic of the spec', () => {
    expect([...feedbackTopicSchema.options].sort()).toEqual(
      [
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
      ].sort(),
    );
  });

  it('keeps the cancellation variants as separate values', () => {
    for (const topic of [
      'CANCELLATION',
      'CANCELLATION_END_OF_PERIOD',
      'CANCELLATION_IN_30_DAYS',
      'CANCELLATION_IN_14_DAYS',
    ]) {
      expect(feedbackTopicSchema.parse(topic)).toBe(topic);
    }
    expect(feedbackTopicSchema.safeParse('CANCELLATION_IN_7_DAYS').success).toBe(false);
  });

  it('has every company topic of the spec and no private-only ones', () => {
    expect([...companyFeedbackTopicSchema.options].sort()).toEqual(
      [
        'ADDRESS_CHANGE',
        'BILLING_INFO',
        'DELIVERY_RECLAMATION',
        'DELIVERY_SUSPENSION',
        'DIGITAL_SERVICES_AND_APPLICATIONS',
        'GENERAL_FEEDBACK',
        'LOGIN',
        'OTHER_BILLING_AND_PAYMENTS',
        'OTHER_CHANGES',
      ].sort(),
    );
    expect(companyFeedbackTopicSchema.safeParse('CONTENT').success).toBe(false);
  });
});
