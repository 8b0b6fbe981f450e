// The demo-mode directive and the script-editing check of spec §6.
import { useEffect, useState } from 'react';
import { systemApi } from '../api/system.ts';
import { i18n } from '../i18n/language.ts';
import { notify } from '../request/report.ts';

let demoMode = false;

/** Set from the login configuration: the server runs as an experience (demo) environment. */
export function setDemoMode(enabled: boolean): void {
  demoMode = enabled;
}

export function isDemoMode(): boolean {
  return demoMode;
}

/**
 * Wraps a click handler: in demo mode the click only shows 'Disabled in the experience environment'.
 */
export function demoGuard<A extends unknown[]>(handler: (...args: A) => void): (...args: A) => void {
  return (...args: A) => {
    if (demoMode) {
      notify('warning', i18n.t('msg.demoDisabled'));
      return;
    }
    handler(...args);
  };
}

/** Asks the server whether script editing is allowed; warns when it is not. */
export async function ensureScriptEditAllowed(): Promise<boolean> {
  const allowed = await systemApi.allowEditScript().catch(() => false);
  if (!allowed) notify('warning', i18n.t('msg.scriptForbidden'));
  return allowed === true;
}

/** Whether scripts may be edited here (asked once per mount; false until the server answers, and on any failure). */
export function useScriptEditing(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    let live = true;
    systemApi.allowEditScript().then((answer) => live && setAllowed(answer === true), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  return allowed;
}
