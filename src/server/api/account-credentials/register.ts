import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { readSessionToken } from '../../auth/cookies';
import { requireAuth } from '../../auth/require-auth';
import { changePassword } from './change-password';
import { confirmPasswordReset } from './confirm-password-reset';
import { confirmUsernameChange } from './confirm-username-change';
import { requestPasswordReset } from './request-password-reset';
import { requestUsernameChange } from './request-username-change';
import {
  changePasswordRoute,
  confirmPasswordResetRoute,
  confirmUsernameChangeRoute,
  requestPasswordResetRoute,
  requestUsernameChangeRoute,
} from './routes';

export function registerAccountCredentialRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  // Exact paths: the confirmations and the reset request below need no session (the e-mailed
  // token is the proof).
  app.use('/account/username', requireAuth(deps));
  app.use('/account/password', requireAuth(deps));
  app.openapi(requestUsernameChangeRoute, async (c) =>
    c.json(await requestUsernameChange(deps, c.get('auth'), c.req.valid('json')), 202),
  );
  app.openapi(confirmUsernameChangeRoute, async (c) =>
    c.json(await confirmUsernameChange(deps, readSessionToken(c), c.req.valid('json')), 200),
  );
  app.openapi(requestPasswordResetRoute, async (c) =>
    c.json(await requestPasswordReset(deps, c, c.req.valid('json')), 202),
  );
  app.openapi(confirmPasswordResetRoute, async (c) =>
    c.json(await confirmPasswordReset(deps, c.req.valid('json')), 200),
  );
  app.openapi(changePasswordRoute, async (c) => {
    await changePassword(deps, c.get('auth'), c.req.valid('json'));
    return c.body(null, 204);
  });
}
