// Server configuration, read once from the environment.
import path from 'node:path';
import { EXCEL_DEFAULTS, isTimeZone } from '@yc/engine';
import { OWASP_HASHING, type PasswordHashing } from './auth/passwords.ts';
import { enterpriseSettings, type EnterpriseSettings } from './enterprise/settings.ts';
import { REPO_ROOT } from './paths.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL server; without it the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string;
  dataDir: string;
  adminPassword?: string;
  userPassword?: string;
  loginCaptcha: boolean;
  demoMode: boolean;
  allowEditScript: boolean;
  /** Built console served at `/`. */
  webDist: string;
  /** PostgreSQL role that tenant-scoped work runs as (row-level security applies to it). */
  appRole: string;
  /** How long a statement waits for a free database connection before the request fails (503). */
  dbAcquireTimeoutMs: number;
  /** How long one statement on the reader's connections (list pages, My tasks, portal data) may run on PostgreSQL. */
  dbReadTimeoutMs: number;
  /** Connections each of the server's two pools on PostgreSQL may open (its transactions', and the list reader's). */
  dbPoolMax: number;
  /** The time zone whose calendar day is "today" for data rules (#{sys_date}); an IANA name. */
  timeZone: string;
  loginLimits: { windowMinutes: number; perAccount: number; perAddress: number };
  /** argon2id's cost for new password hashes (PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_PASSES); OWASP's by default. */
  passwordHash: PasswordHashing;
  /** System log entries older than this many days are purged by housekeeping; 0 keeps them. */
  logRetentionDays: number;
  /** When housekeeping runs: a cron expression in `timeZone`. */
  housekeepingCron: string;
  /**
   * Scheduled jobs: every instance also looks for due fire times every this many seconds (JOB_TICK_SECONDS); 0 (the
   * default): only the job queue's one tick a minute, taken by one instance.
   */
  jobTickSeconds: number;
  logLevel: string;
  trustProxy: boolean;
  /**
   * SQL configs: statement time-out, the most rows a call answers, and (embedded database, where a statement cannot be
   * interrupted) the highest planner cost a query may have.
   */
  sqlConfig: { timeoutMs: number; maxRows: number; maxEmbeddedCost: number };
  /** HTTP configs: time-out, largest answer, and hosts (name or name:port) allowed although they are private. */
  httpConfig: { timeoutMs: number; maxBytes: number; allowedHosts: readonly string[] };
  /**
   * Data sources: hosts (name, address, `host:port`, `[v6]:port`) a data source may connect to although they are
   * loopback, private or link-local; also opens other databases of the platform's own PostgreSQL server when that
   * server's host and port are listed (never the platform's own database).
   */
  dataSource: { allowedHosts: readonly string[] };
  /** Single sign-on: identity providers (OIDC issuers, CAS servers) allowed although private, and then also over http. */
  sso: { allowedHosts: readonly string[] };
  /**
   * The app market (issue #35): `host`, the instance whose catalogue the app-market screen shows and installs from
   * (MARKET_HOST; unset: this instance itself), and hosts allowed although private, and then also over http.
   */
  market: { host?: string; allowedHosts: readonly string[] };
  /** Key of the secrets stored in the database (data source passwords): 32 bytes, base64; generated when not given. */
  dataKey?: string;
  /** Uploaded files: where they are kept and the limits of one upload request. */
  files: FileConfig;
  /** Excel import and export of list pages: the most rows one export writes and the largest workbook an import reads. */
  excel: { maxExportRows: number; maxImportBytes: number };
  /**
   * Enterprise registration (issue #34): 'off' (the default: an operator opens it), 'invite' (with `inviteCode`) or
   * 'open'; at most `perAddressPerHour` attempts per address and hour.
   */
  enterpriseRegistration: { mode: 'open' | 'invite' | 'off'; inviteCode?: string; perAddressPerHour: number };
  /**
   * SMS verification codes: how long one is valid, how many one phone is sent per hour and one address asks for per
   * minute, and the gateway: 'log' writes the message to the server log (and keeps the last ones for tests); 'twilio'
   * sends it through Twilio's Messages API (or one that speaks it, at `apiUrl`).
   */
  sms: SmsGateway & { codeTtlSeconds: number; perPhonePerHour: number; perAddressPerMinute: number };
  /** Platform operators, password reset mail and links (enterprise/settings.ts). */
  enterprise: EnterpriseSettings;
  /** The monitor's Prometheus endpoint: its bearer token (PROMETHEUS_TOKEN); none configured, the endpoint is off (404). */
  monitor: { prometheusToken?: string };
  /** Extension modules (issue #39): the folder whose sub-folders are loaded at start (MODULES_DIR); unset, none are. */
  modulesDir?: string;
}

