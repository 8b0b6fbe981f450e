// With CPU_PROFILE=<folder>, a vitest setup file that profiles each test file's worker process (V8's sampling profiler,
// through the inspector) and writes one `.cpuprofile` per file there: what the server, PGlite and the test's own code
// cost a run, summed by package with `tsx tests/support/cpu-profile-summary.ts <folder>` (docs/testing.md).
// The profiler starts with a worker's first file and restarts after each file (workers keep their modules from file to
// file), so each profile holds the time since the worker's previous file ended.
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import path from 'node:path';
import { afterAll, expect } from 'vitest';

const folder = process.env.CPU_PROFILE;
const state = globalThis as { cpuProfileSession?: inspector.Session };

if (folder) {
  if (!state.cpuProfileSession) {
    const session = new inspector.Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    state.cpuProfileSession = session;
  }
  afterAll(async () => {
    const session = state.cpuProfileSession!;
    const { profile } = await session.post('Profiler.stop');
    fs.mkdirSync(folder, { recursive: true });
    const name = `${path.basename(expect.getState().testPath ?? 'file')}-${process.pid}-${Date.now()}.cpuprofile`;
    fs.writeFileSync(path.join(folder, name), JSON.stringify(profile));
    await session.post('Profiler.start');
  });
}
