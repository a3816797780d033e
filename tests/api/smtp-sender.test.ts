import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_DELIVERY_ATTEMPTS } from '~/domain/email/delivery-retry';
import { createFixedClock } from '~/server/clock';
import type { DbHandle } from '~/server/db/client';
import { outbox } from '~/server/db/schema/system';
import { emailDeliveryJob } from '~/server/email/email-delivery-job';
import { queueEmail } from '~/server/email/outbox';
import { deliverOutbox } from '~/server/email/smtp-sender';
import { smtpTransport } from '~/server/email/smtp-transport';
import { readEnv } from '~/server/env';
import { type LocalSmtp, closedPort, startLocalSmtp } from '../support/local-smtp';
import { openTestDb } from '../support/test-db';

// Issue 12 "E-mail": the outbox rows go out over SMTP, each exactly once, and a failing mail
// server leaves them for a later attempt instead of losing them.

const NOW = '2026-11-21T10:00:00+02:00';
const FROM = 'Lehtitalo <asiakaspalvelu@lehtitalo.example>';

let handle: DbHandle;
let smtp: LocalSmtp;
let clock: ReturnType<typeof createFixedClock>;

beforeAll(async () => {
  handle = await openTestDb();
  smtp = await startLocalSmtp();
});
afterAll(async () => {
  await smtp.close();
  await handle.close();
});
beforeEach(async () => {
  clock = createFixedClock(NOW);
  smtp.received.length = 0;
  smtp.refuseWith = null;
  await handle.db.delete(outbox);
});

const queue = (to: string, subject: string, text: string) =>
  queueEmail(handle.db, { to, subject, text, kind: 'test' }, clock.now());

const rowOf = async (id: string) => {
  const [row] = await handle.db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
};

const senderWith = (url: string) => {
  const transport = smtpTransport(url);
  const deps = { db: handle.db, clock, transport, from: FROM, messageIdDomain: 'portal.test' };
  return { run: (limit?: number) => deliverOutbox(deps, limit), close: () => transport.close() };
};

let closeSender: (() => void) | undefined;
afterEach(() => closeSender?.());

