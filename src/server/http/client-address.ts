import type { Context } from 'hono';
import type { AppEnv } from '../app-context';
import type { Env } from '../env';

/**
 * The client address that rate limits count by (logins, link searches, anonymous forms).
 * Without CLIENT_ADDRESS_HEADER it is the socket's peer. Behind a reverse proxy the peer is the
 * proxy, so every client would share one address: the operator names the header the proxy sets
 * (X-Forwarded-For, X-Real-IP ...) and how many proxies of their own append to it. A header is
 * never read unless configured, since anyone can send one.
 */
export function clientAddressOf(c: Context<AppEnv>, env: Env): string {
  const socket = c.env?.clientAddress;
  const header = env.CLIENT_ADDRESS_HEADER;
  const forwarded = header
    ? pickForwardedAddress(c.req.header(header), env.TRUSTED_PROXY_HOPS)
    : null;
  return normaliseAddress(forwarded ?? socket ?? 'unknown');
}

/**
 * The address our nearest trusted proxies saw: each proxy appends the address it was called
 * from, so with N proxies of our own the client is the N-th entry from the right. Entries left
 * of it are whatever the client sent and are ignored. A header with fewer entries than proxies
 * did not come through all of them: null, and the caller falls back to the socket address.
 */
export function pickForwardedAddress(value: string | undefined, hops: number): string | null {
  if (!value) return null;
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (entries.length < hops) return null;
  return entries[entries.length - hops] ?? null;
}

/** One spelling per client: IPv4-mapped IPv6 as IPv4, no port, no brackets, lower case. */
export function normaliseAddress(address: string): string {
  let a = address.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracketed?.[1]) a = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':'));
  if (a.startsWith('::ffff:') && a.includes('.')) a = a.slice('::ffff:'.length);
  return a;
}
