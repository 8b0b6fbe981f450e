// Modelling and design constants of spec §9 (the console's timings and storage keys live in runtime-web/src/config.ts).
/** Default span of a form control on the 24-column design grid. */
export const DEFAULT_COL_SPAN = 3;
export const FORM_GRID_COLUMNS = 24;
export const PORTAL_GRID_COLUMNS = 12;
/** Maximum length of a table column. */
export const MAX_COLUMN_LENGTH = 4000;
/** PostgreSQL's limit on the precision of a numeric column. */
export const MAX_NUMBER_PRECISION = 1000;
export const FIELD_NAME_MAX = 18;
export const MAX_DECIMALS = 30;
/** Dashboards rank the top 10. */
export const DASHBOARD_TOP_N = 10;
/** Number of extension languages a menu title may have besides zh_CN and en_US. */
export const MENU_EXTENSION_LANGUAGES = 3;
export const SSO_MODES = ['cas', 'oauth2'] as const;
export type SsoMode = (typeof SSO_MODES)[number];

/** Format tag of an app bundle. */
export const APP_BUNDLE_FORMAT = 'yc-app-bundle/1';
