import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASS_REQUESTED_MESSAGE, PASS_VALID_MINUTES } from '~/domain/anonymous-pass/anonymous-pass';
import { addDays } from '~/domain/shared/dates';
import { auditLog, outbox } from '~/server/db/schema/system';
import { subscriptions } from '~/server/db/schema/subscriptions';
import { createCustomer } from '../support/customer-factory';
import { useTestApp } from '../support/test-app';

// Issue 30 item 24: a guesser behind the same client address (a workplace, a mobile carrier's
// shared address) locks the anonymous cancellation and delivery report there; the rightful
// customer asks for a link to her e-mail on file and, with its pass, gets past the lock for her
// own subscription only. Each test makes its own customer and uses its own client address.

const app = useTestApp();

let serial = 0;
/** A customer with an e-mail on file and one active paper subscription (zip 00500). */
async function newCustomer(opts: { email?: string | null } = {}) {
  serial += 1;
  const customerNumber = `7100${String(serial).padStart(5, '0')}`;
  const subscriptionNumber = `710${String(serial).padStart(4, '0')}`;
  const contactEmail = opts.email === undefined ? `passi.${serial}@example.fi` : opts.email;
  await createCustomer(app.db, { customerNumber, subscriptionNumber, contactEmail });
  return { customerNumber, subscriptionNumber, contactEmail };
}

const post = (path: string, body: unknown, clientAddress: string, origin?: string) =>
  app.call(path, {
    method: 'POST',
    body,
    clientAddress,
    ...(origin ? { headers: { origin } } : {}),
  });

/** Five wrong subscription numbers for the customer number lock it at this client address. */
async function lockCancel(customerNumber: string, address: string) {
  for (let i = 0; i < 5; i++) {
    const res = await post(
      '/anonymous-cancellations/lookup',
      { customerNumber, subscriptionNumber: `999000${i}` },
      address,
    );
    expect(res.status).toBe(404);
  }
}

async function mailsTo(address: string) {
  return app.db.select().from(outbox).where(eq(outbox.toAddress, address));
}

/** The pass in the latest link e-mailed to the address. */
async function passFrom(address: string, page: string): Promise<string> {
  const mails = await mailsTo(address);
  const text = mails.at(-1)?.bodyText ?? '';
  const link = new RegExp(`https?://[^\\s]+${page}\\?linkki=([A-Za-z0-9_-]+)`).exec(text);
  expect(link, text).not.toBeNull();
  return link?.[1] ?? '';
}

