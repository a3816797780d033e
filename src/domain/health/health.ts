import { z } from 'zod';

/** The answer of GET /health (liveness) and GET /health/ready (readiness). */
export const healthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;
