import { describe, expect, it } from 'vitest';
import { contactFeedbackInputSchema, storedContactTopic } from '~/domain/feedback/contact-feedback';
import { CONTACT_TOPIC_LABELS, contactTopicLabel } from '~/domain/feedback/feedback-texts';

const valid = { topic: 'DELIVERY', message: 'Lehti ei tullut tänään.', contactEmail: 'a@b.fi' };
const messages = (input: unknown) =>
  Object.fromEntries(
    (contactFeedbackInputSchema.safeParse(input).error?.issues ?? []).map((i) => [
      i.path.join('.'),
      i.message,
    ]),
  );

describe('contactFeedbackInputSchema', () => {
  it('offers the thirteen topics of spec §3, each with a Finnish name', () => {
    expect(Object.keys(CONTACT_TOPIC_LABELS).sort()).toEqual(
      [
        'ACCESSIBILITY',
        'ACCOUNT_LOCKED',
        'ALME_READER_ADS',
        'ALME_UPDATE_USER_INFO',
        'CANCELLATION',
        'CLIENT_GIFTS',
        'CONTENT',
        'DELIVERY',
        'DIGI',
        'INVOICING',
        'LOGIN',
        'PRIVACY_QUESTIONS',
        'SUBSCRIPTION',
      ].sort(),
    );
  });

  it('accepts a message with or without product and device', () => {
    expect(messages(valid)).toEqual({});
    expect(messages({ ...valid, product: 'Päivän Sanomat', device: 'TABLET' })).toEqual({});
    expect(messages({ ...valid, device: '' })).toEqual({});
  });

  it('needs a topic, and a cancellation its timing, and refuses a timing elsewhere', () => {
    expect(messages({ ...valid, topic: '' })).toEqual({ topic: 'Aihe on pakollinen tieto' });
    expect(messages({ ...valid, topic: 'CANCELLATION' })).toEqual({
      cancellationTiming: 'Valitse, milloin haluat tilauksen päättyvän.',
    });
    expect(messages({ ...valid, topic: 'CANCELLATION', cancellationTiming: 'IN_30_DAYS' })).toEqual(
      {},
    );
    expect(messages({ ...valid, cancellationTiming: 'IN_30_DAYS' })).toEqual({
      cancellationTiming: 'Päättymisajan voi valita vain, kun aihe on tilauksen lopettaminen.',
    });
  });

  it('refuses an unknown device and an unknown field', () => {
    expect(Object.keys(messages({ ...valid, device: 'TV' }))).toEqual(['device']);
    expect(contactFeedbackInputSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
  });
});

describe('the stored topic and its name', () => {
  it('stores a cancellation as the spec’s topic with its timing', () => {
    expect(storedContactTopic('CANCELLATION', 'END_OF_PERIOD')).toBe('CANCELLATION_END_OF_PERIOD');
    expect(storedContactTopic('CANCELLATION', 'IN_14_DAYS')).toBe('CANCELLATION_IN_14_DAYS');
    expect(storedContactTopic('DIGI', undefined)).toBe('DIGI');
  });

  it('names a cancellation with its timing', () => {
    expect(contactTopicLabel('CANCELLATION', 'IN_30_DAYS')).toBe(
      'Tilauksen lopettaminen: 30 päivän irtisanomisajalla',
    );
    expect(contactTopicLabel('ACCESSIBILITY')).toBe('Saavutettavuus');
  });
});
