import { describe, expect, it } from 'vitest';
import { virtualBarcode } from '~/domain/invoices/virtual-barcode';
import {
  isValidFinnishReference,
  isValidIban,
  isValidRfReference,
} from '~/domain/validation/finnish-ids';

// The example invoices of Finance Finland's bank bar code guide (Pankkiviivakoodi-opas, version
// 5.3): each invoice in version 4 (national reference) and version 5 (the same reference in RF
// form), with the bar code digits the guide prints. Invoice 5 has no due date, invoice 6 no
// amount, invoice 7 the largest amount, invoice 9 a due date in 2099.
const GUIDE = [
  {
    n: 1,
    iban: 'FI79 4405 2020 0360 82',
    cents: 488315,
    dueDate: '2010-06-12',
    v4: ['86851 62596 19897', '479440520200360820048831500000000868516259619897100612'],
    v5: ['RF09 8685 1625 9619 897', '579440520200360820048831509000000868516259619897100612'],
  },
  {
    n: 2,
    iban: 'FI58 1017 1000 0001 22',
    cents: 48299,
    dueDate: '2012-01-31',
    v4: ['55958 22432 94671', '458101710000001220004829900000000559582243294671120131'],
    v5: ['RF06 5595 8224 3294 671', '558101710000001220004829906000000559582243294671120131'],
  },
  {
    n: 3,
    iban: 'FI02 5000 4640 0013 02',
    cents: 69380,
    dueDate: '2011-07-24',
    v4: ['69 87567 20834 35364', '402500046400013020006938000000069875672083435364110724'],
    v5: ['RF61 6987 5672 0839', '502500046400013020006938061000000000698756720839110724'],
  },
  {
    n: 4,
    iban: 'FI15 6601 0001 5306 41',
    cents: 744454,
    dueDate: '2019-12-19',
    v4: ['7 75847 47906 47489', '415660100015306410074445400000007758474790647489191219'],
    v5: ['RF84 7758 4747 9064 7489', '515660100015306410074445484000007758474790647489191219'],
  },
  {
    n: 5,
    iban: 'FI16 8000 1400 0502 67',
    cents: 93585,
    dueDate: null,
    v4: ['78 77767 96566 28687', '416800014000502670009358500000078777679656628687000000'],
    v5: ['RF60 7877 7679 6566 2868 7', '516800014000502670009358560000078777679656628687000000'],
  },
  {
    n: 6,
    iban: 'FI73 3131 3001 0000 58',
    cents: 0,
    dueDate: '2013-08-09',
    v4: ['8 68624', '473313130010000580000000000000000000000000868624130809'],
    v5: ['RF10 8686 24', '573313130010000580000000010000000000000000868624130809'],
  },
  {
    n: 7,
    iban: 'FI83 3301 0001 1007 75',
    cents: 15000020,
    dueDate: '2016-05-25',
    v4: ['92125 37425 25398 97737', '483330100011007751500002000092125374252539897737160525'],
    v5: ['RF71 9212 5374 2525 3989 7737', '583330100011007751500002071092125374252539897737160525'],
  },
  {
    n: 8,
    iban: 'FI39 3636 3002 0924 92',
    cents: 103,
    dueDate: '2023-03-11',
    v4: ['5907 38390', '439363630020924920000010300000000000000590738390230311'],
    v5: ['RF66 5907 3839 0', '539363630020924920000010366000000000000590738390230311'],
  },
  {
    n: 9,
    iban: 'FI92 3939 0001 0033 91',
    cents: 2,
    dueDate: '2099-12-24',
    v4: ['13 57914', '492393900010033910000000200000000000000001357914991224'],
    v5: ['RF95 1357 914', '592393900010033910000000295000000000000001357914991224'],
  },
] as const;

describe("Finance Finland's bank bar code guide", () => {
  it.each(GUIDE)('invoice $n, version 4', ({ iban, cents, dueDate, v4: [reference, code] }) => {
    expect(virtualBarcode({ iban, cents, reference, dueDate })).toBe(code);
  });

  it.each(GUIDE)('invoice $n, version 5', ({ iban, cents, dueDate, v5: [reference, code] }) => {
    expect(virtualBarcode({ iban, cents, reference, dueDate })).toBe(code);
  });

  it.each(GUIDE)("invoice $n's account and references are valid", ({ iban, v4, v5 }) => {
    expect(isValidIban(iban)).toBe(true);
    expect(isValidFinnishReference(v4[0])).toBe(true);
    expect(isValidRfReference(v5[0])).toBe(true);
  });
});
