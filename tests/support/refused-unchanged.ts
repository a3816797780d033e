import { expect } from 'vitest';

/** The error envelope every refusal answers with (DESIGN.md "API conventions"). */
export interface ErrorBody {
  errorKey: string;
  message: string;
  fields?: Record<string, string>;
}

export interface Refusal {
  status: number;
  errorKey: string;
  /** A field the answer must name in `fields`. */
  field?: string;
}

/**
 * Sends the request and expects the refusal: its status, its error key, a message and, when
 * named, the field. The snapshot (counts or rows of what the request would write: the changed
 * table, audit rows, e-mails) is read before the request and must read the same after it.
 */
export async function expectRefusedUnchanged(
  send: () => Promise<Response>,
  refusal: Refusal,
  snapshot: () => Promise<unknown>,
): Promise<ErrorBody> {
  const before = await snapshot();
  const res = await send();
  const text = await res.text();
  const body = JSON.parse(text) as ErrorBody;
  expect({ status: res.status, errorKey: body.errorKey }, text).toEqual({
    status: refusal.status,
    errorKey: refusal.errorKey,
  });
  expect(body.message).toEqual(expect.any(String));
  expect(body.message).not.toBe('');
  if (refusal.field) expect(body.fields).toHaveProperty(refusal.field);
  expect(await snapshot()).toEqual(before);
  return body;
}

/** A repeated, identical request that is answered with success and writes nothing. */
export async function expectAnsweredUnchanged(
  send: () => Promise<Response>,
  status: number,
  snapshot: () => Promise<unknown>,
): Promise<Response> {
  const before = await snapshot();
  const res = await send();
  expect(res.status, await res.clone().text()).toBe(status);
  expect(await snapshot()).toEqual(before);
  return res;
}
