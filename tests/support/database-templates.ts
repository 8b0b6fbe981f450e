// vitest global setup of the API and end-to-end projects: one migrated database per run to start every test server's
// fresh database from (a PostgreSQL template database, or a PGlite data folder copied), instead of migrating each from
// nothing. Each test still gets a database of its own; the templates are removed when the run ends.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../server/src/config.ts';
import { openDatabase } from '../../server/src/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder to copy (projects on the embedded database). */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database to create test databases from (projects on PostgreSQL). */
    pgTemplate: string;
  }
}

const TEST_PG_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** The room /dev/shm must have free to hold a run's PGlite folders (a container's may be 64 MB). */
const SHM_ROOM_BYTES = 4 * 1024 ** 3;

/**
 * Where PGlite data folders (the template and each test's copy) are made: TEST_TMPDIR, else /dev/shm (memory) where
 * it can be written and has SHM_ROOM_BYTES free, else the system's temporary folder. On the shared CI machine's disk,
 * copying the template's 1,300 files took 3.6–5.7 s and opening it 3.4–5.4 s at load 15; in memory 0.2–0.5 s and
 * 1.9–3.1 s.
 */
export function scratchDir(): string {
  if (process.env.TEST_TMPDIR) return process.env.TEST_TMPDIR;
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    const { bavail, bsize } = fs.statfsSync('/dev/shm');
    if (bavail * bsize >= SHM_ROOM_BYTES) return '/dev/shm';
    return os.tmpdir();
  } catch {
    return os.tmpdir();
  }
}

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The kinds of database a project's files start servers on: its TEST_TEMPLATES (comma-separated), else its TEST_DB. */
function kindsOf(project: TestProject): ('postgres' | 'pglite')[] {
  const env = project.config.env ?? {};
  const named = (env.TEST_TEMPLATES ?? env.TEST_DB ?? 'postgres').split(',').map((kind) => kind.trim());
  return named.map((kind) => (kind === 'pglite' ? 'pglite' : 'postgres'));
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const teardowns: (() => Promise<void>)[] = [];
  for (const kind of new Set(kindsOf(project))) teardowns.push(kind === 'pglite' ? await pgliteTemplate(project) : await pgTemplate(project));
  return async () => {
    for (const teardown of teardowns) await teardown();
  };
}

async function pgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(scratchDir(), 'yc-test-template-'));
  await (await openDatabase(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }))).close();
  project.provide('pgliteTemplate', dir);
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}

async function pgTemplate(project: TestProject): Promise<() => Promise<void>> {
  const name = `yc_template_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onServer(`create database ${name}`);
  const url = Object.assign(new URL(TEST_PG_URL), { pathname: `/${name}` }).toString();
  await (await openDatabase(loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent' }))).close();
  project.provide('pgTemplate', name);
  return () => onServer(`drop database if exists ${name} with (force)`);
}
