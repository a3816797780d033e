import { beforeEach } from 'vitest';
import { feedbackMessages } from '~/server/db/schema/feedback';
import { auditLog, outbox } from '~/server/db/schema/system';
import { rowCounts } from './row-counts';
import { useTestApp } from './test-app';

/**
 * The set-up of an open feedback form's tests (the contact form, the company feedback form):
 * the file's app, no stored messages or e-mails at the start of a test, and a client address of
 * the test's own, so the per-address limit never carries over from one test to the next.
 */
export function useFeedbackEndpoint(path: string, addressPrefix: string) {
  const app = useTestApp();
  let n = 0;
  let from = '';
  beforeEach(async () => {
    app.clearCookies();
    from = `${addressPrefix}.${++n}`;
    await app.db.delete(feedbackMessages);
    await app.db.delete(outbox);
  });
  return {
    app,
    /** The test's own client address. */
    from: () => from,
    send: (body: unknown, opts: { origin?: string; clientAddress?: string } = {}) =>
      app.call(path, {
        method: 'POST',
        body,
        clientAddress: opts.clientAddress ?? from,
        ...(opts.origin ? { headers: { origin: opts.origin } } : {}),
      }),
    rows: () => app.db.select().from(feedbackMessages),
    mails: () => app.db.select().from(outbox),
    counts: () => rowCounts(app.db, { feedback: feedbackMessages, outbox, audit: auditLog }),
  };
}
