// The browser side of the dashboard benchmark, in a process of its own (forked by tests/bench/dashboard.ts through
// LoadProcess): each job opens the portal once in Chromium, in a fresh context (empty cache and storage but the
// signed-in user's token), waits until all 8 charts are drawn (or, on a phone, where only the charts in view are drawn,
// until the first one is), and answers the time and where it went, read from the page's own performance timeline
// (navigation, resource timings of the scripts and of each API call). A job may ask for a phone (390×844, touch), a
// slow network (DevTools' "Slow 3G") and a slowed CPU, through Chromium's own emulation (CDP).
import type { BrowserContext } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';

export type Storage = Awaited<ReturnType<BrowserContext['storageState']>>;

/** How a job's page is opened: a phone's screen, a slow network, a slower CPU (×rate). */
export interface Conditions {
  phone?: boolean;
  slow3g?: boolean;
  cpuRate?: number;
  /**
   * The session's static answers (runtime-web/src/session/static-cache.ts) cached as a reload within the session finds
   * them; otherwise they are removed from the storage: the first open after the sign-in.
   */
  warmSession?: boolean;
  /** Record the page's JavaScript (V8's sampling profiler) from navigation start to the first chart: answered summed up. */
  profile?: boolean;
}

/** The storage without the session's cached static answers. */
const withoutStaticAnswers = (storage: Storage): Storage => ({
  ...storage,
  origins: storage.origins.map((o) => ({ ...o, localStorage: o.localStorage.filter((item) => !item.name.startsWith('yuncheng__STATIC__')) })),
});

/** Open the portal at `url` as the user of `storage`, or sign in on the login page at `url` (answers the storage). */
export type DashboardJob =
  | { count: 1; url: string; storage: Storage; conditions?: Conditions }
  | { count: 1; url: string; username: string; password: string };

/** DevTools' "Slow 3G" preset: 2 s round trips, ~400 kbit/s each way. */
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: (500 * 1000 / 8) * 0.8, uploadThroughput: (500 * 1000 / 8) * 0.8 };

export interface Call {
  /** The path without its host and query. */
  path: string;
  /** The call asked for widget rows with something else (the portal with `with=data`). */
  withData: boolean;
  start: number;
  /** Time to first byte: the server's time plus one round trip on loopback. */
  server: number;
  end: number;
  bytes: number;
}

export interface DashboardResult {
  drawn: number;
  /** The first chart drawn. */
  firstChart: number;
  /** The HTML answered and the DOM ready. */
  html: number;
  domReady: number;
  scripts: { count: number; bytes: number; lastEnd: number; entryEnd: number; largest: { name: string; bytes: number; start: number; end: number }[] };
  /** vega-embed's chunks (and the console's chart drawing chunk that holds it): when the first was asked and the last arrived. */
  vega: { start: number; end: number; bytes: number };
  calls: Call[];
  /** With `profile`: where the main thread's time went until the first chart (see `profileSummary`). */
  profile?: ProfileSummary;
}

