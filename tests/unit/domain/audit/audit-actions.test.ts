import { describe, expect, it } from 'vitest';
import { channelSchema } from '~/domain/customers/enums';
import {
  auditActionLabel,
  auditActionLabels,
  changeChannelLabel,
} from '~/domain/audit/audit-actions';

describe('audit action labels', () => {
  it('give each action a plain Finnish line', () => {
    expect(auditActionLabel('LOGIN')).toBe('Kirjauduit sisään');
    expect(auditActionLabel('ADDRESS_CHANGE_CREATED')).toBe('Teit osoitteenmuutoksen');
    for (const label of Object.values(auditActionLabels)) expect(label).toMatch(/^[A-ZÅÄÖ]/);
  });

  it('show an action stored before its label existed as an unnamed change', () => {
    expect(auditActionLabel('SOMETHING_NEW')).toBe('Muu muutos');
    expect(auditActionLabel('toString')).toBe('Muu muutos');
  });
});

describe('change channel labels', () => {
  it('name every channel of the spec and the automatic jobs', () => {
    for (const channel of channelSchema.options) {
      expect(changeChannelLabel(channel)).not.toBe('');
    }
    expect(changeChannelLabel('WEB')).toBe('Verkkopalvelu');
    expect(changeChannelLabel('SYSTEM')).toBe('Automaattinen käsittely');
    expect(changeChannelLabel('FAX')).toBe('Tuntematon');
  });
});
