import { describe, expect, it } from 'vitest';
import { subscriptionNotes } from '~/domain/subscriptions/list-notes';

const plain = { isGift: false, tags: [] as string[], externalManager: null };

describe('subscriptionNotes', () => {
  it('says nothing about an ordinary subscription', () => {
    expect(subscriptionNotes(plain)).toEqual([]);
  });

  it('marks a gift', () => {
    expect(subscriptionNotes({ ...plain, isGift: true })).toEqual(['Lahjatilaus']);
  });

  it('shows an upcoming and a current address change', () => {
    expect(subscriptionNotes({ ...plain, tags: ['UPCOMING_ADDRESS_CHANGE'] })).toEqual([
      'Tuleva osoitteenmuutos',
    ]);
    expect(subscriptionNotes({ ...plain, tags: ['ADDRESS_CHANGE'] })).toEqual([
      'Osoitteenmuutos voimassa',
    ]);
  });

  it('says an in-app purchase is bought and managed in the app store', () => {
    expect(
      subscriptionNotes({ ...plain, tags: ['APPLE_IN_APP'], externalManager: 'APP_STORE' }),
    ).toEqual([
      'Ostettu App Storesta',
      'Tätä tilausta hallitaan sovelluskaupassa, josta se on ostettu.',
    ]);
    expect(
      subscriptionNotes({ ...plain, tags: ['GOOGLE_IN_APP'], externalManager: 'APP_STORE' }),
    ).toEqual([
      'Ostettu Google Playsta',
      'Tätä tilausta hallitaan sovelluskaupassa, josta se on ostettu.',
    ]);
  });

  it('says Ruutu and Supla subscriptions are managed in their own self-service', () => {
    expect(subscriptionNotes({ ...plain, externalManager: 'RUUTU' })).toEqual([
      'Tätä tilausta hallitaan Ruudun omassa asiointipalvelussa.',
    ]);
    expect(subscriptionNotes({ ...plain, externalManager: 'SUPLA' })).toEqual([
      'Tätä tilausta hallitaan Suplan omassa asiointipalvelussa.',
    ]);
  });

  it('leaves an unknown upstream tag out, and keeps the order gift, tags, manager', () => {
    expect(
      subscriptionNotes({
        isGift: true,
        tags: ['SOMETHING_NEW', 'UPCOMING_ADDRESS_CHANGE'],
        externalManager: 'OTHER',
      }),
    ).toEqual([
      'Lahjatilaus',
      'Tuleva osoitteenmuutos',
      'Tätä tilausta hallitaan toisessa palvelussa.',
    ]);
  });
});
