// Installs an app bundle into the current tenant: the one code path for seed data and market apps.
// Idempotent: the same bundle installed again changes nothing; a changed one adds and updates.
import { BUNDLE_LISTS, RULE_MESSAGES, ruleText, type AppBundle, type BundleList, type InstallStep } from '@yc/engine';
import type { EntityManager } from '../db/database.ts';
import { installProcessTemplates } from '../bpm/bundle-install.ts';
import { installEformMetadata, type KeptItem } from '../eform/metadata/bundle-install.ts';
import {
  installCategories, installDictionaries, installGroups, installMenus, installRoles, installSysConfigs, saveApp, sameAppInstalled, setInstalling,
} from './store/bundle.ts';

export type InstallOutcome = 'installed' | 'updated' | 'unchanged';

export interface InstallOptions {
  /** ALLOW_EDIT_SCRIPT: with it off, a bundle that brings or changes page scripts is refused (one that drops them is not). */
  scriptsEditable: boolean;
  /** Told as each installer with items to write begins, by the first of its lists (see installerSteps). */
  onStep?: (step: InstallStep) => void;
}

/** Installs its lists; returns the items it kept because the enterprise owns or changed them. */
export type ListInstaller = (em: EntityManager, bundle: AppBundle, options: InstallOptions) => Promise<KeptItem[] | void>;

export interface InstallResult {
  outcome: InstallOutcome;
  /** Items of the bundle the enterprise has changed (or made itself): kept as they are, not overwritten. */
  kept: KeptItem[];
}

/**
 * Who installs each list of a bundle, in the order they run: app groups first (everything belongs to one), the eform
 * documents, process templates (their forms installed), then dictionaries, categories, configuration, menus, and roles last (they grant the menus). A domain that gains a
 * kind adds its installer here; a list nobody installs refuses the bundle (never silently dropped).
 */
export const LIST_INSTALLERS: readonly { lists: readonly BundleList[]; install: ListInstaller }[] = [
  { lists: ['groups'], install: installGroups },
  {
    lists: ['tableModels', 'erModels', 'forms', 'views', 'sqlConfigs', 'httpConfigs', 'fillRules', 'checkRules', 'templates', 'datasets', 'widgets', 'portals'],
    install: installEformMetadata,
  },
  { lists: ['processTemplates'], install: installProcessTemplates },
  { lists: ['dictionaries'], install: installDictionaries },
  { lists: ['categories'], install: installCategories },
  { lists: ['sysConfigs'], install: installSysConfigs },
  { lists: ['menus'], install: installMenus },
  { lists: ['roles'], install: installRoles },
];

/** The bundle's non-empty lists that no installer takes. */
export function uninstallableLists(bundle: AppBundle): BundleList[] {
  const installed = new Set(LIST_INSTALLERS.flatMap((i) => i.lists));
  return (Object.keys(BUNDLE_LISTS) as BundleList[]).filter((list) => !installed.has(list) && (bundle[list]?.length ?? 0) > 0);
}

const hasItems = (bundle: AppBundle, lists: readonly BundleList[]) => lists.some((list) => (bundle[list]?.length ?? 0) > 0);

/** The steps installBundle reports for this bundle: the first list of each installer that has items to write. */
export const installerSteps = (bundle: AppBundle): InstallStep[] =>
  LIST_INSTALLERS.filter(({ lists }) => hasItems(bundle, lists)).map(({ lists }) => lists[0] as InstallStep);

/** A bundle this version cannot install in full: refused before anything is written. */
export class BundleRefused extends Error {}

export async function installBundle(em: EntityManager, bundle: AppBundle, options: InstallOptions): Promise<InstallResult> {
  const refused = uninstallableLists(bundle);
  if (refused.length) throw new BundleRefused(ruleText(RULE_MESSAGES.bundleListsUnsupported(refused.join(', '))));
  const same = await sameAppInstalled(em, bundle);
  if (same) return { outcome: 'unchanged', kept: [] };
  const kept: KeptItem[] = [];
  // Saves made here are the app's, not the enterprise's edits (the tables' triggers mark those as changed).
  await setInstalling(em, true);
  for (const { lists, install } of LIST_INSTALLERS) {
    if (hasItems(bundle, lists)) options.onStep?.(lists[0] as InstallStep);
    kept.push(...((await install(em, bundle, options)) ?? []));
  }
  await setInstalling(em, false);
  await saveApp(em, bundle);
  return { outcome: same === undefined ? 'installed' : 'updated', kept };
}