describe('the anonymous cancellation with an e-mailed pass', () => {
  it('passes the address lock for the customer who reads the mail', async () => {
    const me = await newCustomer();
    const address = '10.70.0.1';
    await lockCancel(me.customerNumber, address);
    const numbers = {
      customerNumber: me.customerNumber,
      subscriptionNumber: me.subscriptionNumber,
    };
    expect((await post('/anonymous-cancellations/lookup', numbers, address)).status).toBe(429);

    const asked = await post('/anonymous-cancellations/passes', numbers, address);
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ message: PASS_REQUESTED_MESSAGE });
    const [mail] = await mailsTo(me.contactEmail!);
    expect(mail?.subject).toBe('Linkki tilauksen lopettamiseen');
    const pass = await passFrom(me.contactEmail!, '/lopeta-tilaus');

    const found = await post('/anonymous-cancellations/lookup', { ...numbers, pass }, address);
    expect(found.status).toBe(200);
    const cancelled = await post('/anonymous-cancellations', { ...numbers, pass }, address);
    expect(cancelled.status).toBe(201);
    const [sub] = await app.db
      .select({ endDate: subscriptions.endDate })
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionNumber, me.subscriptionNumber));
    expect(sub?.endDate).not.toBeNull();
  });

  it('answers the same for wrong numbers and a customer without e-mail, and sends nothing', async () => {
    const me = await newCustomer();
    const noMail = await newCustomer({ email: null });
    const address = '10.71.0.1';
    const [before] = await app.db.select({ n: count() }).from(outbox);
    const answers = await Promise.all([
      post(
        '/anonymous-cancellations/passes',
        { customerNumber: me.customerNumber, subscriptionNumber: '7199999' },
        address,
      ),
      post(
        '/anonymous-cancellations/passes',
        { customerNumber: noMail.customerNumber, subscriptionNumber: noMail.subscriptionNumber },
        address,
      ),
    ]);
    expect(answers.map((r) => r.status)).toEqual([202, 202]);
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(bodies[0]).toBe(bodies[1]);
    const [after] = await app.db.select({ n: count() }).from(outbox);
    expect(after?.n).toBe(before?.n);
  });

  it('opens only its own subscription, its own form, within its hour', async () => {
    const me = await newCustomer();
    const other = await newCustomer();
    const address = '10.72.0.1';
    const mine = { customerNumber: me.customerNumber, subscriptionNumber: me.subscriptionNumber };
    expect((await post('/anonymous-cancellations/passes', mine, address)).status).toBe(202);
    const pass = await passFrom(me.contactEmail!, '/lopeta-tilaus');

    // Another customer's numbers with my pass: the other customer's lock still holds.
    await lockCancel(other.customerNumber, address);
    const theirs = {
      customerNumber: other.customerNumber,
      subscriptionNumber: other.subscriptionNumber,
      pass,
    };
    expect((await post('/anonymous-cancellations/lookup', theirs, address)).status).toBe(429);

    // The delivery report is another form: the cancellation's pass is no pass there.
    await lockCancel(me.customerNumber, address);
    const report = {
      customerNumber: me.customerNumber,
      subscriptionNumber: me.subscriptionNumber,
      lastName: 'asiakas',
      zipCode: '00500',
      complaint: 'PAPER_MISSING',
      dates: [addDays(app.clock.today(), -1)],
      compensation: 'EXTENSION',
      pass,
    };
    for (let i = 0; i < 5; i++) {
      await post('/delivery-reclamations/anonymous', { ...report, zipCode: '99999' }, address);
    }
    expect((await post('/delivery-reclamations/anonymous', report, address)).status).toBe(429);

    // A made-up pass, and mine after its hour: the lock holds.
    const locked = { ...mine, pass: 'A'.repeat(43) };
    expect((await post('/anonymous-cancellations/lookup', locked, address)).status).toBe(429);
    expect((await post('/anonymous-cancellations/lookup', { ...mine, pass }, address)).status).toBe(
      200,
    );
    app.clock.advance(PASS_VALID_MINUTES * 60_000);
    // The window of the earlier failures has passed too: fail again to lock.
    await lockCancel(me.customerNumber, address);
    expect((await post('/anonymous-cancellations/lookup', { ...mine, pass }, address)).status).toBe(
      429,
    );
  });

  it('sends at most three links an hour for one customer number', async () => {
    const me = await newCustomer();
    const numbers = {
      customerNumber: me.customerNumber,
      subscriptionNumber: me.subscriptionNumber,
    };
    const answers = [];
    for (let i = 0; i < 4; i++) {
      answers.push(
        (await post('/anonymous-cancellations/passes', numbers, `10.73.0.${i + 1}`)).status,
      );
    }
    expect(answers).toEqual([202, 202, 202, 429]);
    expect(await mailsTo(me.contactEmail!)).toHaveLength(3);
  });

  it('refuses bad input with 400 and a forged Origin with 403, sending nothing', async () => {
    const me = await newCustomer();
    const bad = await post(
      '/anonymous-cancellations/passes',
      { customerNumber: 'x', subscriptionNumber: me.subscriptionNumber },
      '10.74.0.1',
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).errorKey).toBe('validation-failed');
    const extra = await post(
      '/anonymous-cancellations/passes',
      {
        customerNumber: me.customerNumber,
        subscriptionNumber: me.subscriptionNumber,
        to: 'x@y.fi',
      },
      '10.74.0.1',
    );
    expect(extra.status).toBe(400);
    const forged = await post(
      '/anonymous-cancellations/passes',
      { customerNumber: me.customerNumber, subscriptionNumber: me.subscriptionNumber },
      '10.74.0.1',
      'https://evil.example',
    );
    expect(forged.status).toBe(403);
    expect(await mailsTo(me.contactEmail!)).toHaveLength(0);
  });

  it('makes one pass per request when the same request comes twice at once', async () => {
    const me = await newCustomer();
    const numbers = {
      customerNumber: me.customerNumber,
      subscriptionNumber: me.subscriptionNumber,
    };
    const answers = await Promise.all([
      post('/anonymous-cancellations/passes', numbers, '10.75.0.1'),
      post('/anonymous-cancellations/passes', numbers, '10.75.0.1'),
    ]);
    expect(answers.map((r) => r.status)).toEqual([202, 202]);
    // Two requests, two links, each working: both count towards the three an hour.
    expect(await mailsTo(me.contactEmail!)).toHaveLength(2);
  });
});

describe('the anonymous delivery report with an e-mailed pass', () => {
  it('passes the address lock for the subscriber who reads the mail', async () => {
    const me = await newCustomer();
    const address = '10.76.0.1';
    const who = {
      customerNumber: me.customerNumber,
      subscriptionNumber: me.subscriptionNumber,
      lastName: 'Asiakas',
      zipCode: '00500',
    };
    const report = {
      ...who,
      complaint: 'PAPER_MISSING',
      dates: [addDays(app.clock.today(), -1)],
      compensation: 'EXTENSION',
    };
    for (let i = 0; i < 5; i++) {
      const res = await post(
        '/delivery-reclamations/anonymous',
        { ...report, zipCode: '99999' },
        address,
      );
      expect(res.status).toBe(404);
    }
    expect((await post('/delivery-reclamations/anonymous', report, address)).status).toBe(429);

    const asked = await post('/delivery-reclamations/anonymous/passes', who, address);
    expect(asked.status).toBe(202);
    const [mail] = await mailsTo(me.contactEmail!);
    expect(mail?.subject).toBe('Linkki jakeluhäiriön ilmoittamiseen');
    const pass = await passFrom(me.contactEmail!, '/jakeluhairio');

    const sent = await post('/delivery-reclamations/anonymous', { ...report, pass }, address);
    expect([200, 201]).toContain(sent.status);
    // A wrong zip code with the pass is no pass: counted and refused as before.
    const wrong = await post(
      '/delivery-reclamations/anonymous',
      { ...report, zipCode: '99999', pass },
      address,
    );
    expect(wrong.status).toBe(429);
  });

  it('audits the sending without the token', async () => {
    const me = await newCustomer();
    const who = {
      customerNumber: me.customerNumber,
      subscriptionNumber: me.subscriptionNumber,
      lastName: 'asiakas',
      zipCode: '00500',
    };
    expect((await post('/delivery-reclamations/anonymous/passes', who, '10.77.0.1')).status).toBe(
      202,
    );
    const pass = await passFrom(me.contactEmail!, '/jakeluhairio');
    const rows = await app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'ANONYMOUS_PASS_SENT'), eq(auditLog.entityId, me.customerNumber)),
      );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(pass);
  });
});
