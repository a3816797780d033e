import { beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '~/server/app';
import { queueEmail } from '~/server/email/outbox';
import { readEnv } from '~/server/env';
import type { Mailbox } from '~/domain/dev-mailbox/mailbox';
import { useTestApp } from '../support/test-app';

const app = useTestApp();
beforeAll(async () => {
  await queueEmail(
    app.db,
    { to: 'a@example.fi', subject: 'Eka', text: 'Hei', kind: 'test' },
    new Date('2026-11-21T08:00:00Z'),
  );
  await queueEmail(
    app.db,
    { to: 'B@example.fi', subject: 'Toka', text: 'Moi', kind: 'test' },
    new Date('2026-11-21T09:00:00Z'),
  );
});

describe('GET /dev/mailbox', () => {
  it('lists the outbox newest first', async () => {
    const body = (await (await app.call('/dev/mailbox')).json()) as Mailbox;
    expect(body.messages.map((m) => m.subject).slice(0, 2)).toEqual(['Toka', 'Eka']);
    expect(body.messages[0]).toMatchObject({ to: 'B@example.fi', text: 'Moi', kind: 'test' });
  });

  it('filters by recipient, ignoring letter case', async () => {
    const body = (await (await app.call('/dev/mailbox?to=b@example.fi')).json()) as Mailbox;
    expect(body.messages.map((m) => m.subject)).toEqual(['Toka']);
  });

  it('does not exist in production', async () => {
    const prod = createApi({
      db: app.db,
      clock: app.clock,
      env: readEnv({ NODE_ENV: 'production' }),
    });
    const res = await prod.fetch(new Request('http://portal.test/api/v1/dev/mailbox'));
    expect(res.status).toBe(404);
    expect((await res.json()).errorKey).toBe('not-found');
  });
});
