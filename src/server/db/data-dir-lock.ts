import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { open, readFile, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * One process per PGlite data folder. Two PGlite instances on one folder each see only their own
 * writes and lose acknowledged ones on restart (issue 12), so the folder carries an exclusive lock
 * file with the owner's pid, created atomically (`wx`). A lock whose owner is gone (crash,
 * SIGKILL, a container restarted with a recycled pid) is taken over.
 */
export const LOCK_FILE = 'portal.lock';

interface LockOwner {
  pid: number;
  /** The owner's start time in clock ticks since boot (Linux /proc); tells a recycled pid apart. */
  startTicks: number | null;
  token: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${pid}: the embedded database allows one ` +
        `process only. Stop that process first, or use PostgreSQL (DATABASE_URL) for several. / ` +
        `Tietokantakansio ${dataDir} on prosessin ${pid} käytössä: sulautettua tietokantaa voi ` +
        `käyttää vain yksi prosessi kerrallaan. Pysäytä se ensin tai käytä PostgreSQL:ää (DATABASE_URL).`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  path: string;
  release(): Promise<void>;
}

/** Folders this process holds: a second PGlite on the same folder in one process loses data too. */
const heldHere = new Set<string>();

/** Fields 3 (state) and 22 (start time) of /proc/<pid>/stat, or null where there is none. */
function procStat(pid: number): { state: string; startTicks: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces, so count from its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', startTicks: Number(fields[19]) };
  } catch {
    return null;
  }
}

const startTicks = (pid: number): number | null => procStat(pid)?.startTicks ?? null;

/**
 * Whether the lock's owner can still run. A zombie (Z) or dead (X) process has exited and only
 * waits to be reaped (right after kill -9, say), so it holds nothing; neither does a pid that
 * now belongs to another program (another start time).
 */
function isAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return false; // not us: we do not hold it (heldHere says so)
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procStat(owner.pid);
  if (stat && (stat.state === 'Z' || stat.state === 'X')) return false;
  return owner.startTicks === null || stat === null || stat.startTicks === owner.startTicks;
}

async function readOwner(path: string): Promise<LockOwner | null> {
  try {
    const owner = JSON.parse(await readFile(path, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.token === 'string'
      ? { pid: owner.pid, startTicks: owner.startTicks ?? null, token: owner.token }
      : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw err;
    return null; // torn or foreign content: its writer died between create and write
  }
}

async function createExclusive(path: string, content: string): Promise<boolean> {
  try {
    const file = await open(path, 'wx');
    try {
      await file.writeFile(content);
      await file.sync();
    } finally {
      await file.close();
    }
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/** Removes a stale lock under a short guard file, so two processes never both take it over. */
async function removeStale(path: string, stale: LockOwner | null): Promise<void> {
  const guard = `${path}.takeover`;
  const me: LockOwner = { pid: process.pid, startTicks: startTicks(process.pid), token: '' };
  if (!(await createExclusive(guard, JSON.stringify(me)))) {
    const holder = await readOwner(guard).catch(() => null);
    if (holder && !isAlive(holder)) await rm(guard, { force: true });
    return; // the caller tries again
  }
  try {
    const now = await readOwner(path).catch(() => null);
    if (now?.token === stale?.token) await rm(path, { force: true });
  } finally {
    await rm(guard, { force: true });
  }
}

/** Takes the data folder's lock or throws DataDirLockedError naming the process that holds it. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const folder = resolve(dataDir);
  const path = join(folder, LOCK_FILE);
  if (heldHere.has(folder)) throw new DataDirLockedError(folder, process.pid);
  const me: LockOwner = {
    pid: process.pid,
    startTicks: startTicks(process.pid),
    token: randomUUID(),
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await createExclusive(path, JSON.stringify(me))) {
      heldHere.add(folder);
      return { path, release: () => release(folder, path, me.token) };
    }
    const owner = await readOwner(path).catch(() => undefined);
    if (owner === undefined) continue; // removed meanwhile: try again
    if (owner && isAlive(owner)) throw new DataDirLockedError(folder, owner.pid);
    if (!owner && (await isFresh(path))) {
      // Empty or torn: its owner may be between creating and writing it. Wait for that.
      await new Promise((done) => setTimeout(done, 50));
      continue;
    }
    await removeStale(path, owner);
    await new Promise((done) => setTimeout(done, 20));
  }
  throw new Error(`Could not take the lock ${path}`);
}

async function isFresh(path: string): Promise<boolean> {
  const info = await stat(path).catch(() => null);
  return info !== null && Date.now() - info.mtimeMs < 2_000;
}

async function release(folder: string, path: string, token: string): Promise<void> {
  if (!heldHere.delete(folder)) return;
  const owner = await readOwner(path).catch(() => null);
  if (owner?.token === token) await rm(path, { force: true });
}
