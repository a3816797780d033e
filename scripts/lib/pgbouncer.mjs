// Debian's PgBouncer in transaction mode in front of local PostgreSQL databases, for the
// transaction-pooler test and `npm run bench:processes` (decision 0052).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's PgBouncer (`apt-get install pgbouncer`), or null where it is not installed. */
export const PGBOUNCER_BINARY = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((path) =>
  existsSync(path),
);

/**
 * @typedef {object} RunningPgBouncer
 * @property {(name: string) => string} urlOf The pooled database `name` of `databases`, as a
 *   client connects to it through the pooler.
 * @property {() => Promise<void>} stop
 */

/** @returns {Promise<number>} */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (typeof address === 'object' && address) resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });

/** @param {number} port @returns {Promise<boolean>} */
const accepts = (port) =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** The uid and gid of the `postgres` user, whom PgBouncer runs as when started by root. */
const postgresUser = () => {
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
};

/**
 * Starts PgBouncer in transaction mode on a free local port in front of the PostgreSQL
 * databases of `serverUrl`: each entry of `databases` is a pooled name for the server database
 * `dbname`, with at most `poolSize` server connections. Its users are trusted (the server checks
 * the password of the user in `serverUrl`). Runs as `postgres` when started by root, since
 * PgBouncer refuses to run as root.
 * @param {string} serverUrl
 * @param {Record<string, { dbname: string; poolSize: number }>} databases
 * @returns {Promise<RunningPgBouncer>}
 */
export async function startPgBouncer(serverUrl, databases) {
  if (!PGBOUNCER_BINARY) throw new Error('PgBouncer is not installed (apt-get install pgbouncer)');
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username);
  const password = decodeURIComponent(server.password);
  // The ini holds the server password: the folder and its files are the runner's alone.
  const dir = await mkdtemp(join(tmpdir(), 'pgbouncer-'));
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? postgresUser() : null;
  const port = await freePort();
  const entries = Object.entries(databases).map(
    ([name, { dbname, poolSize }]) =>
      `${name} = host=${server.hostname} port=${server.port || '5432'} dbname=${dbname} ` +
      `user=${user} password=${password} pool_size=${poolSize}`,
  );
  const ini = join(dir, 'pgbouncer.ini');
  const users = join(dir, 'users.txt');
  await writeFile(users, `"${user}" ""\n`, { mode: 0o600 });
  await writeFile(
    ini,
    [
      '[databases]',
      ...entries,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${users}`,
      'pool_mode = transaction',
      'max_client_conn = 200',
      'ignore_startup_parameters = extra_float_digits',
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  if (owner) {
    for (const path of [dir, users, ini]) await chown(path, owner.uid, owner.gid);
  }
  const child = spawn(PGBOUNCER_BINARY, [...(asRoot ? ['-u', 'postgres'] : []), ini], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk.toString()));
  const started = Date.now();
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() - started > 10_000) {
      child.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
      throw new Error(`PgBouncer did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    urlOf: (name) => `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${name}`,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGINT');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
