// Extension modules (issue #39 item 1): the folders of MODULES_DIR read at start and on each reload. Each is validated,
// its server part imported (afresh on each load) and run against a collecting SDK, its routes checked and its console
// part bundled; a module failing any step is skipped with its reason, and the others load.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { extMessage, type Message } from '@yc/engine';
import { MODULE_NAME, ModuleRefused, readManifest } from './manifest.ts';
import { bundleWeb } from './web-bundle.ts';
import type { ExtMethod, ExtRoute, ModuleManifest, ModuleSdk, ModuleSetup } from './sdk.ts';

export const EXT_STATES = { loaded: 'loaded', failed: 'failed' } as const;

export interface ExtModule {
  name: string;
  manifest?: ModuleManifest;
  state: (typeof EXT_STATES)[keyof typeof EXT_STATES];
  /** Why the module was skipped. */
  error?: Message;
  routes: ExtRoute[];
  /** The console part's bundle, when the module has one. */
  web?: string;
}

const METHODS: readonly ExtMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];
/** A route path below the module's prefix: segments of letters, digits, dashes, dots and underscores, or `:params`. */
const ROUTE_URL = /^(\/(:?[A-Za-z0-9_.-]+))+$/;
/** Where the platform answers with the module's console part. */
export const WEB_PATH = '/web.js';
/** Where a signed-in caller gets the address of the console part (with its ticket). */
export const TICKET_PATH = '/web-ticket';

/** What a module is given for the one call of its setup, besides its route collector. */
export type SdkServices = Omit<ModuleSdk, 'name' | 'route' | 'log'> & { log(name: string): ModuleSdk['log'] };

function checkRoute(route: ExtRoute, seen: Set<string>): void {
  const label = `${String(route?.method)} ${String(route?.url)}`;
  if (!route || typeof route !== 'object') throw new ModuleRefused(extMessage('badRoute', { route: label, detail: 'not an object' }));
  if (!route.access || !('permission' in route.access || ('authenticated' in route.access && route.access.authenticated === true))) {
    throw new ModuleRefused(extMessage('noAccess', { route: label }));
  }
  if ('permission' in route.access && [route.access.permission].flat().some((p) => typeof p !== 'string' || !p)) {
    throw new ModuleRefused(extMessage('noAccess', { route: label }));
  }
  if (!METHODS.includes(route.method)) throw new ModuleRefused(extMessage('badRoute', { route: label, detail: 'method' }));
  if (typeof route.url !== 'string' || !ROUTE_URL.test(route.url) || route.url === WEB_PATH || route.url === TICKET_PATH) {
    throw new ModuleRefused(extMessage('badRoute', { route: label, detail: 'url' }));
  }
  if (typeof route.handler !== 'function') throw new ModuleRefused(extMessage('badRoute', { route: label, detail: 'handler' }));
  if (typeof route.summary !== 'string' || !route.summary) throw new ModuleRefused(extMessage('badRoute', { route: label, detail: 'summary' }));
  // Two routes differing only in their parameters' names are one route to the router.
  const key = `${route.method} ${route.url.replace(/:[^/]+/g, ':')}`;
  if (seen.has(key)) throw new ModuleRefused(extMessage('duplicateRoute', { route: label }));
  seen.add(key);
}

const exists = (file: string) => fs.access(file).then(() => true, () => false);

/**
 * The default export of a module's server part, imported afresh: each tsImport is a namespace of its own, so a reload reads
 * the files as they are now (Node's module cache would keep the first version of every file for the process's life).
 */
async function importSetup(entry: string): Promise<unknown> {
  // tsx is loaded by the first module's import only: its loader hooks run in a thread (and V8 isolate) of their own,
  // which a server without extension modules does not pay for (`npm run serve` runs the built JavaScript, no loader).
  const { tsImport } = await import('tsx/esm/api');
  const namespace = (await tsImport(pathToFileURL(entry).href, { parentURL: import.meta.url })) as { default?: unknown };
  // A folder without package.json is CommonJS to tsx: its `default` is then module.exports, holding the ES default.
  const first = namespace.default;
  return first && typeof first === 'object' && 'default' in first ? (first as { default: unknown }).default : first;
}

async function loadOne(folder: string, services: SdkServices): Promise<ExtModule> {
  const name = path.basename(folder);
  const routes: ExtRoute[] = [];
  const manifest = await readManifest(folder);
  const serverEntry = path.join(folder, 'server', 'index.ts');
  if (!(await exists(serverEntry))) throw new ModuleRefused(extMessage('noServer'));
  let setup: unknown;
  try {
    setup = await importSetup(serverEntry);
  } catch (error) {
    throw new ModuleRefused(extMessage('importFailed', { detail: (error as Error).message }));
  }
  if (typeof setup !== 'function') throw new ModuleRefused(extMessage('noSetup'));
  const { log, ...rest } = services;
  const sdk: ModuleSdk = { ...rest, name, log: log(name), route: (route) => void routes.push(route as unknown as ExtRoute) };
  try {
    await (setup as ModuleSetup)(sdk);
  } catch (error) {
    if (error instanceof ModuleRefused) throw error;
    throw new ModuleRefused(extMessage('importFailed', { detail: (error as Error).message }));
  }
  const seen = new Set<string>();
  for (const route of routes) checkRoute(route, seen);
  const webEntry = path.join(folder, 'web', 'index.tsx');
  let web: string | undefined;
  if (await exists(webEntry)) {
    try {
      web = await bundleWeb(webEntry);
    } catch (error) {
      throw new ModuleRefused(extMessage('webFailed', { detail: (error as Error).message.split('\n').slice(0, 3).join(' ') }));
    }
  }
  return { name, manifest, state: EXT_STATES.loaded, routes, ...(web === undefined ? {} : { web }) };
}

/** Every module of the folder (sorted by name), loaded or failed, its files read as they are now; no folder configured or found, none. */
export async function loadModules(dir: string | undefined, services: SdkServices, log: FastifyBaseLogger): Promise<ExtModule[]> {
  if (!dir) return [];
  let entries: string[];
  try {
    entries = (await fs.readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory() && !e.name.startsWith('.')).map((e) => e.name).sort();
  } catch (error) {
    log.warn({ err: error, dir }, 'MODULES_DIR cannot be read: no extension module is loaded');
    return [];
  }
  const modules: ExtModule[] = [];
  for (const entry of entries) {
    try {
      const loaded = await loadOne(path.join(dir, entry), services);
      log.info({ module: entry, routes: loaded.routes.length, web: loaded.web !== undefined }, 'extension module loaded');
      modules.push(loaded);
    } catch (error) {
      const reason = error instanceof ModuleRefused ? error.reason : extMessage('importFailed', { detail: (error as Error).message });
      log.error({ module: entry, reason }, 'extension module skipped');
      modules.push({ name: entry, state: EXT_STATES.failed, error: reason, routes: [] });
    }
  }
  return modules;
}

export { MODULE_NAME };
