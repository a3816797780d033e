import { z } from 'zod';

// Reasons of the cancellation survey (spec §3); the free-text reason is a separate field.
export const cancellationReasonSchema = z.enum([
  'NOT_INTERESTED',
  'CANNOT_AFFORD',
  'DELIVERY_RELATED',
  'SIMILAR_CONTENT_ELSEWHERE',
  'TECHNICAL_ISSUES',
  'DUPLICATE_ORDER',
  'SHORT_TERM_NEED_MET',
  'FREE_CONTENT_SUFFICIENT',
  'VALUE_DISSATISFACTION',
  'SWITCHING_PRODUCT',
  'OTHER_REASON',
]);
export type CancellationReason = z.infer<typeof cancellationReasonSchema>;
