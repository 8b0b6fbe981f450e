// The portal's first call, made by a script in the HTML (#42 item 8). On a slow network the console's entry takes
// seconds to arrive after the HTML; a page load onto the portal with a stored token asks for the caller's portal with
// every widget item's rows (`GET /api/eform/engine/portal?with=data`) from a small script inlined in index.html, which
// runs as soon as the HTML is parsed, before any module, and before the portal page's chunks take the browser's
// connections. The console then takes that answer (once, for the token that asked it) instead of asking again.
//
// The script is session/portal-boot-script.ts; the server allows exactly the inline scripts of the built index.html in
// its Content-Security-Policy, by their hashes (server/src/wire/security-headers.ts).
import { SUCCESS_CODE, type Envelope } from '../engine.ts';
import type { MyPortal } from '../pages/eform/portal/portal-api.ts';
import type { DataRow } from '../api/report.ts';
import type { BootExtra } from './portal-boot-script.ts';

/** The caller's portal and its rows by widget item. */
export type PortalWithData = MyPortal & { data?: Record<string, DataRow[]> };

/** An envelope's result when the server answered it; otherwise it throws (the console then asks as usual). */
const resultOf = <T>(body: unknown): T => {
  const envelope = body as Envelope<T> | undefined;
  if (!envelope || envelope.code !== SUCCESS_CODE || !envelope.result) throw new Error('not answered');
  return envelope.result;
};

/** One of the HTML's answers: the portal with its rows, the permission list, or one of the session's extras. */
export type BootPart = 'answer' | 'permissions' | BootExtra;
const PARTS: readonly BootPart[] = ['answer', 'permissions', 'sysConfig', 'locales', 'loginConfig'];

/**
 * One of the HTML's answers (the first load after the sign-in), once: for the session's token and language, and only
 * if the server answered it; otherwise undefined (the console asks as usual, and that call tells the user what is
 * wrong). The script's record goes when all are taken.
 */
export function takeBooted<T>(part: BootPart, token: string | undefined, lang: string): Promise<T> | undefined {
  const boot = typeof window === 'undefined' ? undefined : window.__ycPortalBoot;
  const asked = boot?.[part];
  if (!boot || !asked) return undefined;
  boot[part] = undefined;
  if (PARTS.every((p) => !boot[p])) window.__ycPortalBoot = undefined;
  return token && boot.token === token && boot.lang === lang ? asked.then((body) => resultOf<T>(body)) : undefined;
}
