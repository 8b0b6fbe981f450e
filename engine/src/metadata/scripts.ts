// Script fields of metadata: the code a page runs (before/after-load and before/after-save hooks, script buttons). This is the one list of
// what the "allow script editing" switch guards: the server refuses to create or change these when it is off.
import { PAGE_HOOK_PLACES } from '../page/hooks.ts';
import type { View } from './view.ts';

/** A page's scripts by place (a hook's place, e.g. 'beforeSave', or 'button:<action>:<name>'); empty for other kinds. */
export function scriptsOf(kind: string, item: unknown): Record<string, string> {
  if (kind !== 'view' || !item || typeof item !== 'object') return {};
  const view = item as Partial<View>;
  const scripts: Record<string, string> = {};
  const put = (place: string, hook: unknown) => {
    if (hook && typeof hook === 'object' && typeof (hook as { code?: unknown }).code === 'string') scripts[place] = JSON.stringify(hook);
  };
  for (const place of PAGE_HOOK_PLACES) put(place, view[place]);
  for (const button of Array.isArray(view.buttons) ? view.buttons : []) put(`button:${button.action}:${button.buttonName}`, button.script);
  return scripts;
}

/** Whether saving `after` over `before` (none: a new item) creates, changes or removes a script. */
export function changesScripts(kind: string, before: unknown, after: unknown): boolean {
  const a = scriptsOf(kind, before);
  const b = scriptsOf(kind, after);
  const places = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...places].some((place) => a[place] !== b[place]);
}
