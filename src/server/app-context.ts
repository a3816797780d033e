import type { LoginIntent } from '~/domain/auth/login';
import type { Clock } from './clock';
import type { Db } from './db/client';
import type { Env } from './env';
import type { Logger } from './log/logger';

/** A session (by its stored, hashed id) or every session of an account has ended. */
export type SessionEvent = { session: string } | { account: string };

/** Tells every portal process of an ended session (auth/session-events.ts makes one). */
export interface SessionEvents {
  publish(event: SessionEvent): void;
}

/** What every route needs, passed in once so tests can give their own database and clock. */
export interface AppDeps {
  db: Db;
  /** The hottest reads' named statements, planned once (DbHandle.hotReads); default `db`. */
  hotReads?: Db;
  clock: Clock;
  env: Env;
  /** Tells the other processes on the same PostgreSQL of ended sessions (session-events.ts). */
  sessionEvents?: SessionEvents;
  /** True once the server stops: readiness answers 503 so load balancers drain it. */
  shuttingDown?: () => boolean;
  /** The access log's logger; default the server's (tests pass one that writes to memory). */
  log?: Logger;
}

/** The database for the hottest reads' named statements: deps.hotReads, else deps.db. */
export const hotReadsOf = (deps: Pick<AppDeps, 'db' | 'hotReads'>): Db => deps.hotReads ?? deps.db;

/** The logged-in account as a handler sees it. */
export interface AuthContext {
  sessionId: string;
  accountId: string;
  username: string;
  intent: LoginIntent;
  /** The customers this session may act for; every lookup goes through these. */
  customerIds: string[];
}

export interface AppEnv {
  Bindings: { clientAddress?: string };
  Variables: {
    auth: AuthContext;
    /** Whether cookies are Secure and the session's is __Host- prefixed (production). */
    secureCookies: boolean;
  };
}
