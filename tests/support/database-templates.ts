// vitest global setup of the API and end-to-end projects: the databases of a run that every test server's own database
// is copied from (a PostgreSQL template database, or a PGlite data folder), instead of migrating each from nothing:
// - the migrated template, as a new installation has it before its first start;
// - the started template: the migrated one after one start and stop of the platform with the test servers' settings
//   (TEST_SERVER_SETTINGS), so it holds the default enterprise with its seed apps and accounts, the job queue's tables
//   and the installation's secret. A test server starts from it as after a restart: the first start's work (about
//   0.6 s on PostgreSQL and 1.3 s on PGlite of a 1–2.5 s start) is done once per run instead of once per file.
// Each test still gets a database of its own; the templates are removed when the run ends.
import { spawn } from 'node:child_process';
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
    /** The PGlite template after one start of the platform. */
    pgliteStartedTemplate: string;
    /** The PostgreSQL template after one start of the platform. */
    pgStartedTemplate: string;
  }
}

/**
 * The settings every test server starts with, before a file's own. Password hashes are argon2id at 1 MiB and 2 passes
 * (about 1 ms) instead of OWASP's 19 MiB (about 70 ms of a processor on this machine): the suite signs in and creates
 * accounts thousands of times, and that cost was a fifth of an API file's time. The hashing itself is the same code.
 */
export const TEST_SERVER_SETTINGS = {
  ADMIN_PASSWORD: 'Admin#Passw0rd', USER_PASSWORD: 'User#Passw0rd', LOGIN_CAPTCHA: 'false', PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_PASSES: '2',
} as const;

/**
 * The settings that shape what a first start writes (the seed accounts' passwords, whether the seed apps' scripts are
 * editable, the database role and the data key the installation is made with, the time zone): a test server given one
 * of them starts from the migrated template, as a new installation with those settings.
 */
export const FIRST_START_SETTINGS: readonly string[] = ['ADMIN_PASSWORD', 'USER_PASSWORD', 'ALLOW_EDIT_SCRIPT', 'DB_APP_ROLE', 'DATA_KEY', 'TIME_ZONE', 'MODULES_DIR'];

/** Starts and stops the platform once on a database (its DATABASE_URL or DATA_DIR), in a process of its own. */
function startOnce(database: { DATABASE_URL: string } | { DATA_DIR: string }): Promise<void> {
  const { PATH, HOME, TMPDIR } = process.env;
  const child = spawn(process.execPath, ['--no-node-snapshot', '--import', 'tsx', path.join(import.meta.dirname, 'start-once.ts')], {
    env: { ...(PATH ? { PATH } : {}), ...(HOME ? { HOME } : {}), ...(TMPDIR ? { TMPDIR } : {}), ...TEST_SERVER_SETTINGS, LOG_LEVEL: 'silent', ...database },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`start-once.ts ended with ${signal ?? `code ${code}`}`))));
  });
}

/**
 * The PostgreSQL server the tests use: TEST_DATABASE_URL, else this machine's on its Unix socket where there is one
 * (libpq's `?host=` form, which the server honours), else on 127.0.0.1:5432. A statement through the socket costs the
 * server and PostgreSQL less processor time than through loopback TCP (issue #32 item 1); the tests that are about
 * addresses name theirs.
 */
export const TEST_PG_URL = process.env.TEST_DATABASE_URL
  || (fs.existsSync('/var/run/postgresql/.s.PGSQL.5432') ? 'postgres://postgres@localhost/postgres?host=/var/run/postgresql' : 'postgres://postgres@127.0.0.1:5432/postgres');
/** The same server by its network address: what a data source, which connects to a host and port, is given. */
export const TEST_PG_TCP_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

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

type Kind = 'postgres' | 'pglite';

/** The kinds of database a project's files start servers on: its TEST_TEMPLATES (comma-separated), else its TEST_DB. */
function kindsOf(project: TestProject): Kind[] {
  const env = project.config.env ?? {};
  const named = (env.TEST_TEMPLATES ?? env.TEST_DB ?? 'postgres').split(',').map((kind) => kind.trim());
  return named.map((kind) => (kind === 'pglite' ? 'pglite' : 'postgres'));
}

/** A made template: what it provides to the projects' files, and its removal. */
interface Template {
  provided: Partial<Record<'pgliteTemplate' | 'pgTemplate' | 'pgliteStartedTemplate' | 'pgStartedTemplate', string>>;
  remove(): Promise<void>;
}

/**
 * The run's templates, one per kind of database, shared by every project that uses this setup (API, API on PGlite,
 * contract, end-to-end): vitest runs the projects' global setups one after another before any file, and each project
 * made its own (five templates, ~12 s each, on one processor while the other idled). The first setup starts every kind
 * the run's projects need at once; the last teardown removes them. Kept on globalThis: one map for the run however
 * the setup module is loaded.
 */
const shared = ((globalThis as { __ycTemplates?: Map<Kind, { made: Promise<Template>; users: number }> }).__ycTemplates ??= new Map());

const usesThisSetup = (project: TestProject) => [project.config.globalSetup].flat().some((file) => String(file).endsWith('database-templates.ts'));

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kinds = new Set(kindsOf(project));
  for (const kind of new Set([...kinds, ...project.vitest.projects.filter(usesThisSetup).flatMap(kindsOf)])) {
    if (!shared.has(kind)) shared.set(kind, { made: kind === 'pglite' ? pgliteTemplate() : pgTemplate(), users: 0 });
  }
  const mine = [...kinds].map((kind) => shared.get(kind)!);
  for (const entry of mine) entry.users++;
  const teardown = async () => {
    for (const entry of mine) {
      if (--entry.users > 0) continue;
      await (await entry.made.catch(() => undefined))?.remove();
    }
  };
  try {
    for (const entry of mine) for (const [key, value] of Object.entries((await entry.made).provided)) project.provide(key as 'pgTemplate', value as string);
  } catch (error) {
    // The templates already made go too: vitest runs no teardown of a setup that failed.
    await teardown();
    throw error;
  }
  return teardown;
}

async function pgliteTemplate(): Promise<Template> {
  const dir = fs.mkdtempSync(path.join(scratchDir(), 'yc-test-template-'));
  const started = fs.mkdtempSync(path.join(scratchDir(), 'yc-test-template-started-'));
  const remove = async () => {
    for (const folder of [dir, started]) fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    await (await openDatabase(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }))).close();
    fs.cpSync(dir, started, { recursive: true });
    await startOnce({ DATA_DIR: started });
  } catch (error) {
    await remove();
    throw error;
  }
  return { provided: { pgliteTemplate: dir, pgliteStartedTemplate: started }, remove };
}

async function pgTemplate(): Promise<Template> {
  const name = `yc_template_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onServer(`create database ${name}`);
  const url = Object.assign(new URL(TEST_PG_URL), { pathname: `/${name}` }).toString();
  const started = `${name}_started`;
  const remove = async () => {
    for (const database of [started, name]) await onServer(`drop database if exists ${database} with (force)`);
  };
  try {
    await (await openDatabase(loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent' }))).close();
    await onServer(`create database ${started} template ${name}`);
    await startOnce({ DATABASE_URL: Object.assign(new URL(TEST_PG_URL), { pathname: `/${started}` }).toString() });
  } catch (error) {
    await remove();
    throw error;
  }
  return { provided: { pgTemplate: name, pgStartedTemplate: started }, remove };
}
