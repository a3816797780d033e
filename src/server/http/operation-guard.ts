import type { MiddlewareHandler } from 'hono';
import type { RouterRoute } from 'hono/types';
import type { AppEnv } from '../app-context';
import { HttpError } from './http-error';
import { hasRequestBody } from './request-body';

/** One path of the API with the methods it answers and whether each needs a login first. */
interface PathEntry {
  segments: (string | null)[];
  /** Method to its first check: a session, a staff Bearer token or nothing the guard can know. */
  methods: Map<string, 'session' | 'bearer' | 'open'>;
}

/** A documented operation's security as the registry holds it (openapi-helpers.ts). */
interface DocumentedRoute {
  method: string;
  path: string;
  security?: Record<string, string[]>[];
}

/** `/subscriptions/{subscriptionNumber}/x` and `/subscriptions/:subscriptionNumber/x` alike. */
const segmentsOf = (path: string): (string | null)[] =>
  path
    .split('/')
    .filter(Boolean)
    .map((s) => (/^(\{.+\}|:.+)$/.test(s) ? null : s));

const keyOf = (segments: (string | null)[]) => segments.map((s) => s ?? '{}').join('/');

function firstCheck(security: DocumentedRoute['security']): 'session' | 'bearer' | 'open' {
  // An operation that also accepts no credentials ({}) is open to the guard.
  if (!security?.length || security.some((s) => Object.keys(s).length === 0)) return 'open';
  if (security.every((s) => 'session' in s)) return 'session';
  if (security.every((s) => 'staffToken' in s)) return 'bearer';
  // The assistant's routes (GET, no body) answer a missing token in OAuth's own shape themselves.
  return 'open';
}

/**
 * The table of paths and methods, from the router's routes (every handler, documented or not)
 * and the document's security (the same registry that writes /openapi.json).
 */
export function buildPathTable(
  routes: readonly RouterRoute[],
  documented: readonly DocumentedRoute[],
  basePath: string,
): PathEntry[] {
  const security = new Map(
    documented.map((d) => [
      `${d.method.toUpperCase()} ${keyOf(segmentsOf(basePath + d.path))}`,
      firstCheck(d.security),
    ]),
  );
  const byPath = new Map<string, PathEntry>();
  for (const route of routes) {
    // Middleware (app.use) is registered as ALL; a path ending in a wildcard is no resource.
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    const segments = segmentsOf(route.path);
    const key = keyOf(segments);
    const entry = byPath.get(key) ?? { segments, methods: new Map() };
    const method = route.method.toUpperCase();
    entry.methods.set(method, security.get(`${method} ${key}`) ?? 'open');
    byPath.set(key, entry);
  }
  return [...byPath.values()];
}

/**
 * The path a request addresses, as OpenAPI reads paths: a concrete segment before a templated
 * one (`/address-changes/permanent` is that path, not `/address-changes/{id}`).
 */
export function resolvePath(table: readonly PathEntry[], path: string): PathEntry | undefined {
  const parts = path.split('/').filter(Boolean);
  let best: PathEntry | undefined;
  for (const entry of table) {
    if (entry.segments.length !== parts.length) continue;
    if (!entry.segments.every((s, i) => s === null || s === parts[i])) continue;
    if (!best || moreConcrete(entry, best)) best = entry;
  }
  return best;
}

function moreConcrete(a: PathEntry, b: PathEntry): boolean {
  for (let i = 0; i < a.segments.length; i++) {
    const aLiteral = a.segments[i] !== null;
    if (aLiteral !== (b.segments[i] !== null)) return aLiteral;
  }
  return false;
}

/** The methods a path answers, HEAD with GET (Hono answers HEAD from the GET handler). */
export function allowedMethods(entry: PathEntry): string[] {
  const methods = [...entry.methods.keys()];
  if (methods.includes('GET') && !methods.includes('HEAD')) methods.push('HEAD');
  return methods.sort();
}

const methodNotAllowed = () => new HttpError(405, 'method-not-allowed');

const hasBearer = (header: string | undefined) => /^Bearer\s+\S/i.test(header ?? '');

/**
 * Before anything reads the request's body or query (issue 35 items 3 and 4):
 * - a method the path does not have is 405 with `Allow`, never the 404 of an unknown path or a
 *   sibling `{id}` route's 400;
 * - an operation behind a login is checked for it first, so nobody without one learns how the
 *   input is checked: the session through `requireSession` (the route's own `requireAuth` then
 *   finds it done), a staff route's Bearer token by its presence when there is a body to read
 *   (each route checks its own token's value, and answers 404 where none is configured).
 * The table is built on the first request, after every route is registered.
 */
export function operationGuard(
  table: () => PathEntry[],
  requireSession: MiddlewareHandler<AppEnv>,
): MiddlewareHandler<AppEnv> {
  let paths: PathEntry[] | undefined;
  return async (c, next) => {
    paths ??= table();
    const entry = resolvePath(paths, c.req.path);
    if (!entry) return next();
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const check = entry.methods.get(method);
    if (!check) {
      c.header('Allow', allowedMethods(entry).join(', '));
      throw methodNotAllowed();
    }
    if (check === 'session') return requireSession(c, next);
    // A body to read, and no token at all: the staff route's own guard would refuse it anyway.
    if (check === 'bearer' && hasRequestBody(c) && !hasBearer(c.req.header('authorization'))) {
      throw new HttpError(401, 'invalid-token');
    }
    return next();
  };
}
