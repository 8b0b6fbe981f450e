// The process guard (server/src/main.ts installs it once the server listens): a rejection nobody handled and an
// exception thrown from a callback are logged, and the process keeps running — run in a process of its own.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const guard = fileURLToPath(new URL('../src/process-guard.ts', import.meta.url));

const PROGRAM = `
import { guardProcess } from ${JSON.stringify(guard)};
guardProcess({ error: (detail, message) => console.log('logged:', message, String(detail.err)) });
Promise.reject(new Error('nobody awaited this'));
setTimeout(() => { throw new Error('thrown from a timer'); }, 10);
setTimeout(() => console.log('still running'), 100);
`;

it('logs a rejection nobody handled and an exception from a callback, and the process keeps running', async () => {
  const output = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
    const child = execFile(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', PROGRAM], { timeout: 30_000 }, (error, stdout) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout });
    });
    child.stdin?.end();
  });
  expect(output.stdout).toContain('logged: unhandled rejection: logged, the server keeps running Error: nobody awaited this');
  expect(output.stdout).toContain('logged: uncaught exception: logged, the server keeps running Error: thrown from a timer');
  expect(output.stdout).toContain('still running');
  expect(output.code).toBe(0);
});
