import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { staffOnly } from '../../auth/staff-token';
import { listInbox } from './list-inbox';
import { markFeedbackHandled } from './mark-handled';
import { feedbackHandledRoute, staffInboxRoute } from './routes';

/** Customer service's inbox (issue 17 item 6): STAFF_INBOX_TOKEN, off when unset. */
export function registerStaffInboxRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const guard = staffOnly(() => deps.env.STAFF_INBOX_TOKEN);
  app.use('/staff/inbox', guard);
  app.use('/staff/feedback/*', guard);
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
