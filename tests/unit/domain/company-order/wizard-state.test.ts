import { describe, expect, it } from 'vitest';
import {
  WIZARD_STATE_MAX_AGE_MS,
  readWizardState,
  touchWizardState,
  wizardStorageKey,
  stepsDone,
} from '~/domain/company-order/wizard-state';

const SLUG = 'paivan-sanomat-digi-yritys';
const T0 = Date.UTC(2026, 10, 21, 10, 0, 0);
const stored = touchWizardState(
  {
    slug: SLUG,
    details: null,
    idempotencyKey: '6f1c7d8e-1111-4222-8333-944455556666',
    result: null,
  },
  T0,
);

describe('wizard state in session storage (spec §4, §9: 5 minutes)', () => {
  it('is 5 minutes', () => {
    expect(WIZARD_STATE_MAX_AGE_MS).toBe(300_000);
  });
  it('is kept with lastUpdated and read back within 5 minutes', () => {
    expect(readWizardState(stored, SLUG, T0)?.lastUpdated).toBe(T0);
    expect(readWizardState(stored, SLUG, T0 + WIZARD_STATE_MAX_AGE_MS)?.idempotencyKey).toBe(
      '6f1c7d8e-1111-4222-8333-944455556666',
    );
  });
  it('is discarded when older than 5 minutes', () => {
    expect(readWizardState(stored, SLUG, T0 + WIZARD_STATE_MAX_AGE_MS + 1)).toBeNull();
  });
  it('is discarded when from the future beyond 5 minutes (a clock that went backwards)', () => {
    expect(readWizardState(stored, SLUG, T0 - WIZARD_STATE_MAX_AGE_MS - 1)).toBeNull();
  });
  it('belongs to its slug only and survives no garbage', () => {
    expect(readWizardState(stored, 'muu-tuote', T0)).toBeNull();
    expect(readWizardState(null, SLUG, T0)).toBeNull();
    expect(readWizardState('{', SLUG, T0)).toBeNull();
    expect(readWizardState('[]', SLUG, T0)).toBeNull();
    expect(readWizardState(JSON.stringify({ slug: SLUG }), SLUG, T0)).toBeNull();
  });
  it('has a key per slug', () => {
    expect(wizardStorageKey(SLUG)).toBe('yritystilaus:paivan-sanomat-digi-yritys');
  });
});

describe('stepsDone (issue 30 item 12)', () => {
  const details = {} as NonNullable<Parameters<typeof stepsDone>[0]['details']>;
  const result = {} as NonNullable<Parameters<typeof stepsDone>[0]['result']>;
  it('marks nothing done for a wizard opened at a later step without its data', () => {
    expect(stepsDone({ details: null, result: null })).toEqual([]);
  });
  it('marks the details done once kept, and the confirmation once ordered', () => {
    expect(stepsDone({ details, result: null })).toEqual(['tietosi']);
    expect(stepsDone({ details, result })).toEqual(['tietosi', 'vahvista']);
  });
});
