// The server as `npm run serve` runs it, for the benchmarks that measure its own process (idle, excel): the node flags
// and entry file of a package.json script (built first when the script builds), forked with only the configuration
// given (PORT=0 on 127.0.0.1, silent logs unless told otherwise), and known to be ready by the console address it
// prints once listening.
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface NodeCommand {
  /** The node flags of the script's `node` command. */
  flags: string[];
  /** Its entry file, absolute. */
  entry: string;
}

/**
 * The node flags and the entry file of a package.json script's `node` command (its last one). A script that builds
 * the server first (`npm run build:server && node …`, as `serve` does) is built here first.
 */
export async function nodeCommand(script: string): Promise<NodeCommand> {
  const { scripts } = JSON.parse(await fs.readFile(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const text = scripts[script] ?? '';
  const words = text.split(/(?:^|\s)node\s/).at(-1)?.trim().split(/\s+/) ?? [];
  const entry = words.pop();
  if (!entry || !/\.m?[jt]s$/.test(entry)) throw new Error(`npm run ${script} does not end in a node command: ${text}`);
  if (/npm run build:server\b/.test(text)) execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' });
  return { flags: words, entry: path.join(root, entry) };
}

/** How a command is shown: `node <flags> <entry relative to the root>`. */
export const shown = (command: NodeCommand) => `node ${[...command.flags, path.relative(root, command.entry)].join(' ')}`;

export interface StartedServer {
  process: ChildProcess;
  /** `http://127.0.0.1:<port>`, from the console address it printed. */
  url: string;
  /** Resolves when the process has ended. */
  exited: Promise<void>;
  /** Ends it as a terminal's Ctrl-C would (SIGTERM: the server closes) and waits for its end. */
  stop(): Promise<void>;
}

/**
 * Forks `command` with its flags, then `execArgv`, with only `env` as its environment (and PATH; PORT=0, HOST=127.0.0.1,
 * LOG_LEVEL=silent unless `env` sets them), and waits until it prints its console address. What it prints after that
 * goes to this process's output; its errors go to this process's error output throughout. The IPC channel is open.
 */
export async function startServer(command: NodeCommand, env: Record<string, string>, execArgv: string[] = []): Promise<StartedServer> {
  const child = fork(command.entry, [], {
    cwd: root,
    execArgv: [...command.flags, ...execArgv],
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const printed = /Console: (http:\/\/[^/\s]+)/.exec(output);
      if (!printed) return;
      child.stdout!.off('data', read);
      child.off('exit', failed);
      child.stdout!.pipe(process.stdout, { end: false });
      resolve(printed[1]!);
    };
    const failed = (code: number | null) => reject(new Error(`the server process exited (${code}):\n${output}`));
    child.stdout!.on('data', read);
    child.once('exit', failed);
  });
  return {
    process: child,
    url,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
