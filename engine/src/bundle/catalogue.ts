// The market catalogue's shapes, as a market host answers them (GET /api/saas/market/queryMarketList and
// queryMarketGroupList) and the app-market screen reads them; with the plan's, for the screen (types only).
export type { InstallPlan, PlanItem, TableChange } from './plan.ts';

/** A published version of an app: its zip's size and SHA-256 (hex), which a download must match. */
export interface CatalogueVersion { appVersion: string; description: string | null; size: number; checksum: string; publishedAt: string }

/** An app of the catalogue: `appVersion` is its newest version; `versions` newest first. */
export interface CatalogueApp {
  appCode: string; appName: string; appNameEn: string | null; appVersion: string; groupCode: string; groupName: string;
  description: string | null; icon: string | null; screenshots: string[]; downloadCount: number; publishedAt: string;
  versions: CatalogueVersion[];
}

/** A group of the catalogue, with how many apps it holds. */
export interface CatalogueGroup { groupCode: string; groupName: string; appCount: number }
