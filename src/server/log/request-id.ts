import { randomUUID } from 'node:crypto';

// No relative imports: src/server/edge/serve.ts loads this file with Node's type stripping.

/** An incoming X-Request-Id is kept when it is short and plain (a load balancer's or proxy's id). */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The incoming id when it is valid, else a new one. */
export const requestIdFrom = (header: string | string[] | undefined): string =>
  typeof header === 'string' && VALID_REQUEST_ID.test(header) ? header : randomUUID();
