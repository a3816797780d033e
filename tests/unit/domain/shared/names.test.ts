import { describe, expect, it } from 'vitest';
import {
  capitalizeName,
  customerDisplayName,
  displayPostOffice,
  stripKPrefix,
} from '~/domain/shared/names';
import { formatPostalAddress } from '~/domain/address-changes/address-fields';
import { addressLine } from '~/domain/subscriptions/detail-labels';

describe('capitalizeName', () => {
  it('capitalises after start, spaces and hyphens and lowercases the rest', () => {
    expect(capitalizeName('maija-liisa meikäläinen')).toBe('Maija-Liisa Meikäläinen');
    expect(capitalizeName('MATTI MEIKÄLÄINEN')).toBe('Matti Meikäläinen');
    expect(capitalizeName('anna maria')).toBe('Anna Maria');
  });

  it('handles Finnish and Swedish letters at the start of a part', () => {
    expect(capitalizeName('äijälä-öhman')).toBe('Äijälä-Öhman');
    expect(capitalizeName('åsa ÅKERBLOM')).toBe('Åsa Åkerblom');
  });

  it('trims and leaves an empty name empty', () => {
    expect(capitalizeName('  pekka  ')).toBe('Pekka');
    expect(capitalizeName('')).toBe('');
  });
});

describe('customerDisplayName', () => {
  it('shows the company name for companies and communities', () => {
    expect(
      customerDisplayName({
        customerType: 'COMPANY',
        firstName: 'matti',
        lastName: 'm',
        companyName: 'Oy Yritys Ab',
      }),
    ).toBe('Oy Yritys Ab');
    expect(
      customerDisplayName({ customerType: 'COMMUNITY', companyName: ' Kyläyhdistys ry ' }),
    ).toBe('Kyläyhdistys ry');
  });

  it('shows a person as capitalised first and last name', () => {
    expect(
      customerDisplayName({
        customerType: 'PERSON',
        firstName: 'maija-liisa',
        lastName: 'MEIKÄLÄINEN',
        companyName: 'X Oy',
      }),
    ).toBe('Maija-Liisa Meikäläinen');
    expect(
      customerDisplayName({ customerType: 'PERSON', firstName: null, lastName: 'virtanen' }),
    ).toBe('Virtanen');
  });

  it('shows - for the gift counterpart whatever the data', () => {
    expect(
      customerDisplayName(
        { customerType: 'PERSON', firstName: 'maija', lastName: 'm' },
        { isGiftCounterpart: true },
      ),
    ).toBe('-');
    expect(
      customerDisplayName(
        { customerType: 'COMPANY', companyName: 'Oy' },
        { isGiftCounterpart: true },
      ),
    ).toBe('-');
    expect(
      customerDisplayName(
        { customerType: 'PERSON', firstName: 'maija' },
        { isGiftCounterpart: false },
      ),
    ).toBe('Maija');
  });

  it('falls back to the other kind of name, then to -', () => {
    expect(
      customerDisplayName({ customerType: 'COMPANY', firstName: 'liisa', lastName: 'koski' }),
    ).toBe('Liisa Koski');
    expect(customerDisplayName({ customerType: 'PERSON', companyName: 'Tmi Koski' })).toBe(
      'Tmi Koski',
    );
    expect(customerDisplayName({ customerType: 'PERSON', firstName: '  ', lastName: null })).toBe(
      '-',
    );
    expect(customerDisplayName({ customerType: 'COMMUNITY', companyName: '' })).toBe('-');
  });

  it('treats UNKNOWN customers like persons first', () => {
    expect(
      customerDisplayName({
        customerType: 'UNKNOWN',
        firstName: 'ville',
        lastName: 'vallaton',
        companyName: 'Firma',
      }),
    ).toBe('Ville Vallaton');
    expect(customerDisplayName({ customerType: 'UNKNOWN', companyName: 'Firma' })).toBe('Firma');
  });
});

describe('stripKPrefix', () => {
  it('strips one leading K-', () => {
    expect(stripKPrefix('K-12345678')).toBe('12345678');
    expect(stripKPrefix('K-K-1')).toBe('K-1');
  });

  it('leaves other identifiers alone', () => {
    expect(stripKPrefix('12345678')).toBe('12345678');
    expect(stripKPrefix('k-123')).toBe('k-123');
    expect(stripKPrefix('AK-123')).toBe('AK-123');
  });
});

describe('displayPostOffice (issue 30 item 11: one formatting everywhere)', () => {
  it('shows a post office in capitals however it was typed', () => {
    expect(displayPostOffice(' helsinki ')).toBe('HELSINKI');
    expect(displayPostOffice('Mäntsälä')).toBe('MÄNTSÄLÄ');
  });

  it('is what every address line uses', () => {
    const typed = {
      streetAddress: 'Rantatie 4',
      zipCode: '21600',
      postOffice: 'parainen',
      countryCode: 'FI',
    };
    expect(formatPostalAddress(typed)).toBe('Rantatie 4, 21600 PARAINEN');
    expect(addressLine(typed)).toBe('Rantatie 4, 21600 PARAINEN');
  });
});
