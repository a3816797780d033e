import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { clientAddressOf } from '../../http/client-address';
import { optionalSender } from './optional-session';
import { companyFeedbackRoute } from './routes';
import { sendCompanyFeedback } from './send-company-feedback';

export function registerFeedbackRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  // Open to anyone (spec §6): a session, when there is one, only names the sender.
  app.openapi(companyFeedbackRoute, async (c) => {
    const receipt = await sendCompanyFeedback(
      deps,
      clientAddressOf(c, deps.env),
      await optionalSender(deps, c),
      c.req.valid('json'),
    );
    return c.json(receipt, 201);
  });
}
