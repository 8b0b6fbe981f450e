// The steps of an app's install or update, in the order they run (issue #35 item 4: progress for long installs). The
// server reports the step it is at; the console names it (market.step.<step>) and shows how many are done.
import type { BundleList } from '../rules/bundle.ts';

/** Steps before and after the item lists: the download from the market, the plan, removals, tables, seed records. */
export const INSTALL_PHASES = ['download', 'plan', 'remove', 'tables', 'records'] as const;
export type InstallPhase = (typeof INSTALL_PHASES)[number];

/**
 * The first list of each group of item lists the server's installers write together, in their order (tableModels stands
 * for the models, forms, pages and the other eform items written with them).
 */
export const INSTALLER_STEPS = ['groups', 'tableModels', 'processTemplates', 'dictionaries', 'categories', 'sysConfigs', 'menus', 'roles'] as const satisfies readonly BundleList[];

/** Every step an install may report. */
export const INSTALL_STEPS = [...INSTALL_PHASES, ...INSTALLER_STEPS] as const;

/** Where an install is: a phase, or the first list of a group of item lists being written. */
export type InstallStep = (typeof INSTALL_STEPS)[number];

export interface InstallProgress {
  appCode: string;
  appVersion: string;
  /** The steps this install runs, in order. */
  steps: InstallStep[];
  /** The step running now. */
  step: InstallStep;
  /** Steps finished before it. */
  done: number;
  startedAt: string;
}
