/**
 * The arguments of `app.call` for a request to a route under /subscriptions/{subscriptionNumber}/
 * (decision 0024), from a body that names its subscription as the flat routes took it: the number
 * moves to the path and the rest is the body, so a test's bodies (and what they prove) stay as
 * they were. A body without a number gives "undefined" in the path, refused as malformed.
 */
export function underSubscription(
  resource: string,
  method: 'POST' | 'PUT',
  body: unknown,
): [string, { method: 'POST' | 'PUT'; body: unknown }] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return [`/subscriptions/undefined/${resource}`, { method, body }];
  }
  const { subscriptionNumber, ...rest } = body as Record<string, unknown>;
  return [`/subscriptions/${String(subscriptionNumber)}/${resource}`, { method, body: rest }];
}
