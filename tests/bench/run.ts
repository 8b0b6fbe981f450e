// Runs benchmarks by name: `npm run bench -- records`. A bench is a module here that runs when imported;
// a new one joins by adding a line below.

// The benches in Chromium time what a user's browser does: the full `chromium`, not the lighter headless shell that the
// end-to-end tests take where it is installed (tests/support/browser.ts).
process.env.CHROMIUM_PATH ||= '/usr/bin/chromium';

const BENCHES: Record<string, () => Promise<unknown>> = {
  records: () => import('./records.ts'),
  floor: () => import('./floor.ts'),
  'login-page': () => import('./login-page.ts'),
  sandbox: () => import('./sandbox.ts'),
  bpm: () => import('./bpm.ts'),
  'bpm-lists': () => import('./bpm-lists.ts'),
  excel: () => import('./excel.ts'),
  idle: () => import('./idle.ts'),
  dashboard: () => import('./dashboard.ts'),
  'portal-slow': () => import('./portal-slow.ts'),
  mixed: () => import('./mixed.ts'),
  'crash-loops': () => import('./crash-loops.ts'),
};

const names = process.argv.slice(2);
const unknown = names.filter((n) => !Object.hasOwn(BENCHES, n));
if (names.length === 0 || unknown.length) {
  console.error(`usage: npm run bench -- <${Object.keys(BENCHES).join(' | ')}>${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`);
  process.exit(2);
}
for (const name of names) await BENCHES[name]!();

export {};