describe('the SMTP sender', () => {
  it('sends the queued e-mails with the Finnish subject, text and HTML parts, and marks them sent', async () => {
    const first = await queue(
      'maija@example.fi',
      'Tilauksesi on liitetty',
      'Hei Maija <script>alert(1)</script>,\n\nvahvista tästä:\nhttps://portal.test/vahvista?t=1&u=2\n\nTerveisin\nAsiakaspalvelu',
    );
    clock.advance(1000);
    const second = await queue(
      'matti@example.fi',
      'Maksukortti lisätty',
      'Hei,\n\nkortti lisätty.',
    );
    const env = readEnv({
      NODE_ENV: 'test',
      SITE_URL: 'http://portal.test',
      SMTP_URL: smtp.url,
      MAIL_FROM: FROM,
    });
    const delivery = emailDeliveryJob({ db: handle.db, clock, env });
    closeSender = () => delivery?.close();
    await delivery?.job.run();

    expect(smtp.received).toHaveLength(2);
    const [a, b] = smtp.received;
    expect(a?.from).toBe('asiakaspalvelu@lehtitalo.example');
    expect(a?.to).toEqual(['maija@example.fi']);
    expect(a?.headers['from']).toBe('Lehtitalo <asiakaspalvelu@lehtitalo.example>');
    expect(a?.headers['message-id']).toBe(`<${first}@portal.test>`);
    expect(a?.subject).toBe('Tilauksesi on liitetty');
    expect(a?.text).toContain('Hei Maija <script>alert(1)</script>,');
    expect(a?.text).toContain('https://portal.test/vahvista?t=1&u=2');
    expect(a?.html).toContain('Hei Maija &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(a?.html).not.toContain('<script');
    expect(a?.html).toContain(
      '<a href="https://portal.test/vahvista?t=1&amp;u=2">https://portal.test/vahvista?t=1&amp;u=2</a>',
    );
    expect(b?.to).toEqual(['matti@example.fi']);
    expect(b?.subject).toBe('Maksukortti lisätty');
    expect(b?.text).toBe('Hei,\n\nkortti lisätty.');

    for (const id of [first, second]) {
      const row = await rowOf(id);
      expect(row.sentAt).toEqual(clock.now());
      expect(row.attempts).toBe(1);
      expect(row.claimedUntil).toBeNull();
    }
    // Sent rows stay sent: the next run sends nothing.
    await delivery?.job.run();
    expect(smtp.received).toHaveLength(2);
  });

  it('leaves the rows unsent when the server refuses, counts the attempt and tries again later', async () => {
    const id = await queue('maija@example.fi', 'Tilauksesi on liitetty', 'Hei');
    const other = await queue('matti@example.fi', 'Maksukortti lisätty', 'Hei');
    smtp.refuseWith = 'Mailbox busy, try later';
    const sender = senderWith(smtp.url);
    closeSender = sender.close;

    expect(await sender.run()).toEqual({ sent: 0, retried: 2, givenUp: 0 });
    const refused = await rowOf(id);
    expect(refused.sentAt).toBeNull();
    expect(refused.attempts).toBe(1);
    expect(refused.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 60_000));
    expect(refused.lastError).toContain('451');
    expect((await rowOf(other)).attempts).toBe(1);

    smtp.refuseWith = null;
    clock.advance(30_000);
    expect(await sender.run()).toEqual({ sent: 0, retried: 0, givenUp: 0 });
    expect((await rowOf(id)).attempts).toBe(1);

    clock.advance(30_000);
    expect(await sender.run()).toEqual({ sent: 2, retried: 0, givenUp: 0 });
    const sent = await rowOf(id);
    expect(sent.sentAt).toEqual(clock.now());
    expect(sent.attempts).toBe(2);
    expect(sent.lastError).toBeNull();
    expect(smtp.received).toHaveLength(2);
  });

  it('stops the run when the server cannot be reached, counting one attempt only', async () => {
    const first = await queue('maija@example.fi', 'Yksi', 'Hei');
    clock.advance(1000);
    const second = await queue('matti@example.fi', 'Kaksi', 'Hei');
    const sender = senderWith(`smtp://127.0.0.1:${await closedPort()}`);
    closeSender = sender.close;

    expect(await sender.run()).toEqual({ sent: 0, retried: 1, givenUp: 0 });
    expect((await rowOf(first)).attempts).toBe(1);
    expect((await rowOf(first)).lastError).toMatch(/ECONNREFUSED/);
    expect((await rowOf(second)).attempts).toBe(0);
  });

  it('gives a message up after its last attempt, and one queued too long ago unsent', async () => {
    const tired = await queue('maija@example.fi', 'Yksi', 'Hei');
    await handle.db
      .update(outbox)
      .set({ attempts: MAX_DELIVERY_ATTEMPTS - 1 })
      .where(eq(outbox.id, tired));
    const old = await queue('matti@example.fi', 'Kaksi', 'Hei');
    await handle.db
      .update(outbox)
      .set({ createdAt: new Date(clock.now().getTime() - 49 * 3_600_000) })
      .where(eq(outbox.id, old));
    smtp.refuseWith = 'Mailbox busy, try later';
    const sender = senderWith(smtp.url);
    closeSender = sender.close;

    expect(await sender.run()).toEqual({ sent: 0, retried: 0, givenUp: 2 });
    const gaveUp = await rowOf(tired);
    expect(gaveUp.failedAt).toEqual(clock.now());
    expect(gaveUp.attempts).toBe(MAX_DELIVERY_ATTEMPTS);
    const stale = await rowOf(old);
    expect(stale.failedAt).toEqual(clock.now());
    expect(stale.attempts).toBe(0);

    smtp.refuseWith = null;
    clock.advance(24 * 3_600_000);
    expect(await sender.run()).toEqual({ sent: 0, retried: 0, givenUp: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('sends each row exactly once when two senders run at the same time', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      ids.push(await queue(`tilaaja${i}@example.fi`, `Viesti ${i}`, `Hei ${i}`));
      clock.advance(1000);
    }
    const one = senderWith(smtp.url);
    const two = senderWith(smtp.url);
    closeSender = () => {
      one.close();
      two.close();
    };

    const [a, b] = await Promise.all([one.run(), two.run()]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(8);
    const subjects = smtp.received.map((m) => m.subject).sort();
    expect(subjects).toEqual(ids.map((_, i) => `Viesti ${i}`).sort());
    for (const id of ids) expect((await rowOf(id)).attempts).toBe(1);
  });
});

describe('the e-mail delivery configuration', () => {
  const deps = (vars: Record<string, string>) => ({
    db: handle.db,
    clock,
    env: readEnv({ NODE_ENV: 'test', ...vars }),
  });

  it('is off without SMTP_URL (the outbox only, as in development)', () => {
    expect(emailDeliveryJob(deps({}))).toBeNull();
  });

  it('refuses SMTP_URL without MAIL_FROM, and an SMTP_URL that is not smtp: or smtps:', () => {
    expect(() => emailDeliveryJob(deps({ SMTP_URL: 'smtp://127.0.0.1:2525' }))).toThrow(
      /MAIL_FROM/,
    );
    expect(() => readEnv({ SMTP_URL: 'http://mail.example.fi' })).toThrow();
    expect(() =>
      readEnv({ SMTP_URL: 'smtps://u:p@mail.example.fi:465', MAIL_FROM: FROM }),
    ).not.toThrow();
  });
});
