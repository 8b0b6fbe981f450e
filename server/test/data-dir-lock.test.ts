// One process per embedded database folder: a second process opening the same DATA_DIR is refused with the holder's
// process id, and a lock left by a process that died (kill -9) is taken over.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { DATA_DIR_LOCK, DataDirLockedError, lockDataDir, lockHolder } from '../src/db/data-dir-lock.ts';

const LOCK_MODULE = fileURLToPath(new URL('../src/db/data-dir-lock.ts', import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The process id the folder's lock names. */
const heldBy = (dataDir: string) => lockHolder(fs.readFileSync(path.join(dataDir, DATA_DIR_LOCK), 'utf8')).pid;

const newDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-lock-'));
  dirs.push(dir);
  return dir;
};

/** Another process holding the folder's lock (as a server on it does), resolved once it holds it. */
async function holderProcess(dataDir: string): Promise<ChildProcess> {
  const script = `const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)}); lockDataDir(${JSON.stringify(dataDir)}); console.log('held'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve());
    child.on('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

it('refuses to open a PGlite data folder another live process has open, naming its process id', async () => {
  const dataDir = newDataDir();
  const holder = await holderProcess(dataDir);
  expect(heldBy(dataDir)).toBe(holder.pid);

  const refused = await openDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })).then(() => null, (error: unknown) => error);
  expect(refused).toBeInstanceOf(DataDirLockedError);
  expect((refused as DataDirLockedError).pid).toBe(holder.pid);
  expect((refused as Error).message).toContain(`already open in process ${holder.pid}`);
  // Nothing was opened: the folder has no database in it, and the lock is still the holder's.
  expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
  expect(heldBy(dataDir)).toBe(holder.pid);
});

it('takes over the lock of a process that was killed, and releases its own', async () => {
  const dataDir = newDataDir();
  const holder = await holderProcess(dataDir);
  const exited = new Promise((resolve) => holder.once('exit', resolve));
  holder.kill('SIGKILL');
  await exited;
  // The killed process left its lock behind.
  expect(heldBy(dataDir)).toBe(holder.pid);

  const release = lockDataDir(dataDir);
  expect(heldBy(dataDir)).toBe(process.pid);
  release();
  expect(fs.existsSync(path.join(dataDir, DATA_DIR_LOCK))).toBe(false);
});

it('takes over an empty lock file (a crash while writing it)', () => {
  const dataDir = newDataDir();
  fs.writeFileSync(path.join(dataDir, DATA_DIR_LOCK), '');
  const release = lockDataDir(dataDir);
  expect(heldBy(dataDir)).toBe(process.pid);
  release();
});

it('takes over a lock whose process id now belongs to another process (a restarted container reuses ids)', async () => {
  const dataDir = newDataDir();
  const otherDir = newDataDir();
  const other = await holderProcess(otherDir);
  // The lock names a live process, but with another start time than that process has: whoever wrote it is gone.
  fs.writeFileSync(path.join(dataDir, DATA_DIR_LOCK), `${other.pid} 1`);
  const release = lockDataDir(dataDir);
  expect(heldBy(dataDir)).toBe(process.pid);
  release();
  // The lock as that process wrote it (its id and start time) holds.
  fs.copyFileSync(path.join(otherDir, DATA_DIR_LOCK), path.join(dataDir, DATA_DIR_LOCK));
  expect(lockHolder(fs.readFileSync(path.join(dataDir, DATA_DIR_LOCK), 'utf8')).start).not.toBe('');
  expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
});
