import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { copytexts } from './copytexts-source';
import { copytextsRoute } from './routes';

export function registerCopytextRoutes(app: OpenAPIHono<AppEnv>, _deps: AppDeps): void {
  app.openapi(copytextsRoute, (c) => c.json(copytexts(), 200));
}
