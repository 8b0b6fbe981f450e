// `npm test`'s first step: the typecheck of every workspace, the lint and the console's build, as many at a time as
// the machine has processors (each tsc is one thread: one after another they left a core idle for two minutes). Each
// command's output is printed whole when it ends, with its time; the step fails when any command fails.
import { spawn } from 'node:child_process';
import os from 'node:os';

const COMMANDS: string[][] = [
  ...['engine', 'server', 'seed-metadata', 'runtime-web', 'designer', 'tests'].map((project) => ['npx', 'tsc', '-p', project]),
  ['npx', 'eslint', '.'],
  // No import circles, type-only imports included, in the engine, the server, the designers and the console (#32 item 4).
  // A lazy `import()` is no edge: it runs after every module has loaded, and it is how a page shows pages in itself
  // (a form's embedded page, a layout's blocks, a link opened in a dialog) and the router its screens.
  ['npx', 'dpdm', '--no-warning', '--no-tree', '--skip-dynamic-imports', 'circular', '--exit-code', 'circular:1',
    'engine/src/**/*.ts', 'server/src/**/*.ts', 'designer/src/**/*.{ts,tsx}', 'runtime-web/src/**/*.{ts,tsx}'],
  ['npm', 'run', 'build:web'],
];

function run(command: string[]): Promise<{ command: string; ok: boolean; seconds: number; output: string }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const end = (ok: boolean) => resolve({ command: command.join(' '), ok, seconds: (Date.now() - started) / 1000, output });
    child.on('error', (error) => {
      output += String(error);
      end(false);
    });
    child.on('close', (code) => end(code === 0));
  });
}

const queue = [...COMMANDS];
let failed = 0;
const worker = async () => {
  for (let next = queue.shift(); next; next = queue.shift()) {
    const result = await run(next);
    if (!result.ok) failed++;
    console.log(`\n== ${result.command}: ${result.ok ? 'ok' : 'FAILED'} in ${result.seconds.toFixed(1)} s`);
    if (result.output.trim() && (!result.ok || result.command.includes('build'))) console.log(result.output.trimEnd());
  }
};
const started = Date.now();
await Promise.all(Array.from({ length: Math.max(2, os.availableParallelism()) }, worker));
console.log(`\n== checks: ${failed ? `${failed} failed` : 'all passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
process.exit(failed ? 1 : 0);
