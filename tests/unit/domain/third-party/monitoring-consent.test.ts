import { describe, expect, it } from 'vitest';
import { monitoringConsented, monitoringStarts } from '~/domain/third-party/monitoring-consent';

describe('monitoringConsented (spec §1: cookieConsent with sppd equal to 1)', () => {
  it.each([
    ['{"sppd":1}', true],
    ['{"sppd":"1","stat":0}', true],
    ['{"sppd":0}', false],
    ['{"sppd":true}', false],
    ['{}', false],
    ['1', false],
    ['null', false],
    ['ei-jsonia', false],
  ])('reads %s as %s', (stored, expected) => {
    expect(monitoringConsented(stored)).toBe(expected);
  });

  it('is no consent when nothing is stored', () => {
    expect(monitoringConsented(null)).toBe(false);
  });
});

describe('monitoringStarts', () => {
  const base = { consented: true, requireConsent: true, sampleRate: 10 };
  it('samples the rate in per cent', () => {
    expect(monitoringStarts({ ...base, random: 0.099 })).toBe(true);
    expect(monitoringStarts({ ...base, random: 0.1 })).toBe(false);
    expect(monitoringStarts({ ...base, sampleRate: 0, random: 0 })).toBe(false);
    expect(monitoringStarts({ ...base, sampleRate: 100, random: 0.999 })).toBe(true);
  });

  it('needs consent in production and none elsewhere', () => {
    expect(monitoringStarts({ ...base, consented: false, random: 0 })).toBe(false);
    expect(monitoringStarts({ ...base, consented: false, requireConsent: false, random: 0 })).toBe(
      true,
    );
  });
});
