// Data sources: external PostgreSQL and MySQL/MariaDB databases that SQL configs and table models may use. A URL in the
// reference's JDBC form or a plain driver URL becomes connection settings; only allow-listed options pass (no local
// file loading, no init statements, no other drivers), and a refused option names itself.
import { Type, type Static } from '@sinclair/typebox';
import { OneOf } from '../metadata/common.ts';
import { MessageError } from '../wire/message.ts';
import { CONFIG_MESSAGES } from './messages.ts';
import type { SqlDialect } from './sql-params.ts';
import { DB_TYPES, type DbType } from './vocab.ts';


export const dialectOf = (dbType: DbType): SqlDialect => (dbType === 'postgresql' ? 'postgresql' : 'mysql');

/** A data source as the API takes it (the password only when set or changed; it is never returned). */
export const DataSourceSchema = Type.Object({
  datasourceKey: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_-]*$' }),
  datasourceName: Type.String({ minLength: 1, maxLength: 100 }),
  datasourceType: Type.Optional(Type.String({ maxLength: 32, description: 'Free label, e.g. business or report' })),
  dbType: OneOf(DB_TYPES),
  url: Type.String({ minLength: 1, maxLength: 1000 }),
  username: Type.Optional(Type.String({ maxLength: 128 })),
  password: Type.Optional(Type.String({ maxLength: 256 })),
  attributesJson: Type.Optional(Type.String({ maxLength: 4000, description: 'JSON object of further allow-listed connection options' })),
  driverClassName: Type.Optional(Type.String({ maxLength: 200, description: 'Accepted for compatibility and ignored' })),
});
export type DataSourceInput = Static<typeof DataSourceSchema>;

/** Connection settings for a driver. */
export interface ConnectionSettings {
  dialect: SqlDialect;
  host: string;
  port: number;
  database: string;
  user?: string;
  password?: string;
  ssl: 'off' | 'prefer' | 'require' | 'verify';
  connectTimeoutMs: number;
  charset?: string;
  timezone?: string;
  applicationName?: string;
}

export class DataSourceRefused extends MessageError {
  constructor(message: ConstructorParameters<typeof MessageError>[0]) {
    super(message);
    this.name = 'DataSourceRefused';
  }
}

type Apply = (settings: ConnectionSettings, value: string) => void;
const bool = (v: string) => /^(true|1|yes|on)$/i.test(v);
const seconds: Apply = (s, v) => { s.connectTimeoutMs = Math.min(Math.max(Number(v) || 10, 1), 60) * 1000; };
const millis: Apply = (s, v) => { s.connectTimeoutMs = Math.min(Math.max(Number(v) || 10_000, 1000), 60_000); };
const ignored: Apply = () => undefined;

/** Options each dialect accepts (case-insensitive), and what they set; anything else is refused. */
const OPTIONS: Record<SqlDialect, Record<string, Apply>> = {
  postgresql: {
    sslmode: (s, v) => { s.ssl = v === 'disable' ? 'off' : v === 'require' ? 'require' : v.startsWith('verify') ? 'verify' : 'prefer'; },
    ssl: (s, v) => { s.ssl = bool(v) ? 'require' : 'off'; },
    connect_timeout: seconds,
    connecttimeout: seconds,
    application_name: (s, v) => { s.applicationName = v.slice(0, 60); },
    applicationname: (s, v) => { s.applicationName = v.slice(0, 60); },
  },
  mysql: {
    usessl: (s, v) => { s.ssl = bool(v) ? 'require' : 'off'; },
    ssl: (s, v) => { s.ssl = bool(v) ? 'require' : 'off'; },
    sslmode: (s, v) => { s.ssl = /disabled/i.test(v) ? 'off' : /verify/i.test(v) ? 'verify' : 'require'; },
    characterencoding: (s, v) => { s.charset = /^utf-?8/i.test(v) ? 'UTF8MB4_GENERAL_CI' : v; },
    charset: (s, v) => { s.charset = v; },
    servertimezone: (s, v) => { s.timezone = v; },
    timezone: (s, v) => { s.timezone = v; },
    connecttimeout: millis,
    useunicode: ignored,
    zerodatetimebehavior: ignored,
    tinyint1isbit: ignored,
    nullcatalogmeanscurrent: ignored,
    allowpublickeyretrieval: ignored,
    autoreconnect: ignored,
    usejdbccomplianttimezoneshift: ignored,
    uselegacydatetimecode: ignored,
    rewritebatchedstatements: ignored,
  },
};

const PROTOCOLS: Record<string, SqlDialect> = { 'postgresql:': 'postgresql', 'postgres:': 'postgresql', 'mysql:': 'mysql', 'mariadb:': 'mysql' };

/** Connection settings of a data source, or DataSourceRefused naming what is wrong. */
export function connectionSettings(source: Pick<DataSourceInput, 'dbType' | 'url' | 'username' | 'password' | 'attributesJson'>): ConnectionSettings {
  const raw = source.url.trim().replace(/^jdbc:/i, '');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DataSourceRefused(CONFIG_MESSAGES.dsUrlInvalid);
  }
  const dialect = PROTOCOLS[url.protocol.toLowerCase()];
  if (!dialect || !url.hostname) throw new DataSourceRefused(CONFIG_MESSAGES.dsUrlInvalid);
  if (dialect !== dialectOf(source.dbType)) throw new DataSourceRefused(CONFIG_MESSAGES.dsTypeMismatch(dialect, source.dbType));
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!database || database.includes('/')) throw new DataSourceRefused(CONFIG_MESSAGES.dsUrlInvalid);
  const settings: ConnectionSettings = {
    dialect,
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : dialect === 'postgresql' ? 5432 : 3306,
    database,
    user: source.username || (url.username ? decodeURIComponent(url.username) : undefined),
    password: source.password || (url.password ? decodeURIComponent(url.password) : undefined),
    ssl: dialect === 'postgresql' ? 'prefer' : 'off',
    connectTimeoutMs: 10_000,
  };
  const options: [string, string][] = [...url.searchParams.entries()];
  if (source.attributesJson?.trim()) {
    let attributes: unknown;
    try {
      attributes = JSON.parse(source.attributesJson);
    } catch {
      throw new DataSourceRefused(CONFIG_MESSAGES.dsAttributesInvalid);
    }
    if (!attributes || typeof attributes !== 'object' || Array.isArray(attributes)) throw new DataSourceRefused(CONFIG_MESSAGES.dsAttributesInvalid);
    for (const [k, v] of Object.entries(attributes)) {
      if (v !== null && typeof v === 'object') throw new DataSourceRefused(CONFIG_MESSAGES.dsOptionRefused(k));
      options.push([k, String(v)]);
    }
  }
  for (const [name, value] of options) {
    const apply = Object.hasOwn(OPTIONS[dialect], name.toLowerCase()) ? OPTIONS[dialect][name.toLowerCase()] : undefined;
    if (!apply) throw new DataSourceRefused(CONFIG_MESSAGES.dsOptionRefused(name));
    apply(settings, value);
  }
  return settings;
}
