// Debian's Chromium through playwright-core: never a downloaded browser.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { profilePages } from './browser-profile.ts';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/**
 * Debian's `chromium-headless-shell` where it is installed (`.ci/run` installs it), else Debian's `chromium`: the same
 * Chromium's page engine without the browser's own layers, it took about a third less processor time for the same
 * end-to-end file (eform: 16–17 s against 23–25 s), on a suite that keeps both processors busy. The benchmarks time
 * what a user's browser does, so they run the full `chromium` (tests/bench/run.ts sets CHROMIUM_PATH).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * One Chromium per test process (a vitest worker; the e2e project keeps a worker's modules from file to file), started
 * by the first file that asks and reused by the next: launching and closing Chromium cost ~1.5 s of a file's time and
 * more processor time, while each file's pages already live in fresh contexts of their own (own storage, cache and
 * cookies). A browser that crashed or was disconnected is replaced on the next call. Chromium ends with the process.
 */
let shared: Promise<Browser> | undefined;

async function sharedBrowser(): Promise<Browser> {
  const running = await shared?.catch(() => undefined);
  if (running?.isConnected()) return running;
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  }
  shared = chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return shared;
}

/** The contexts each file's browser opened, while the file has not closed it: a failed test's pages are photographed from them. */
const openLeases = new Set<Set<BrowserContext>>();

/**
 * A file's browser: the process's shared Chromium, as a `Browser` whose `contexts()` are only the ones opened through
 * it and whose `close()` closes those and leaves Chromium running for the next file. Everything else is Chromium's.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await sharedBrowser();
  const contexts = new Set<BrowserContext>();
  openLeases.add(contexts);
  const own = (context: BrowserContext) => {
    profilePages(context);
    contexts.add(context);
    context.on('close', () => contexts.delete(context));
    return context;
  };
  let closed = false;
  const lease: Partial<Browser> = {
    async newContext(options?: BrowserContextOptions) {
      if (closed) throw new Error('newContext on a browser this test file has closed');
      return own(await browser.newContext(options));
    },
    async newPage(options?: BrowserContextOptions) {
      if (closed) throw new Error('newPage on a browser this test file has closed');
      // As Browser.newPage: a context of its own, closed with the page.
      const context = own(await browser.newContext(options));
      const page = await context.newPage();
      page.on('close', () => void context.close().catch(() => undefined));
      return page;
    },
    contexts: () => [...contexts],
    async close() {
      closed = true;
      openLeases.delete(contexts);
      await Promise.all([...contexts].map((context) => context.close().catch(() => undefined)));
    },
  };
  return new Proxy(browser, {
    get(target, property) {
      if (Object.hasOwn(lease, property)) return lease[property as keyof Browser];
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * A screenshot of every page still open in the browsers of this process's test files, as `<name>-<n>.png` in `dir`; the files written.
 * A page that cannot be photographed (closing, crashed) is passed over: the test's own failure is what matters.
 */
export async function screenshotOpenPages(dir: string, name: string): Promise<string[]> {
  const pages = [...openLeases].flatMap((contexts) => [...contexts].flatMap((context) => context.pages()));
  const written: string[] = [];
  for (const [n, page] of pages.entries()) {
    const file = join(dir, `${name}-${n + 1}.png`);
    if (await page.screenshot({ path: file, timeout: 10_000 }).then(() => true, () => false)) written.push(file);
  }
  return written;
}

/**
 * What a step waits for (an element, a navigation) may take more than Playwright's 30 s on the loaded two-processor
 * machine that runs the suite (a list page's first rows once took 31 s there): steps wait up to 60 s, within the test's 120 s.
 */
export function waitLonger(context: BrowserContext): void {
  context.setDefaultTimeout(60_000);
  context.setDefaultNavigationTimeout(60_000);
}

/**
 * Every test page asks for reduced motion, as a user may: the console then opens and closes lists and dialogs at once
 * (AntdScope turns antd's motion off), so no step meets a list still sliding in or two closing ones.
 */
export const CONTEXT_DEFAULTS = { locale: 'zh-CN', reducedMotion: 'reduce' } as const;

export const DESKTOP = { width: 1366, height: 820 } as const;
export const MOBILE = { width: 390, height: 780 } as const;

/** What a fresh context's local storage starts with, for one origin (e.g. a session signed in through the API). */
export interface StartingStorage {
  origin: string;
  localStorage: Record<string, string>;
}

/**
 * A fresh context (empty cache, and storage empty or `storage`; `device` e.g. a touch phone's) with a page whose uncaught
 * errors are collected.
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  storage?: StartingStorage,
  device: Pick<BrowserContextOptions, 'hasTouch' | 'isMobile'> = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const storageState = storage && {
    cookies: [],
    origins: [{ origin: storage.origin, localStorage: Object.entries(storage.localStorage).map(([name, value]) => ({ name, value })) }],
  };
  const context = await browser.newContext({ ...CONTEXT_DEFAULTS, ...device, viewport, storageState });
  waitLonger(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return { context, page, errors };
}

/**
 * Waits for the success notice of the action just taken and closes it, so that the next call waits for a new one (a
 * notice left on screen answered the next action's wait before its save had happened). When none comes, the error
 * names the error notices on screen, if any, rather than only the timeout.
 */
export async function successNotice(page: Page, text = '操作成功'): Promise<void> {
  const notice = page.locator('.ant-notification-notice-success', { hasText: text }).last();
  try {
    await notice.waitFor();
  } catch (error) {
    const errors = await page.locator('.ant-notification-notice-error, .ant-message-error, .ant-form-item-explain-error').allInnerTexts();
    throw new Error(`no '${text}' notice; on screen: ${JSON.stringify(errors)}`, { cause: error });
  }
  await notice.locator('.ant-notification-notice-close').click();
  await notice.waitFor({ state: 'detached' });
}