/** Sampled time (ms) by script file, the heaviest functions, and what ran in each 500 ms from navigation start. */
export interface ProfileSummary {
  byFile: { file: string; ms: number }[];
  byFunction: { name: string; ms: number }[];
  timeline: { from: number; busy: number; top: string }[];
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

/** Sums a V8 CPU profile's samples by the file and the function they fell in; `offset` (ms) places them after navigation start. */
function profileSummary(profile: CpuProfile, offset: number): ProfileSummary {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const fileOf = (url: string, name: string) => (url ? url.split('/').pop()!.replace(/-[\w-]{8}\.js$/, '.js') : `(${name || 'program'})`);
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const windows = new Map<number, { files: Map<string, number>; functions: Map<string, number> }>();
  let t = 0;
  profile.samples.forEach((id, k) => {
    const dt = (profile.timeDeltas[k + 1] ?? 0) / 1000;
    t += (profile.timeDeltas[k] ?? 0) / 1000;
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
    if (functionName === '(idle)') return;
    const file = fileOf(url, functionName);
    byFile.set(file, (byFile.get(file) ?? 0) + dt);
    const fn = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + dt);
    const w = Math.floor((t + offset) / 500) * 500;
    const row = windows.get(w) ?? { files: new Map<string, number>(), functions: new Map<string, number>() };
    row.files.set(file, (row.files.get(file) ?? 0) + dt);
    row.functions.set(fn, (row.functions.get(fn) ?? 0) + dt);
    windows.set(w, row);
  });
  const top = <K>(m: Map<K, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  return {
    byFile: top(byFile, 15).map(([file, ms]) => ({ file, ms })),
    byFunction: top(byFunction, 15).map(([name, ms]) => ({ name, ms })),
    timeline: [...windows].sort((a, b) => a[0] - b[0]).map(([from, row]) => ({
      from, busy: [...row.files.values()].reduce((a, b) => a + b, 0),
      top: [...top(row.files, 3), ...top(row.functions, 2)].map(([f, ms]) => `${f} ${ms.toFixed(0)}`).join(', '),
    })),
  };
}

/** Marks of every chart drawn: 8 chart containers each holding vega's SVG marks. */
const ALL_DRAWN = `(() => {
  const charts = [...document.querySelectorAll('[data-testid^="portal-chart-"]')];
  const drawn = charts.filter((c) => c.querySelector('svg g[class*="mark-"] path, svg g[class*="mark-"] rect'));
  if (drawn.length && !window.__firstChart) window.__firstChart = performance.now();
  return charts.length === 8 && drawn.length === 8;
})()`;

/** The first chart drawn (a phone draws the charts in view only). */
const FIRST_DRAWN = `(() => {
  const drawn = document.querySelector('[data-testid^="portal-chart-"] svg g[class*="mark-"] path, [data-testid^="portal-chart-"] svg g[class*="mark-"] rect');
  if (drawn && !window.__firstChart) window.__firstChart = performance.now();
  return !!drawn;
})()`;

const TIMELINE = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const resources = performance.getEntriesByType('resource');
  const scripts = resources.filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js') || r.initiatorType === 'link' && r.name.endsWith('.js'));
  const entry = scripts.find((r) => /\\/assets\\/index-[^/]*\\.js$/.test(r.name));
  const vega = scripts.filter((r) => (/\\/assets\\/(embed|vega)[-.]/i.test(r.name) || /VegaDrawing/.test(r.name)) && !/VegaChart/.test(r.name));
  const bytes = (list) => list.reduce((n, r) => n + (r.encodedBodySize || r.transferSize || 0), 0);
  return {
    drawn: performance.now(), firstChart: window.__firstChart ?? 0,
    html: nav.responseEnd, domReady: nav.domContentLoadedEventEnd,
    scripts: {
      count: scripts.length, bytes: bytes(scripts), lastEnd: Math.max(0, ...scripts.map((r) => r.responseEnd)), entryEnd: entry ? entry.responseEnd : 0,
      largest: [...scripts].sort((a, b) => b.encodedBodySize - a.encodedBodySize).slice(0, 8)
        .map((r) => ({ name: new URL(r.name).pathname.split('/').pop(), bytes: r.encodedBodySize, start: r.startTime, end: r.responseEnd })),
    },
    vega: { start: Math.min(...vega.map((r) => r.startTime)), end: Math.max(0, ...vega.map((r) => r.responseEnd)), bytes: bytes(vega) },
    calls: resources.filter((r) => new URL(r.name).pathname.startsWith('/api/')).map((r) => ({
      path: new URL(r.name).pathname, withData: new URL(r.name).searchParams.get('with') === 'data', start: r.startTime, server: r.responseStart - r.requestStart, end: r.responseEnd, bytes: r.encodedBodySize,
    })),
  };
})()`;

const browser = await launchBrowser();

/** Signs in on the login page as the console does; the storage state then holds the token. */
async function signIn(url: string, username: string, password: string): Promise<Storage> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.locator('input[type=password]').waitFor();
    await page.locator('#login-username').fill(username);
    await page.locator('input[type=password]').fill(password);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => !u.pathname.startsWith('/index/login'));
    // The home page's calls answered: the session's static answers are cached (each open chooses whether to keep them).
    await page.waitForLoadState('networkidle');
    return await context.storageState();
  } finally {
    await context.close();
  }
}

async function open(job: { url: string; storage: Storage; conditions?: Conditions }): Promise<DashboardResult> {
  const { phone, slow3g, cpuRate, warmSession, profile } = job.conditions ?? {};
  const screen = phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1440, height: 900 } };
  const context = await browser.newContext({ ...screen, storageState: warmSession ? job.storage : withoutStaticAnswers(job.storage) });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (slow3g) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    }
    if (cpuRate) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    if (profile) {
      // A page of the same origin first, so that the portal's page runs in the renderer the profiler is attached to.
      await page.goto(new URL('/api/', job.url).href).catch(() => undefined);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    const asked = Date.now();
    await page.goto(job.url, { timeout: 180_000 });
    await page.waitForFunction(phone ? FIRST_DRAWN : ALL_DRAWN, undefined, { timeout: 180_000, polling: 'raf' }).catch(async (error: unknown) => {
      // What was on the screen instead: which charts were drawn, and any message shown in their place.
      console.error(await page.evaluate(`[...document.querySelectorAll('[data-testid^="portal-card-"]')].map((c) => c.getAttribute('data-testid') + ': ' + (c.querySelector('svg') ? 'svg' : c.textContent)).join('\\n')`));
      throw error;
    });
    const result = (await page.evaluate(TIMELINE)) as DashboardResult;
    if (profile) {
      const stopped = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
      // The profile's clock starts when it was asked to; navigation started about when goto was called.
      const navStart = (await page.evaluate('performance.timeOrigin')) as number;
      result.profile = profileSummary(stopped.profile, asked - navStart);
    }
    return result;
  } finally {
    await context.close();
  }
}

process.on('message', (job: DashboardJob | 'exit') => {
  if (job === 'exit') {
    void browser.close().finally(() => process.exit(0));
    return;
  }
  ('storage' in job ? open(job) : signIn(job.url, job.username, job.password)).then(
    (result) => process.send!({ ok: true, result }),
    (error: unknown) => process.send!({ ok: false, error: String(error) }),
  );
});
