import { z } from 'zod';
import { email, requiredString } from '../validation/fields';
import { maxLengthMessage, requiredMessage } from '../validation/messages';
import { companyFeedbackTopicSchema } from './enums';
import { FEEDBACK_LABELS, FEEDBACK_PRODUCT_MAX, FEEDBACK_TEXT_MAX } from './feedback-texts';

// The company feedback form (spec §2, §3 Feedback form company topics, §4 topic required),
// shared by the form and POST /feedback/company.

/** The honeypot's length limit: a person never types into it, so anything goes up to this. */
const TRAP_MAX = 500;

/** The fields both feedback forms share: product, text, contact e-mail, reply, honeypot. */
export const feedbackMessageShape = {
  /** A product family's name, or empty when the matter concerns no one product. */
  product: z
    .string()
    .trim()
    .max(FEEDBACK_PRODUCT_MAX, maxLengthMessage(FEEDBACK_PRODUCT_MAX))
    .optional(),
  message: requiredString(FEEDBACK_LABELS.message, { max: FEEDBACK_TEXT_MAX }),
  /** Required without a login (checked by contactEmailProblem); a login's username otherwise. */
  contactEmail: z
    .union([z.literal(''), email(FEEDBACK_LABELS.contactEmail)])
    .optional()
    .meta({
      description:
        'Required (not empty) when the sender is not logged in: where the answer goes. ' +
        'A logged-in sender may leave it out; the answer then goes to the login e-mail address.',
    }),
  replyByEmail: z.boolean().optional(),
  /** The honeypot: hidden from people, so only a robot fills it (decision 0036). */
  website: z.string().max(TRAP_MAX).optional(),
};

export const companyFeedbackInputSchema = z
  .strictObject({
    topic: z.enum(companyFeedbackTopicSchema.options, {
      error: requiredMessage(FEEDBACK_LABELS.topic),
    }),
    ...feedbackMessageShape,
  })
  .meta({ id: 'CompanyFeedbackInput' });
export type CompanyFeedbackInput = z.input<typeof companyFeedbackInputSchema>;
export type CompanyFeedbackFields = z.output<typeof companyFeedbackInputSchema>;

export const feedbackReceiptSchema = z
  .object({
    /** The message's reference for customer service, e.g. 'PA-1A2B3C4D'. */
    reference: z.string(),
    receivedAtLabel: z.string(),
    topicLabel: z.string(),
    /** Where the receipt (and any reply) goes. */
    sentTo: z.string(),
    nextSteps: z.string(),
  })
  .meta({ id: 'FeedbackReceipt' });
export type FeedbackReceipt = z.infer<typeof feedbackReceiptSchema>;

/** True when the honeypot was filled: the answer looks accepted, nothing is stored or sent. */
export const isTrapped = (input: { website?: string | undefined }): boolean =>
  (input.website ?? '').trim() !== '';
