import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../app-context';
import { assertStaffToken } from '../../auth/staff-token';
import { listInbox } from './list-inbox';
import { markFeedbackHandled } from './mark-handled';
import { feedbackHandledRoute, staffInboxRoute } from './routes';

/** Customer service's inbox (issue 17 item 6): STAFF_INBOX_TOKEN, off when unset. */
export function registerStaffInboxRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  // The token before anything else, so nobody without it learns even how the input is checked.
  const staffOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
    assertStaffToken(c.req.header('authorization'), deps.env.STAFF_INBOX_TOKEN);
    await next();
  };
  app.use('/staff/inbox', staffOnly);
  app.use('/staff/feedback/*', staffOnly);
  app.openapi(staffInboxRoute, async (c) =>
    c.json(await listInbox(deps.db, c.req.valid('query')), 200),
  );
  app.openapi(feedbackHandledRoute, async (c) =>
    c.json(
      await markFeedbackHandled(deps, c.req.valid('param').id, c.req.valid('json').handledBy),
      200,
    ),
  );
}
