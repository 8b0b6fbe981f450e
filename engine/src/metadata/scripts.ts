// Script fields of metadata: the code a page runs (before/after-load and before/after-save hooks, script buttons). This is the one list of
// what the "allow script editing" switch guards: the server refuses to create or change these when it is off. Removing
// or emptying one is always allowed (a page with a hostile hook can always be repaired).
import { PAGE_HOOK_PLACES } from '../vocab/page.ts';
import type { View } from './view.ts';

/**
 * A page's scripts by place (a hook's place, e.g. 'beforeSave', or 'button:<action>:<name>'); empty for other kinds. A
 * hook whose code is blank is no script.
 */
export function scriptsOf(kind: string, item: unknown): Record<string, string> {
  if (kind !== 'view' || !item || typeof item !== 'object') return {};
  const view = item as Partial<View>;
  const scripts: Record<string, string> = {};
  const put = (place: string, hook: unknown) => {
    const code = hook && typeof hook === 'object' ? (hook as { code?: unknown }).code : undefined;
    if (typeof code === 'string' && code.trim()) scripts[place] = JSON.stringify(hook);
  };
  for (const place of PAGE_HOOK_PLACES) put(place, view[place]);
  for (const button of Array.isArray(view.buttons) ? view.buttons : []) put(`button:${button.action}:${button.buttonName}`, button.script);
  return scripts;
}

/** Whether saving `after` over `before` (none: a new item) adds or changes a script (removing or emptying one does not). */
export function addsOrChangesScripts(kind: string, before: unknown, after: unknown): boolean {
  const had = scriptsOf(kind, before);
  return Object.entries(scriptsOf(kind, after)).some(([place, script]) => had[place] !== script);
}
