// Server processes of their own for the tests that kill or multiply them (two instances behind a proxy, crash loops):
// `node server/src/main.ts` on a port the system chose, watched for its output and its end.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ADMIN_PASSWORD } from './server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

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
 * once listening; `dataDir` holds its files; `settings` are its settings beyond the test defaults. */
export async function startServerProcess(databaseUrl: string, dataDir: string, name: string, settings: Record<string, string> = {}): Promise<ServerProcess> {
  const watched = watch(spawn(process.execPath, ['--no-node-snapshot', '--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, ADMIN_PASSWORD, LOGIN_CAPTCHA: 'false', LOG_LEVEL: 'error', DATA_DIR: dataDir, ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  }));
  const port = await waitFor(watched, `server ${name}`, async () => {
    const printed = /Console: http:\/\/127\.0\.0\.1:(\d+)\//.exec(watched.output());
    return printed ? Number(printed[1]) : undefined;
  });
  return { ...watched, port, url: `http://127.0.0.1:${port}` };
}
