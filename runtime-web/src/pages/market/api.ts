// The app-market screen's calls: the catalogue of the market this instance installs from (the server reads it from
// MARKET_HOST, or its own), the installed apps, plan / install / update / roll back, and publishing.
import type { CatalogueApp, CatalogueGroup, InstallPlan } from '@yc/engine/bundle/catalogue';
import type { InstallProgress } from '@yc/engine/bundle/progress';
import { api, opened, type ApiBody } from '../../request/api.ts';

export const MARKET = '/api/eform/manage/market';

export type { CatalogueApp as MarketApp, CatalogueGroup as MarketGroup, CatalogueVersion as MarketVersion } from '@yc/engine/bundle/catalogue';
export interface InstalledApp {
  appCode: string; appName: string; appNameEn: string | null; appVersion: string; state: string; previousVersion: string | null; canRollBack: boolean;
}

export type { InstallPlan as Plan, PlanItem, TableChange } from '@yc/engine/bundle/catalogue';
export type { InstallProgress } from '@yc/engine/bundle/progress';

/** What is installed or updated: a version of the market's catalogue. */
export interface MarketRef { appCode: string; appVersion: string }
export interface ApplyOptions { force: boolean; replace: string[] }

/** The plan dialog shows the refusal itself; an install may take a while. */
const QUIET = { silent: true, timeoutMs: 120_000 };

export const marketApi = {
  groups: (): Promise<{ host: string | null; groups: CatalogueGroup[] }> => api.get('/api/eform/manage/market/catalogue/groups'),
  apps: (): Promise<CatalogueApp[]> => api.get('/api/eform/manage/market/catalogue/apps'),
  installed: (): Promise<InstalledApp[]> => api.get('/api/eform/manage/market/queryAppList'),
  // The document leaves the plan and the rollback's answer open (the server declares no result schema for them).
  plan: (market: MarketRef) => opened<InstallPlan>(api.post('/api/eform/manage/market/plan', { body: { market } }, QUIET)),
  apply: (market: MarketRef, update: boolean, options: ApplyOptions) =>
    (update ? api.put('/api/eform/manage/market/update', { body: { market, ...options } }, QUIET)
      : api.post('/api/eform/manage/market/installation', { body: { market, ...options } }, QUIET)),
  /** The enterprise's install under way on this instance (its steps and the one running), or null. */
  progress: (): Promise<InstallProgress | null> => api.get('/api/eform/manage/market/installation/progress', undefined, { silent: true }),
  rollback: (appCode: string) => opened<{ appCode: string; appVersion: string }>(api.post('/api/eform/manage/market/rollback', { body: { appCode } })),
  /** The publish form's filled fields (the form's values, checked by the server). */
  publish: (body: Record<string, unknown>): Promise<{ appCode: string; appVersion: string }> =>
    api.post('/api/eform/manage/market/publish', { body: body as ApiBody<'post', '/api/eform/manage/market/publish'> }),
};

/** Whether semantic version `a` is newer than `b` (pre-release versions come before their release). */
export function isNewer(a: string, b: string): boolean {
  const parse = (v: string) => {
    const [core = '', pre] = v.split('+')[0]!.split(/-(.*)/);
    return { parts: core.split('.').map(Number), pre };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) if (x.parts[i] !== y.parts[i]) return (x.parts[i] ?? 0) > (y.parts[i] ?? 0);
  if (x.pre === y.pre) return false;
  if (!x.pre) return true;
  if (!y.pre) return false;
  return x.pre > y.pre;
}
