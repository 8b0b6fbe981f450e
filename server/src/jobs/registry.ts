// The handlers a scheduled job may run (its jobClassName): a registry of named handlers that the platform defines here
// and that installed apps or plugins add with registerJobClass. A job names one of these; nothing is ever loaded from a
// class or module name a request gives. A handler checks its parameter when the job is saved and runs with the job's
// enterprise, parameter and the server's services; what it answers is the run's result, what it throws its error.
import type { Message, MessageTexts, ScriptRunner } from '@yc/engine';
import { CONFIG_MESSAGES, MessageError, sysJobMessage } from '@yc/engine';
import type { ServerConfig } from '../config.ts';
import type { Database, EntityManager } from '../db/database.ts';
import { loadItem } from '../eform/store/metadata.ts';
import { httpRecords, type HttpCaller } from '../logic/http-configs.ts';
import type { SqlConfigRunner } from '../logic/sql-configs.ts';
import { DEFAULT_TENANT } from '../install/bootstrap.ts';
import { purge } from './housekeeping.ts';
import { tenantCode } from './store.ts';

/** What a handler is given to run with: one set per server instance. */
export interface JobServices {
  db: Database;
  config: ServerConfig;
  sql: SqlConfigRunner;
  http: HttpCaller;
  sandbox: ScriptRunner;
}

export interface JobRun {
  tenantId: number;
  jobId: string;
  jobName: string;
  /** The job's parameter as stored (checked by the handler when the job was saved). */
  parameter: string | null;
  /** The username of who last saved the job: a handler that acts as a user acts as this one. */
  runAs: string | null;
  services: JobServices;
}

export interface JobClass {
  /** The jobClassName a job stores. */
  name: string;
  label: MessageTexts;
  /** What the parameter holds, shown beside the field. */
  parameterHint: MessageTexts;
  /** A problem with the parameter (checked on add and edit, in the job's enterprise), or undefined. */
  check?(em: EntityManager, parameter: string | null): Promise<Message | undefined>;
  run(job: JobRun): Promise<unknown>;
}

const make = sysJobMessage;

export const JOB_MESSAGES = {
  nameRequired: make('nameRequired'),
  nameTaken: (name: string) => make('nameTaken', { name }),
  classUnknown: (name: string) => make('classUnknown', { name }),
  cronInvalid: (cron: string) => make('cronInvalid', { cron }),
  parameterNotJson: make('parameterNotJson'),
  parameterCode: make('parameterCode'),
  alreadyRunning: make('alreadyRunning'),
  alreadyStopped: make('alreadyStopped'),
  platformOnly: make('platformOnly'),
} as const;

const registry = new Map<string, JobClass>();

/** Adds a handler (the platform's own below; an app or plugin its own): a name is registered once. */
export function registerJobClass(jobClass: JobClass): void {
  if (registry.has(jobClass.name)) throw new Error(`job class ${jobClass.name} is registered twice`);
  registry.set(jobClass.name, jobClass);
}

export const jobClass = (name: string): JobClass | undefined => registry.get(name);
export const jobClasses = (): JobClass[] => [...registry.values()];

/** The parameter of a config-running handler: the config's code and the values of its parameters. */
interface ConfigParameter {
  code: string;
  params: Record<string, unknown>;
}

export const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** A parameter that must be a JSON object (its `params`, when given, an object too), or undefined. */
export function jsonParameter(parameter: string | null): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(parameter ?? '');
    return isObject(value) && (value.params === undefined || isObject(value.params)) ? value : undefined;
  } catch {
    return undefined;
  }
}

function configParameter(parameter: string | null): { config: ConfigParameter } | { problem: Message } {
  const value = jsonParameter(parameter);
  if (!value) return { problem: JOB_MESSAGES.parameterNotJson };
  const { code, params } = value;
  if (typeof code !== 'string' || !code.trim()) return { problem: JOB_MESSAGES.parameterCode };
  return { config: { code: code.trim(), params: (params ?? {}) as Record<string, unknown> } };
}

/** A handler that runs a config of `kind` named by its parameter, checking on save that the config exists. */
function configClass(name: string, kind: 'sqlConfig' | 'httpConfig', label: MessageTexts, run: (job: JobRun, p: ConfigParameter) => Promise<unknown>): JobClass {
  const parsed = (parameter: string | null) => {
    const p = configParameter(parameter);
    if ('problem' in p) throw new MessageError(p.problem);
    return p.config;
  };
  return {
    name, label,
    parameterHint: { en_US: '{"code": "config code", "params": {"name": "value"}}', zh_CN: '{"code": "配置编码", "params": {"参数名": "值"}}' },
    async check(em, parameter) {
      const p = configParameter(parameter);
      if ('problem' in p) return p.problem;
      if (await loadItem(em, kind, p.config.code)) return undefined;
      return kind === 'sqlConfig' ? CONFIG_MESSAGES.sqlConfigUnknown(p.config.code) : CONFIG_MESSAGES.httpConfigUnknown(p.config.code);
    },
    run: (job) => run(job, parsed(job.parameter)),
  };
}

registerJobClass({
  name: 'housekeeping',
  label: { en_US: 'Housekeeping (purge expired sessions, codes and old logs)', zh_CN: '清理过期数据（会话、验证码、旧日志）' },
  parameterHint: { en_US: 'No parameter', zh_CN: '无参数' },
  // The purge reaches every enterprise: a job of any other enterprise fails with the reason (and learns nothing).
  async run({ services, tenantId }) {
    if ((await tenantCode(services.db, tenantId)) !== DEFAULT_TENANT.code) throw new MessageError(JOB_MESSAGES.platformOnly);
    return purge(services.db, services.config);
  },
});

registerJobClass(configClass('sqlConfig', 'sqlConfig', { en_US: 'Run an SQL config', zh_CN: '执行 SQL 配置' }, async ({ services, tenantId }, { code, params }) => {
  const { db, sql } = services;
  const work = await db.inTenant(tenantId, async (em) => sql.run(em, tenantId, await sql.load(em, code), params));
  const { rows, truncated } = await work();
  return { rows: rows.length, truncated, ...(rows.length === 1 && 'affectedRows' in rows[0]! ? { affectedRows: rows[0]!.affectedRows } : {}) };
}));

registerJobClass(configClass('httpConfig', 'httpConfig', { en_US: 'Call an HTTP config', zh_CN: '调用 HTTP 配置' }, async ({ services, tenantId }, { code, params }) => {
  const rows = await httpRecords(services.db, tenantId, services.http, code, params);
  return { records: Array.isArray(rows) ? rows.length : 0 };
}));
