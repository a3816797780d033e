import { describe, expect, it } from 'vitest';
import {
  CHANGES_REQUIRED_MESSAGE,
  DUPLICATE_SLOT_MESSAGE,
  UNKNOWN_SLOT_MESSAGE,
  VALUE_REQUIRED_MESSAGE,
  consentChangeInputSchema,
} from '~/domain/consents/change-input';
import { changeSummaryLines } from '~/domain/consents/change-summary';
import { changedText, dateTimeText } from '~/domain/consents/changed-text';
import { consentDifferences } from '~/domain/consents/consent-diff';
import {
  CONSENT_SLOTS,
  MARKETING_SLOTS,
  isKnownSlot,
  sectionOf,
  slotKey,
} from '~/domain/consents/consent-slots';
import { slotLabel, valueLabel } from '~/domain/consents/consent-texts';
import { channelSchema } from '~/domain/customers/enums';
import { CONSENT_KINDS, CONSENT_VALUES } from '~/domain/consents/enums';

const issues = (input: unknown) => {
  const r = consentChangeInputSchema.safeParse(input);
  return r.success
    ? {}
    : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('consent enumerations', () => {
  it('are the spec’s values', () => {
    expect(CONSENT_VALUES).toEqual(['OptIn', 'OptOut', 'EMPTY']);
    expect(channelSchema.options).toEqual([
      'WEB',
      'IVR',
      'CS_PHONE',
      'CS_EMAIL',
      'CS_CHAT',
      'OS',
      'UNKNOWN',
    ]);
    expect(CONSENT_KINDS).toContain('POPULATION_REGISTER_ADDRESS');
  });

  it('list every slot once, marketing per brand and channel', () => {
    const keys = CONSENT_SLOTS.map(slotKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('MARKETING_PERMISSION/SMS/hameen-viesti');
    expect(keys).toContain('MARKETING_CUSTOMER/EMAIL/');
    expect(keys).toContain('NEWSLETTER/EMAIL/paivan-sanomat-aamu');
    expect(MARKETING_SLOTS).toHaveLength(10);
    expect(isKnownSlot({ kind: 'PROFILING', channel: 'EMAIL', brand: '' })).toBe(false);
    expect(sectionOf('NEWSLETTER')).toBe('messages');
    expect(sectionOf('PROFILING')).toBe('privacy');
  });
});

describe('consentChangeInputSchema', () => {
  const ok = { kind: 'PROFILING', channel: 'ANY', brand: '', value: 'OptIn' };

  it('accepts known choices', () => {
    expect(issues({ changes: [ok], confirm: true })).toEqual({});
  });

  it('refuses with Finnish messages', () => {
    expect(issues({ changes: [] })).toEqual({ changes: CHANGES_REQUIRED_MESSAGE });
    expect(issues({})).toEqual({ changes: CHANGES_REQUIRED_MESSAGE });
    expect(issues({ changes: [{ ...ok, value: 'EMPTY' }] })).toEqual({
      'changes.0.value': VALUE_REQUIRED_MESSAGE,
    });
    expect(issues({ changes: [{ ...ok, kind: 'X' }] })['changes.0.kind']).toBe(
      'Tuntematon suostumuksen laji',
    );
    expect(issues({ changes: [{ ...ok, channel: 'FAX' }] })['changes.0.channel']).toBe(
      'Tuntematon viestikanava',
    );
    expect(issues({ changes: [{ ...ok, brand: 'paivan-sanomat' }] })).toEqual({
      'changes.0.brand': UNKNOWN_SLOT_MESSAGE,
    });
    expect(issues({ changes: [ok, ok] })).toEqual({ 'changes.1': DUPLICATE_SLOT_MESSAGE });
    expect(Object.keys(issues({ changes: [ok], extra: 1 }))).toHaveLength(1);
  });
});

describe('consentDifferences', () => {
  const stored = new Map([['PROFILING/ANY/', 'OptIn' as const]]);
  const wanted = [
    { kind: 'PROFILING' as const, channel: 'ANY' as const, brand: '', value: 'OptIn' as const },
    {
      kind: 'ACCOUNT_TARGETING' as const,
      channel: 'ANY' as const,
      brand: '',
      value: 'OptOut' as const,
    },
  ];

  it('keeps only real changes, a missing slot read as EMPTY', () => {
    expect(consentDifferences(stored, wanted)).toEqual([
      { kind: 'ACCOUNT_TARGETING', channel: 'ANY', brand: '', from: 'EMPTY', to: 'OptOut' },
    ]);
  });

  it('keeps every listed one when confirming', () => {
    expect(consentDifferences(stored, wanted, true)).toHaveLength(2);
  });

  it('summarises them for the e-mail', () => {
    expect(changeSummaryLines(consentDifferences(stored, wanted, true))).toEqual([
      '- Profilointi: Sallin (ennallaan, vahvistettu)',
      '- Tilin tietoihin perustuva kohdentaminen: En salli (aiemmin: Ei valintaa)',
    ]);
  });
});

describe('texts', () => {
  it('name each slot and value in plain Finnish', () => {
    expect(
      slotLabel({ kind: 'MARKETING_PERMISSION', channel: 'SMS', brand: 'koti-ja-puutarha' }),
    ).toBe('Koti & Puutarha: markkinointi tekstiviestillä');
    expect(slotLabel({ kind: 'MARKETING_CUSTOMER', channel: 'EMAIL', brand: '' })).toBe(
      'Asiakkuuteen perustuva markkinointi sähköpostilla',
    );
    expect(valueLabel({ kind: 'NEWSLETTER' }, 'OptIn')).toBe('Tilaan');
    expect(valueLabel({ kind: 'PROFILING' }, 'OptOut')).toBe('En salli');
    expect(valueLabel({ kind: 'PROFILING' }, 'EMPTY')).toBe('Ei valintaa');
  });

  it('show the time in Helsinki and the channel', () => {
    const at = new Date('2026-11-23T16:05:00Z');
    expect(dateTimeText(at)).toBe('23.11.2026 klo 18.05');
    expect(changedText(at, 'WEB')).toBe('Muutettu 23.11.2026 klo 18.05, verkkopalvelussa');
    expect(changedText(at, 'CS_PHONE')).toBe(
      'Muutettu 23.11.2026 klo 18.05, asiakaspalvelussa puhelimitse',
    );
    expect(changedText(new Date('2026-07-01T06:09:00Z'), 'UNKNOWN')).toBe(
      'Muutettu 1.7.2026 klo 9.09',
    );
    expect(changedText(null, 'WEB')).toBeNull();
  });
});
