// Business constants of spec §9 used by the shell, in one place.
export const STORAGE_NAMESPACE = 'yuncheng__';
/** Token and user info live 7 days. */
export const SESSION_TTL_MS = 604_800_000;
export const REQUEST_TIMEOUT_MS = 300_000;
export const IDLE_LOGOUT_MS = 600_000;
/** Logging out waits this long for the server at most: the local session ends either way. */
export const LOGOUT_TIMEOUT_MS = 10_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Below this width the console is in mobile mode. */
export const MOBILE_MAX_WIDTH = 767.99;
export const LOGIN_EXPIRED_DELAY_MS = 500;
/** Notice durations in seconds: errors stay until closed. */
export const NOTICE_SECONDS = { error: 0, warning: 3, success: 1.5, info: 3 } as const;

export const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';
/** The fixed platform name of the page title (spec §1), overridable at build time. */
export const APP_TITLE = (import.meta.env.VITE_APP_TITLE as string | undefined) ?? '云程低代码平台';
/** The same in English (English mode), until the configuration's English name arrives. */
export const APP_TITLE_EN = (import.meta.env.VITE_APP_TITLE_EN as string | undefined) ?? 'Yuncheng Low-Code Platform';
/** Filing/registration notice shown in the footer, set at build time for a deployment. */
export const FILING_NOTICE = (import.meta.env.VITE_FILING_NOTICE as string | undefined) ?? '';

export const SYS_CONFIG_CODES = ['project-full-name', 'project-simple-name', 'project-full-name-en', 'project-simple-name-en', 'project-logo-url'] as const;
