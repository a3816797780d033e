import { z } from 'zod';

/** GET /api/v1/copytexts: editable texts by key (spec §7). */
export const copytextsSchema = z
  .record(z.string(), z.object({ title: z.string(), body: z.string() }))
  .meta({ id: 'Copytexts' });
export type Copytexts = z.infer<typeof copytextsSchema>;
