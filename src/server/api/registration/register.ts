import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { confirmRegistration } from './confirm-registration';
import { requestRegistration } from './request-registration';
import { confirmRegistrationRoute, requestRegistrationRoute } from './routes';

export function registerRegistrationRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.openapi(requestRegistrationRoute, async (c) =>
    c.json(await requestRegistration(deps, c, c.req.valid('json')), 202),
  );
  app.openapi(confirmRegistrationRoute, async (c) =>
    c.json(await confirmRegistration(deps, c, c.req.valid('json')), 200),
  );
}
