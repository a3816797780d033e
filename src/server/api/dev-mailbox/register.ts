import type { OpenAPIHono } from '@hono/zod-openapi';
import { desc, eq, sql } from 'drizzle-orm';
import type { Mailbox } from '~/domain/dev-mailbox/mailbox';
import type { AppDeps, AppEnv } from '../../app-context';
import { outbox } from '../../db/schema/system';
import { developmentFeatures } from '../../env';
import { notFound } from '../../http/http-error';
import { mailboxRoute } from './routes';

async function readMailbox({ db }: AppDeps, to: string | undefined): Promise<Mailbox> {
  const rows = await db
    .select()
    .from(outbox)
    .where(to ? eq(sql`lower(${outbox.toAddress})`, to.toLowerCase()) : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(50);
  return {
    messages: rows.map((r) => ({
      id: r.id,
      to: r.toAddress,
      subject: r.subject,
      text: r.bodyText,
      kind: r.kind,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** The development mailbox (DEMO-DATA.md "Mail"): every e-mail of the outbox, readable without SMTP. */
export function registerDevMailboxRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.openapi(mailboxRoute, async (c) => {
    // Outside development the mailbox does not exist: it would show everyone's mail.
    if (!developmentFeatures(deps.env)) throw notFound();
    return c.json(await readMailbox(deps, c.req.valid('query').to), 200);
  });
}
