import { describe, expect, it } from 'vitest';
import { readingRightInviteInputSchema } from '~/domain/reading-rights/invite-input';
import { isSelfInvitation, shareRefusal } from '~/domain/reading-rights/invite-rules';
import { shareAudienceOf } from '~/domain/reading-rights/invite-texts';

describe('the share verdict', () => {
  const facts = { status: 'ACTIVE', totalRights: 3, heldRights: 1 };

  it('allows a subscription with a free right', () => {
    expect(shareRefusal(facts)).toBeNull();
  });
  it('never a suspended one, even with free rights', () => {
    expect(shareRefusal({ ...facts, status: 'SUSPENDED' })).toBe('subscription-suspended');
  });
  it('none found when the product has no rights; all in use when none is free', () => {
    expect(shareRefusal({ ...facts, totalRights: 0, heldRights: 0 })).toBe('no-reading-rights');
    expect(shareRefusal({ ...facts, heldRights: 3 })).toBe('all-rights-claimed');
    expect(shareRefusal({ ...facts, heldRights: 4 })).toBe('all-rights-claimed');
  });
});

describe('self-invitation', () => {
  it('matches the username or contact e-mail whatever the case and spaces', () => {
    expect(isSelfInvitation(' Maija@Example.fi ', ['maija@example.fi', null])).toBe(true);
    expect(isSelfInvitation('koti@example.fi', ['maija@example.fi', 'koti@example.fi'])).toBe(true);
    expect(isSelfInvitation('matti@example.fi', ['maija@example.fi', null, ''])).toBe(false);
  });
});

describe('the audience', () => {
  it('a private customer shares with the household, a company with employees', () => {
    expect(shareAudienceOf('PERSON')).toBe('HOUSEHOLD');
    expect(shareAudienceOf('COMPANY')).toBe('EMPLOYEES');
    expect(shareAudienceOf('COMMUNITY')).toBe('EMPLOYEES');
  });
});

describe('the invite input', () => {
  it('takes an e-mail or a link and nothing else', () => {
    expect(readingRightInviteInputSchema.parse({ method: 'LINK' })).toEqual({ method: 'LINK' });
    expect(
      readingRightInviteInputSchema.parse({ method: 'EMAIL', email: ' a@example.fi ' }),
    ).toEqual({ method: 'EMAIL', email: 'a@example.fi' });
    const missing = readingRightInviteInputSchema.safeParse({ method: 'EMAIL', email: '' });
    expect(missing.error?.issues[0]?.message).toBe('Sähköpostiosoite on pakollinen tieto');
    expect(
      readingRightInviteInputSchema.safeParse({ method: 'LINK', email: 'a@b.fi' }).success,
    ).toBe(false);
  });
});
