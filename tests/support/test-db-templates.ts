import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createFixedClock } from '~/server/clock';
import { type Db, type DbHandle, openDb } from '~/server/db/client';
import { migrate } from '~/server/db/migrate';
import { seedDemoData } from '~/server/db/seed/seed-demo-data';
import { TEST_NOW } from './test-now';
import { postgresAdmin } from './postgres-admin';

/**
 * Where each test file copies its database from: a migrated empty database and one with the
 * demo data of TEST_NOW, made once per run (vitest globalSetup) instead of once per file.
 * PGlite: dumpDataDir() tarballs that a file loads (no initdb, no migrations); PostgreSQL
 * (DATABASE_URL): template databases for CREATE DATABASE ... TEMPLATE.
 */
export type TestDbTemplates =
  | { kind: 'pglite'; migrated: string; seeded: string }
  | { kind: 'postgres'; migrated: string; seeded: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDbTemplates: TestDbTemplates;
  }
}

async function fill(db: Db, seeded: boolean): Promise<void> {
  await migrate(db);
  if (seeded) await seedDemoData(db, createFixedClock(TEST_NOW).today());
}

async function pgliteTemplates(): Promise<{
  templates: TestDbTemplates;
  teardown: () => Promise<void>;
}> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-test-db-'));
  // One cluster (initdb is the slow part): dumped once migrated, and again with the demo data.
  const handle = await openDb({});
  const dump = async (name: string): Promise<string> => {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const tarball = await client.dumpDataDir('none');
    const path = join(dir, name);
    await writeFile(path, new Uint8Array(await tarball.arrayBuffer()));
    return path;
  };
  let migrated: string;
  let seeded: string;
  try {
    await fill(handle.db, false);
    migrated = await dump('migrated.tar');
    await fill(handle.db, true);
    seeded = await dump('seeded.tar');
  } finally {
    await handle.close();
  }
  return {
    templates: { kind: 'pglite', migrated, seeded },
    teardown: () => rm(dir, { recursive: true, force: true }),
  };
}

async function postgresTemplates(
  serverUrl: string,
): Promise<{ templates: TestDbTemplates; teardown: () => Promise<void> }> {
  const admin = postgresAdmin(serverUrl);
  const suffix = randomUUID().replaceAll('-', '');
  const make = async (seeded: boolean): Promise<string> => {
    const name = `test_template_${seeded ? 'seeded' : 'migrated'}_${suffix}`;
    await admin(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle: DbHandle = await openDb({ url: url.toString() });
    try {
      await fill(handle.db, seeded);
    } finally {
      await handle.close();
    }
    return name;
  };
  const templates = {
    kind: 'postgres' as const,
    migrated: await make(false),
    seeded: await make(true),
  };
  return {
    templates,
    teardown: async () => {
      await admin(`drop database if exists ${templates.migrated}`);
      await admin(`drop database if exists ${templates.seeded}`);
    },
  };
}

/** vitest globalSetup: makes the templates before the first test file, removes them after the last. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  const { templates, teardown } = serverUrl
    ? await postgresTemplates(serverUrl)
    : await pgliteTemplates();
  project.provide('testDbTemplates', templates);
  return teardown;
}
