import { describe, expect, it } from 'vitest';
import {
  HANDLED_NOTE_LABEL,
  handleRefusal,
  handledLine,
  requestStatusLabel,
  requestStatusOf,
} from '~/domain/company-requests/request-states';
import { handleCompanyRequestInputSchema } from '~/domain/company-requests/staff-handle-input';

describe('processing request states', () => {
  it('names each state in Finnish', () => {
    expect(requestStatusLabel('PENDING')).toBe('Odottaa käsittelyä');
    expect(requestStatusLabel('DONE')).toBe('Käsitelty');
    expect(requestStatusLabel('ARCHIVED')).toBe('Tuntematon tila');
    expect(handledLine('24.11.2026')).toBe('Käsitelty 24.11.2026');
    expect(HANDLED_NOTE_LABEL).toBe('Asiakaspalvelun viesti');
  });

  it('reads an unknown stored state as still waiting', () => {
    expect(requestStatusOf('DONE')).toBe('DONE');
    expect(requestStatusOf('PENDING')).toBe('PENDING');
    expect(requestStatusOf('odd')).toBe('PENDING');
  });

  it('lets only a waiting request be handled, once', () => {
    expect(handleRefusal('PENDING')).toBeNull();
    expect(handleRefusal('DONE')).toBe('already-handled');
  });
});

describe('handleCompanyRequestInputSchema', () => {
  const parse = (v: unknown) => handleCompanyRequestInputSchema.safeParse(v);
  const messages = (v: unknown) => {
    const r = parse(v);
    return r.success
      ? {}
      : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('trims the handler and the note; the note is optional', () => {
    expect(parse({ handledBy: ' TK ', note: ' Valmis. ' }).data).toEqual({
      handledBy: 'TK',
      note: 'Valmis.',
    });
    expect(parse({ handledBy: 'TK' }).data).toEqual({ handledBy: 'TK', note: '' });
  });

  it('needs a handler, limits the lengths and refuses unknown fields', () => {
    expect(messages({})).toEqual({ handledBy: 'Käsittelijä on pakollinen tieto' });
    expect(messages({ handledBy: '  ' })).toEqual({
      handledBy: 'Käsittelijä on pakollinen tieto',
    });
    expect(messages({ handledBy: 'x'.repeat(101) })).toEqual({
      handledBy: 'Kirjoita enintään 100 merkkiä.',
    });
    expect(messages({ handledBy: 'TK', note: 'x'.repeat(2001) })).toEqual({
      note: 'Kirjoita enintään 2000 merkkiä.',
    });
    expect(parse({ handledBy: 'TK', status: 'DONE' }).success).toBe(false);
  });
});
