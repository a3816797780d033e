import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresAdmin } from '../postgres-admin';

// Real `node src/server/edge/serve.ts` processes on the built portal (dist/) and a database of their
// own on a PostgreSQL server, for the tests that need several processes (tests/api/scale-out).

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BUILT = ['api/node-api.mjs', 'server/entry.mjs', 'client'];

/** Throws, saying what to do, when the build the processes serve (DIST_DIR, as serve.ts) is missing. */
export function requireBuild(): void {
  const dist = process.env['DIST_DIR'] ? resolve(process.env['DIST_DIR']) : join(ROOT, 'dist');
  const missing = BUILT.map((path) => join(dist, path)).filter((path) => !existsSync(path));
  if (missing.length > 0) {
    throw new Error(
      `The built portal these tests start is missing (${missing.join(', ')}): run \`npm run build\` first.`,
    );
  }
}

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the server of `serverUrl`; drop() removes it. */
export async function createDatabase(serverUrl: string): Promise<FreshDatabase> {
  const name = `scale_out_${randomUUID().replaceAll('-', '')}`;
  const admin = postgresAdmin(serverUrl);
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** One JSON log line of a server (pino: `msg`, `time` in ms, and the line's own fields). */
export type LogLine = { msg?: string; time?: number } & Record<string, unknown>;

export interface PortalProcess {
  /** Where it listens, e.g. http://127.0.0.1:4470. */
  base: string;
  /** Its log lines so far. */
  logs(): LogLine[];
  /** SIGTERM; resolves with the exit code (SIGKILL after 15 s, then null). */
  stop(): Promise<number | null>;
}

const STARTUP_MS = 30_000;

/**
 * Starts src/server/edge/serve.ts as one process (WEB_CONCURRENCY=1) on 127.0.0.1:port (0: any free
 * port) with `env` over this process's environment and info logs; resolves when it says ready.
 */
export async function startPortalProcess(
  port: number,
  env: Record<string, string>,
): Promise<PortalProcess> {
  const child = spawn(process.execPath, ['src/server/edge/serve.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      // Vitest's own variable would silence the logs the tests read.
      VITEST: '',
      LOG_LEVEL: 'info',
      WEB_CONCURRENCY: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  let text = '';
  let partial = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const all = partial + String(chunk);
    const complete = all.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) {
      text += `${line}\n`;
      try {
        lines.push(JSON.parse(line) as LogLine);
      } catch {
        // Not a log line (a stray print): kept in the text only.
      }
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (text += String(chunk)));
  const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async (): Promise<number | null> => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    try {
      return await exit;
    } finally {
      clearTimeout(killer);
    }
  };
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`serve.ts was not ready within ${STARTUP_MS} ms:\n${text}`));
    }, STARTUP_MS);
    const check = setInterval(() => {
      const url = lines.find((l) => typeof l['url'] === 'string' && l.msg?.startsWith('ready at'));
      if (!url) return;
      clearInterval(check);
      clearTimeout(timer);
      resolve(String(url['url']));
    }, 50);
    void exit.then((code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`serve.ts exited ${code} before it was ready:\n${text}`));
    });
  });
  return { base, logs: () => lines, stop };
}
