import { describe, expect, it } from 'vitest';
import { cancellationReasonSchema } from '~/domain/cancellation/enums';

describe('cancellation reasons', () => {
  it('has exactly the survey reasons of the spec', () => {
    expect([...cancellationReasonSchema.options].sort()).toEqual(
      [
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
      ].sort(),
    );
  });

  it('rejects free text, which travels in its own field', () => {
    expect(cancellationReasonSchema.safeParse('Liian kallis').success).toBe(false);
  });
});
