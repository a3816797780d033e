import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '~/server/db/data-dir-lock';

// Issue 12 item 2: two processes on one PGlite data folder lost 39 of 39 acknowledged writes.
const FIXTURE = 'tests/support/processes/open-data-dir.ts';
const running: ChildProcess[] = [];
const folders: string[] = [];

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  folders.push(dir);
  return dir;
}

function openInProcess(dataDir: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  return child;
}

/** Resolves with the child's output when it says "open", or its exit code and output. */
function outcome(
  child: ChildProcess,
): Promise<{ open: boolean; code: number | null; out: string }> {
  return new Promise((resolve) => {
    let out = '';
    const collect = (chunk: Buffer) => {
      out += String(chunk);
      if (out.includes('open ')) resolve({ open: true, code: null, out });
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('exit', (code) => resolve({ open: false, code, out }));
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on('exit', (code) => resolve(code));
  });
}

afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the PGlite data folder belongs to one process', () => {
  it('a second process on the same folder exits non-zero naming the folder and the holder', async () => {
    const dataDir = tempDataDir();
    const first = openInProcess(dataDir);
    expect((await outcome(first)).open).toBe(true);

    const second = await outcome(openInProcess(dataDir));
    expect(second.open).toBe(false);
    expect(second.code).not.toBe(0);
    expect(second.out).toContain(`The data folder ${dataDir} is in use by process ${first.pid}`);
    expect(second.out).toContain(`Tietokantakansio ${dataDir} on prosessin ${first.pid} käytössä`);

    // The holder releases the lock on close; then the folder opens again.
    first.kill('SIGTERM');
    expect(await exited(first)).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    const third = openInProcess(dataDir);
    expect((await outcome(third)).open).toBe(true);
  }, 60_000);

  it('takes over the lock of a process that is gone', async () => {
    const dataDir = tempDataDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const deadPid = Number(String(gone.stdout));
    writeFileSync(
      join(dataDir, LOCK_FILE),
      JSON.stringify({ pid: deadPid, startTicks: null, token: 'stale' }),
    );

    const child = openInProcess(dataDir);
    expect((await outcome(child)).open).toBe(true);
    const owner = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8'));
    expect(owner.pid).toBe(child.pid);
  }, 60_000);

  it('takes over the lock of a process killed but not yet reaped (a zombie)', async () => {
    const dataDir = tempDataDir();
    // The shell's child exits after a second, when the shell has become `sleep`, which never
    // reaps it. (A child that exited at once could be reaped by the shell itself before its
    // `exec`: a fresh-clone run once found no process at all.)
    const parent = spawn('sh', ['-c', 'sleep 1 & echo $!; exec sleep 30'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    running.push(parent);
    const zombiePid = await new Promise<number>((done) =>
      parent.stdout?.once('data', (chunk) => done(Number(String(chunk).trim()))),
    );
    const stateOf = () => readFileSync(`/proc/${zombiePid}/stat`, 'utf8').split(') ')[1]?.[0];
    for (let i = 0; i < 250 && stateOf() !== 'Z'; i++) await new Promise((r) => setTimeout(r, 20));
    expect(stateOf()).toBe('Z');
    const ticks = Number(
      readFileSync(`/proc/${zombiePid}/stat`, 'utf8').split(') ')[1]?.split(' ')[19],
    );
    writeFileSync(
      join(dataDir, LOCK_FILE),
      JSON.stringify({ pid: zombiePid, startTicks: ticks, token: 'zombie' }),
    );
    const lock = await lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    await lock.release();
  });

  it('refuses a second lock in the same process and releases on request', async () => {
    const dataDir = tempDataDir();
    const lock = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    await lock.release();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    const again = await lockDataDir(dataDir);
    await again.release();
  });

  it('treats a lock whose pid now belongs to another program as stale', async () => {
    const dataDir = tempDataDir();
    // Our parent is alive, but it started at another time than the lock says: a recycled pid.
    writeFileSync(
      join(dataDir, LOCK_FILE),
      JSON.stringify({ pid: process.ppid, startTicks: 1, token: 'recycled' }),
    );
    const lock = await lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    await lock.release();
  });
});
