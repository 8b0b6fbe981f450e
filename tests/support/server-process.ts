// Server processes of their own for the tests that kill, restart or multiply them (two instances behind a proxy, crash
// loops, a restart mid-approval): the server as `npm run serve` runs it, built ahead of time (`npm run build:server`)
// and started by plain node, on a port the system chose, watched for its output and its end.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_PASSWORD } from './server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

let built: string | undefined;

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * `node` and its arguments that start the built server: built once per test process into a folder of its own under
 * server/.test-build (git-ignored; Node finds the packages from there as from server/dist), removed when the process
 * ends. The build takes about a second.
 */
export function serverCommand(): string[] {
  if (!built) {
    const builds = path.join(ROOT, 'server/.test-build');
    // Builds of test processes that ended without their exit handler (killed at the run's end) go first.
    for (const name of fs.existsSync(builds) ? fs.readdirSync(builds) : []) {
      if (!running(Number(name.split('-')[0]))) fs.rmSync(path.join(builds, name), { recursive: true, force: true });
    }
    const dir = path.join(builds, `${process.pid}-${randomBytes(3).toString('hex')}`);
    execFileSync(process.execPath, ['--import', 'tsx', 'server/scripts/build.ts', dir], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    built = path.join(dir, 'main.mjs');
  }
  return ['--no-node-snapshot', '--enable-source-maps', built];
}

/** A started process, with the end of what it printed and how it ended (null while it runs). */
export interface Watched { child: ChildProcess; output: () => string; ended: () => string | null }

/** Every process watched, to be killed at the end of the file (`killAll`). */
const processes: ChildProcess[] = [];

export function watch(child: ChildProcess): Watched {
  processes.push(child);
  let text = '';
  let failed: string | null = null;
  const keep = (chunk: Buffer) => { text = (text + chunk.toString()).slice(-4_000); };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('error', (error) => { failed = error.message; });
  return { child, output: () => text, ended: () => failed ?? (child.exitCode !== null ? `exit ${child.exitCode}` : child.signalCode) };
}

/** Kills every watched process still running. */
export function killAll(): void {
  for (const child of processes) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Waits until `find` finds what it looks for (in what the process printed, or by asking it); fails at once, with what
 * the process printed, when it has ended. */
export async function waitFor<T>(watched: Watched, what: string, find: () => Promise<T | undefined>): Promise<T> {
  const until = Date.now() + 240_000;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    const ended = watched.ended();
    if (ended) throw new Error(`${what} ended (${ended}) before it served:\n${watched.output()}`);
    if (Date.now() > until) throw new Error(`${what} did not start in time:\n${watched.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export type ServerProcess = Watched & { port: number; url: string };

/** A server on PostgreSQL (`databaseUrl`) on a port the system chose (PORT=0), known from the console address it prints
 * once listening; `dataDir` holds its files, its temporary ones too (TMPDIR: what a killed server leaves there, an Excel
 * job's upload say, goes with the folder); `settings` are its settings beyond the test defaults. */
export async function startServerProcess(databaseUrl: string, dataDir: string, name: string, settings: Record<string, string> = {}): Promise<ServerProcess> {
  const tmpDir = path.join(dataDir, 'tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
  const watched = watch(spawn(process.execPath, serverCommand(), {
    cwd: ROOT,
    env: {
      ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, ADMIN_PASSWORD, LOGIN_CAPTCHA: 'false', LOG_LEVEL: 'error',
      DATA_DIR: dataDir, TMPDIR: tmpDir, ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  }));
  const port = await waitFor(watched, `server ${name}`, async () => {
    const printed = /Console: http:\/\/127\.0\.0\.1:(\d+)\//.exec(watched.output());
    return printed ? Number(printed[1]) : undefined;
  });
  return { ...watched, port, url: `http://127.0.0.1:${port}` };
}