export interface FileConfig {
  /** 'local': a folder of this server (`dir`); 's3': an S3-compatible bucket shared by every instance. */
  store: 'local' | 's3';
  /** The local store's folder (never inside the web root). */
  dir: string;
  /** The largest file, in bytes, and the most files one request may send. */
  maxBytes: number;
  maxCount: number;
  s3?: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
}

function fileConfig(env: NodeJS.ProcessEnv, dataDir: string): FileConfig {
  const store = env.FILE_STORE === 's3' ? 's3' : 'local';
  const s3 = { endpoint: env.S3_ENDPOINT ?? '', bucket: env.S3_BUCKET ?? '', region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' };
  if (store === 's3' && (!s3.endpoint || !s3.bucket || !s3.accessKeyId || !s3.secretAccessKey)) {
    throw new Error('FILE_STORE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return {
    store,
    dir: path.resolve(env.FILE_DIR || path.join(dataDir, 'files')),
    maxBytes: (int(env.FILE_MAX_SIZE_MB, 10) || 10) * 1024 * 1024,
    maxCount: int(env.FILE_MAX_COUNT, 10) || 10,
    ...(store === 's3' ? { s3 } : {}),
  };
}

function registration(env: NodeJS.ProcessEnv): ServerConfig['enterpriseRegistration'] {
  const mode = env.ENTERPRISE_REGISTRATION || 'off';
  if (mode !== 'open' && mode !== 'invite' && mode !== 'off') throw new Error(`ENTERPRISE_REGISTRATION: ${mode} is not open, invite or off`);
  const inviteCode = env.ENTERPRISE_INVITE_CODE || undefined;
  if (mode === 'invite' && !inviteCode) throw new Error('ENTERPRISE_REGISTRATION=invite needs ENTERPRISE_INVITE_CODE');
  return { mode, ...(inviteCode ? { inviteCode } : {}), perAddressPerHour: int(env.ENTERPRISE_REGISTER_MAX_PER_ADDRESS, 10) || 10 };
}

function timeZone(value: string | undefined): string {
  const zone = value || 'Asia/Shanghai';
  if (!isTimeZone(zone)) throw new Error(`TIME_ZONE: ${zone} is not a time zone (an IANA name such as Asia/Shanghai or UTC)`);
  return zone;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['false', '0', 'no', 'off'].includes(value.toLowerCase());
}

/** The SMS gateway of SMS_PROVIDER: the log (the default) or Twilio's Messages API. */
export type SmsGateway =
  | { provider: 'log' }
  | { provider: 'twilio'; twilio: { accountSid: string; authToken: string; from: string; apiUrl: string; countryCode: string } };

function smsGateway(env: NodeJS.ProcessEnv): SmsGateway {
  const provider = env.SMS_PROVIDER || 'log';
  if (provider === 'log') return { provider };
  if (provider !== 'twilio') throw new Error(`SMS_PROVIDER: ${provider} is not log or twilio`);
  const missing = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'SMS_FROM'].filter((name) => !env[name]);
  if (missing.length) throw new Error(`SMS_PROVIDER=twilio needs ${missing.join(', ')}`);
  return {
    provider,
    twilio: {
      accountSid: env.TWILIO_ACCOUNT_SID!, authToken: env.TWILIO_AUTH_TOKEN!, from: env.SMS_FROM!,
      apiUrl: env.SMS_API_URL || 'https://api.twilio.com', countryCode: env.SMS_COUNTRY_CODE || '+86',
    },
  };
}

/** The password hashes' cost: at least argon2's 8 KiB and 1 pass, at most 4 GiB and 100 passes. */
function passwordHashing(env: NodeJS.ProcessEnv): PasswordHashing {
  const memoryKib = Number(env.PASSWORD_HASH_MEMORY_KIB || OWASP_HASHING.memoryKib);
  const passes = Number(env.PASSWORD_HASH_PASSES || OWASP_HASHING.passes);
  if (!Number.isInteger(memoryKib) || memoryKib < 8 || memoryKib > 4 * 1024 * 1024) throw new Error(`PASSWORD_HASH_MEMORY_KIB: ${env.PASSWORD_HASH_MEMORY_KIB} is not a whole number of KiB from 8 to 4194304`);
  if (!Number.isInteger(passes) || passes < 1 || passes > 100) throw new Error(`PASSWORD_HASH_PASSES: ${env.PASSWORD_HASH_PASSES} is not a whole number from 1 to 100`);
  return { memoryKib, passes };
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 0 ? n : fallback;
}

/** A comma-separated list of hosts (`name`, `name:port`). */
const hostList = (value: string | undefined): string[] => (value ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);

/** Whether page hooks and script buttons may be created or changed (never in the experience environment). */
export function scriptEditingAllowed(config: Pick<ServerConfig, 'allowEditScript' | 'demoMode'>): boolean {
  return config.allowEditScript && !config.demoMode;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: int(env.PORT, 3000),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    userPassword: env.USER_PASSWORD || undefined,
    loginCaptcha: flag(env.LOGIN_CAPTCHA, true),
    demoMode: flag(env.DEMO_MODE, false),
    allowEditScript: flag(env.ALLOW_EDIT_SCRIPT, true),
    webDist: path.resolve(env.WEB_DIST || path.join(REPO_ROOT, 'runtime-web/dist')),
    appRole: env.DB_APP_ROLE || 'yc_app',
    dbAcquireTimeoutMs: int(env.DB_ACQUIRE_TIMEOUT_MS, 10_000) || 10_000,
    dbReadTimeoutMs: int(env.DB_READ_TIMEOUT_MS, 5_000) || 5_000,
    dbPoolMax: int(env.DB_POOL_MAX, 10) || 10,
    timeZone: timeZone(env.TIME_ZONE),
    loginLimits: {
      windowMinutes: int(env.LOGIN_LOCK_MINUTES, 15),
      perAccount: int(env.LOGIN_MAX_FAILURES, 5),
      perAddress: int(env.LOGIN_MAX_FAILURES_PER_IP, 50),
    },
    passwordHash: passwordHashing(env),
    logRetentionDays: int(env.LOG_RETENTION_DAYS, 180),
    housekeepingCron: env.HOUSEKEEPING_CRON || '17 * * * *',
    jobTickSeconds: int(env.JOB_TICK_SECONDS, 0),
    logLevel: env.LOG_LEVEL || 'warn',
    trustProxy: flag(env.TRUST_PROXY, false),
    sqlConfig: { timeoutMs: int(env.SQL_CONFIG_TIMEOUT_MS, 5000) || 5000, maxRows: int(env.SQL_CONFIG_MAX_ROWS, 1000) || 1000,
      maxEmbeddedCost: int(env.SQL_CONFIG_MAX_EMBEDDED_COST, 100_000) || 100_000 },
    httpConfig: {
      timeoutMs: int(env.HTTP_CONFIG_TIMEOUT_MS, 10_000) || 10_000,
      maxBytes: int(env.HTTP_CONFIG_MAX_BYTES, 2_000_000) || 2_000_000,
      allowedHosts: hostList(env.HTTP_CONFIG_ALLOWED_HOSTS),
    },
    dataSource: { allowedHosts: hostList(env.DATA_SOURCE_ALLOWED_HOSTS) },
    sso: { allowedHosts: hostList(env.SSO_ALLOWED_HOSTS) },
    market: { host: env.MARKET_HOST?.trim().replace(/\/+$/, '') || undefined, allowedHosts: hostList(env.MARKET_ALLOWED_HOSTS) },
    dataKey: env.DATA_KEY || undefined,
    monitor: { prometheusToken: env.PROMETHEUS_TOKEN?.trim() || undefined },
    modulesDir: env.MODULES_DIR?.trim() ? path.resolve(env.MODULES_DIR.trim()) : undefined,
    files: fileConfig(env, path.resolve(env.DATA_DIR || './data')),
    excel: {
      maxExportRows: int(env.EXCEL_EXPORT_MAX_ROWS, EXCEL_DEFAULTS.maxExportRows) || EXCEL_DEFAULTS.maxExportRows,
      maxImportBytes: (int(env.EXCEL_IMPORT_MAX_MB, EXCEL_DEFAULTS.maxImportMb) || EXCEL_DEFAULTS.maxImportMb) * 1024 * 1024,
    },
    enterpriseRegistration: registration(env),
    sms: {
      ...smsGateway(env),
      codeTtlSeconds: int(env.SMS_CODE_TTL_SECONDS, 300) || 300,
      perPhonePerHour: int(env.SMS_MAX_PER_PHONE, 5) || 5,
      perAddressPerMinute: int(env.SMS_MAX_PER_ADDRESS, 10) || 10,
    },
    enterprise: enterpriseSettings(env),
  };
}
