import { z } from 'zod';
import { requiredMessage } from '../validation/messages';
import { feedbackMessageShape } from './company-feedback';
import type { FeedbackTopic } from './enums';
import {
  CANCELLATION_TIMING_LABELS,
  CANCELLATION_TIMING_NOT_HERE,
  CANCELLATION_TIMING_REQUIRED,
  CONTACT_TOPIC_LABELS,
  type CancellationTiming,
  type ContactTopic,
  DEVICE_LABELS,
  FEEDBACK_LABELS,
} from './feedback-texts';

// The contact form on /aihe/ota-yhteytta (spec §2, §3 Feedback form: topic, product, text,
// device, contact e-mail, reply by e-mail), shared by the form and POST /feedback/contact. A
// cancellation names when it should take effect; it is stored as one of the spec's
// CANCELLATION_END_OF_PERIOD, _IN_30_DAYS and _IN_14_DAYS topics.

const keys = <T extends object>(o: T) =>
  Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

export const contactFeedbackInputSchema = z
  .strictObject({
    topic: z.enum(keys(CONTACT_TOPIC_LABELS), { error: requiredMessage(FEEDBACK_LABELS.topic) }),
    cancellationTiming: z
      .enum(keys(CANCELLATION_TIMING_LABELS), { error: CANCELLATION_TIMING_REQUIRED })
      .optional(),
    /** Empty when not told. */
    device: z.union([z.literal(''), z.enum(keys(DEVICE_LABELS))]).optional(),
    ...feedbackMessageShape,
  })
  .superRefine((v, ctx) => {
    if (v.topic === 'CANCELLATION' && v.cancellationTiming === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['cancellationTiming'],
        message: CANCELLATION_TIMING_REQUIRED,
      });
    }
    if (v.topic !== 'CANCELLATION' && v.cancellationTiming !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['cancellationTiming'],
        message: CANCELLATION_TIMING_NOT_HERE,
      });
    }
  })
  .meta({
    id: 'ContactFeedbackInput',
    if: { properties: { topic: { const: 'CANCELLATION' } }, required: ['topic'] },
    then: { required: ['cancellationTiming'] },
    else: { not: { required: ['cancellationTiming'] } },
  });
export type ContactFeedbackInput = z.input<typeof contactFeedbackInputSchema>;
export type ContactFeedbackFields = z.output<typeof contactFeedbackInputSchema>;

/** The topic as stored for customer service: a cancellation with its timing (spec §3). */
export function storedContactTopic(
  topic: ContactTopic,
  timing: CancellationTiming | undefined,
): FeedbackTopic {
  return topic === 'CANCELLATION' && timing ? `CANCELLATION_${timing}` : topic;
}
