import { describe, expect, it } from 'vitest';
import {
  channelSchema,
  customerKindSchema,
  customerTypeSchema,
  marketingConsentSchema,
} from '~/domain/customers/enums';

const cases = [
  ['customer type', customerTypeSchema, ['PERSON', 'COMPANY', 'COMMUNITY', 'UNKNOWN']],
  ['customer kind', customerKindSchema, ['REGULAR', 'STUDENT', 'COMPANY', 'UNKNOWN']],
  ['channel', channelSchema, ['WEB', 'IVR', 'CS_PHONE', 'CS_EMAIL', 'CS_CHAT', 'OS', 'UNKNOWN']],
  ['marketing consent', marketingConsentSchema, ['OptIn', 'OptOut', 'EMPTY']],
] as const;

describe('customer enums', () => {
  it.each(cases)('%s has exactly the spec values', (_, schema, values) => {
    expect([...schema.options].sort()).toEqual([...values].sort());
    for (const value of values) expect(schema.parse(value)).toBe(value);
  });

  it('keeps the upstream mixed case of marketing consent', () => {
    expect(marketingConsentSchema.safeParse('OPT_IN').success).toBe(false);
    expect(marketingConsentSchema.safeParse('optin').success).toBe(false);
  });

  it('rejects unknown channels', () => {
    expect(channelSchema.safeParse('EMAIL').success).toBe(false);
  });
});
