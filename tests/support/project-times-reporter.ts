// A vitest reporter printed after the default one (whose summary stays): each project's time in this run, as the
// span from its first file's start to its last file's end, with its files, their summed time (files of a project
// run three at a time and beside other projects' files, so the sum is more than the span) and its slowest files; and
// every test that passed only when run again (the e2e project retries a failed test once): each is a flake to fix,
// named, never hidden, with the error of its failed try (vitest keeps a passed test's earlier errors), so that one run
// is enough to chase it.
import fs from 'node:fs';
import type { Reporter, TestCase, TestModule } from 'vitest/node';

interface ProjectTime {
  files: number;
  failed: number;
  start: number;
  end: number;
  /** The files' own durations added up. */
  summed: number;
  /** Each file's duration: the slowest are printed, as where to look for time. */
  durations: { file: string; ms: number }[];
}

/** How many of each project's slowest files are printed (`SLOWEST_FILES`, e.g. 1000 for all of them). */
const SLOWEST = Number(process.env.SLOWEST_FILES ?? 5);

/** An error message on one line, cut to what a log line can hold. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').slice(0, 600);
/** The stack's first frames in the project's own files (where the failed step is). */
const stackTop = (stack: string) =>
  stack.split('\n').filter((line) => /^\s*at .*\.(ts|tsx|mjs|js):\d+/.test(line) && !line.includes('node_modules')).slice(0, 3).map((line) => line.trim()).join('\n      ');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** A file in a project: the API files run in two projects, possibly at the same time. */
const key = (module: TestModule) => `${module.project.name}\0${module.moduleId}`;

export default class ProjectTimesReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly projects = new Map<string, ProjectTime>();
  private readonly flaky: string[] = [];
  /** The files that failed, by project: written to FAILED_FILES_OUT for tests/support/run-all.ts. */
  private readonly failedFiles: { project: string; file: string }[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (testCase.diagnostic()?.flaky) {
      const first = testCase.result().errors?.[0];
      const why = first ? `\n      first try: ${oneLine(first.message ?? String(first))}${first.stack ? `\n      ${stackTop(first.stack)}` : ''}` : '';
      this.flaky.push(`${testCase.project.name} ${testCase.module.relativeModuleId} > ${testCase.fullName}${why}`);
    }
  }

  /** A file's time starts when a worker takes it, before it is imported (importing is much of a short file's time). */
  onTestModuleQueued(module: TestModule): void {
    this.started.set(key(module), Date.now());
  }

  onTestModuleStart(module: TestModule): void {
    if (!this.started.has(key(module))) this.started.set(key(module), Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const end = Date.now();
    const start = this.started.get(key(module)) ?? end;
    const name = module.project.name || 'root';
    const time = this.projects.get(name) ?? { files: 0, failed: 0, start, end, summed: 0, durations: [] };
    time.files += 1;
    time.failed += module.state() === 'failed' ? 1 : 0;
    if (module.state() === 'failed') this.failedFiles.push({ project: name, file: module.relativeModuleId });
    time.start = Math.min(time.start, start);
    time.end = Math.max(time.end, end);
    time.summed += end - start;
    time.durations.push({ file: module.relativeModuleId, ms: end - start });
    this.projects.set(name, time);
  }

  onTestRunEnd(_modules: readonly TestModule[], unhandledErrors: readonly unknown[]): void {
    const out = process.env.FAILED_FILES_OUT;
    if (out) fs.writeFileSync(out, JSON.stringify({ files: this.failedFiles, unhandledErrors: unhandledErrors.length }));
    if (this.projects.size === 0) return;
    const rows = [...this.projects].sort(([, a], [, b]) => a.start - b.start);
    const width = Math.max(...rows.map(([name]) => name.length));
    const lines = rows.map(([name, t]) =>
      `  ${name.padEnd(width)}  ${seconds(t.end - t.start).padStart(8)}  ${String(t.files).padStart(4)} files` +
      `  (${seconds(t.summed)} summed)${t.failed ? `  ${t.failed} failed` : ''}` +
      t.durations.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST).map((d) => `\n      ${seconds(d.ms).padStart(8)}  ${d.file}`).join(''));
    console.log(`\nTime by project (first file's start to last file's end), and its slowest files:\n${lines.join('\n')}\n`);
    if (this.flaky.length) {
      console.log(`Passed only when run again (flaky: to be fixed), ${this.flaky.length}:\n${this.flaky.map((name) => `  ${name}`).join('\n')}\n`);
    }
  }
}
