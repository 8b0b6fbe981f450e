// Setup file of the e2e project: when a test fails, a screenshot of each page still open in the file's browsers is
// written to tests/e2e/.failures/ (git-ignored), named after the file and the test. Passing tests write nothing.
import { mkdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';
import { screenshotOpenPages } from './browser.ts';

export const FAILURES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'e2e', '.failures');

/** A file-name-safe version of a test's name. */
const slug = (text: string) => text.replace(/[^\w\u4e00-\u9fff-]+/g, '-').replace(/^-|-$/g, '').slice(0, 80);

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  mkdirSync(FAILURES_DIR, { recursive: true });
  const file = basename(task.file?.name ?? 'e2e').replace(/\.test\.ts$/, '');
  const written = await screenshotOpenPages(FAILURES_DIR, `${file}--${slug(task.name)}`);
  if (written.length) console.error(`screenshots of the failed test's pages:\n  ${written.join('\n  ')}`);
});
