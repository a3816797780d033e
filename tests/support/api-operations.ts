// The operations of the API's own OpenAPI document, and their path templates filled with real
// values, for the suites that send every operation (the authorisation and cross-site matrices,
// the header and fuzzing suites).
import type { TestApp } from './test-app';

/** One operation of the document. */
export interface DocumentedOperation {
  /** 'GET', 'POST', ... */
  method: string;
  /** Under /api/v1, with OpenAPI's {parameters}: '/subscriptions/{subscriptionNumber}'. */
  path: string;
  /** Whether it asks for a session (a security requirement). */
  secured: boolean;
  /** Its OpenAPI operation object (parameters, requestBody, ...). */
  spec: Record<string, unknown>;
}

/** Every operation of the document the app serves at /openapi.json, in the document's order. */
export async function documentedOperations(app: TestApp): Promise<DocumentedOperation[]> {
  const doc = (await (await app.call('/openapi.json')).json()) as {
    paths: Record<string, Record<string, Record<string, unknown> & { security?: unknown[] }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, spec]) => ({
      method: method.toUpperCase(),
      path: path.replace(/^\/api\/v1/, ''),
      secured: (spec.security ?? []).length > 0,
      spec,
    })),
  );
}

/** Maija's subscription and open invoice (the demo data): her reads answer her 2xx. */
export const MAIJA_NUMBERS = { subscriptionNumber: '2000001', invoiceNumber: '50000004' };

/** An id no row has: a route with one reaches its own lookup and answers 404. */
const SOME_ID = '0b5c3f7e-8a51-4c5f-9d3e-1a2b3c4d5e6f';

/** The path with these numbers, a real benefit, and SOME_ID for every other parameter. */
export function fillPath(
  template: string,
  numbers: { subscriptionNumber: string; invoiceNumber: string } = MAIJA_NUMBERS,
): string {
  return template
    .replace('{subscriptionNumber}', numbers.subscriptionNumber)
    .replace('{invoiceNumber}', numbers.invoiceNumber)
    .replace('{category}', 'kulttuuri')
    .replace('{benefit}', 'teatteri')
    .replace(/\{\w+\}/g, SOME_ID);
}
