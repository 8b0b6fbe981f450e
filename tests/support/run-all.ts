// `npm test`'s last step: the whole vitest run, then, if the only failures are Chromium test files, those files once
// more, each whole and on a fresh server, database and browser. An end-to-end file is a user's journey in steps that
// build on each other, so a step lost to the loaded two-processor machine (a click on a dialog still zooming in) fails
// the steps after it too, and the one-test retry (vitest.config.ts) cannot mend that: the file's run starts again.
// A file that fails twice fails the suite; a file that passed only the second time is named as a flake to fix.
// Failures of any other project are never run again. The exit code is the suite's verdict.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** More failed files than this is no flake but a fault: they are not run again. */
const MAX_RERUN_FILES = 6;

const vitestBin = path.resolve('node_modules/.bin/vitest');

interface Run {
  status: number;
  /** The files that failed, by project, as tests/support/project-times-reporter.ts wrote them. */
  failed: { project: string; file: string }[];
  /** Errors outside any test (they fail the run too). */
  unhandledErrors: number;
}

function vitest(args: string[]): Run {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitest-failed-')), 'failed.json');
  const run = spawnSync(vitestBin, ['run', ...args], { stdio: 'inherit', env: { ...process.env, FAILED_FILES_OUT: out } });
  // No file written (vitest stopped before its end): nothing is known to be a flake.
  const { files, unhandledErrors } = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : { files: [], unhandledErrors: 1 };
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  return { status: run.status ?? 1, failed: files, unhandledErrors };
}

const first = vitest(process.argv.slice(2));
if (first.status === 0) process.exit(0);

const files = [...new Set(first.failed.map((f) => f.file))];
const onlyBrowser = first.unhandledErrors === 0 && first.failed.length > 0 && first.failed.every((f) => f.project === 'e2e');
if (!onlyBrowser || files.length > MAX_RERUN_FILES) process.exit(first.status);

console.log(`\nRunning again, each file whole, the Chromium test files that failed (${files.length}):\n${files.map((f) => `  ${f}`).join('\n')}\n`);
const second = vitest(['--project', 'e2e', ...files]);
if (second.status === 0) {
  console.log(`\nPassed only when run again (flaky: to be fixed):\n${files.map((f) => `  ${f}`).join('\n')}\n`);
}
process.exit(second.status);
