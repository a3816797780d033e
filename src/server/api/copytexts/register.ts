import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Copytexts } from '~/domain/config/copytexts';
import type { AppDeps, AppEnv } from '../../app-context';
import { copytexts } from '../../db/schema/system';
import { copytextsRoute } from './routes';

export async function listCopytexts({ db }: AppDeps): Promise<Copytexts> {
  const rows = await db.select().from(copytexts);
  return Object.fromEntries(rows.map((r) => [r.key, { title: r.title, body: r.body }]));
}

export function registerCopytextRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.openapi(copytextsRoute, async (c) => c.json(await listCopytexts(deps), 200));
}
