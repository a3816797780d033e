import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

// Issue 12, finding 12a: dates up to 9999-12-31 were accepted on address changes (and a
// suspension quote ending then took a minute). Today is 21.11.2026; the default horizons are a
// start at most 365 days ahead (21.11.2027) and a temporary change at most 365 days long.

const RANTATIE = { streetAddress: 'Rantatie 4', zipCode: '21600', postOffice: 'Parainen' };
const app = useTestApp();
beforeAll(async () => {
  expect((await app.login('maija.meikalainen@example.fi')).status).toBe(200);
});

const post = (path: string, body: unknown) => app.call(path, { method: 'POST', body });

async function expectField(res: Response, errorKey: string, field: string, message: RegExp) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { errorKey: string; fields?: Record<string, string> };
  expect(body.errorKey).toBe(errorKey);
  expect(body.fields?.[field]).toMatch(message);
}

describe('address changes', () => {
  const temporary = (startDate: string, endDate: string) =>
    post('/subscriptions/2000001/address-changes/temporary', {
      startDate,
      endDate,
      ...RANTATIE,
    });

  it('refuse a start more than a year ahead', async () => {
    const far = /enintään 365 päivän päässä\. Valitse päivä viimeistään 21\.11\.2027\./;
    await expectField(
      await temporary('9999-12-30', '9999-12-31'),
      'validation-failed',
      'startDate',
      far,
    );
    await expectField(
      await temporary('2027-11-22', '2027-11-30'),
      'validation-failed',
      'startDate',
      far,
    );
    await expectField(
      await post('/subscriptions/2000001/address-changes/permanent', {
        startDate: '9999-12-31',
        streetAddress: 'Aurakatu 3 B 7',
        zipCode: '20100',
        postOffice: 'TURKU',
      }),
      'validation-failed',
      'startDate',
      far,
    );
  });

  it('refuse a temporary change longer than 365 days, quickly', async () => {
    const started = Date.now();
    await expectField(
      await temporary('2027-01-20', '9999-12-31'),
      'validation-failed',
      'endDate',
      /enintään 365 päivää/,
    );
    await expectField(
      await temporary('2027-01-20', '2028-01-20'),
      'validation-failed',
      'endDate',
      /vakituinen osoitteenmuutos/,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('take a change within the horizons', async () => {
    expect((await temporary('2027-11-20', '2028-01-10')).status).toBe(201);
  });
});

describe('suspensions', () => {
  const quote = (startDate: string, endDate: string) =>
    post('/subscriptions/2000001/suspensions/quote', {
      startDate,
      endDate,
      digitalPart: 'SUSPEND',
    });

  it('refuse a start more than a year ahead with start-date-too-far', async () => {
    await expectField(
      await quote('2027-12-01', '2027-12-10'),
      'start-date-too-far',
      'startDate',
      /viimeistään 21\.11\.2027/,
    );
  });

  it('answer an end in year 9999 at once, not after a minute', async () => {
    const started = Date.now();
    const res = await quote('2026-12-07', '9999-12-31');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errorKey: string }).errorKey).toBe('suspension-too-long');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
