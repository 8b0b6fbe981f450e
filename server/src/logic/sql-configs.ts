// SQL configs: a named query with named parameters, run on the platform's database (under the caller's enterprise, as
// the read-only reader role, in a read-only transaction) or on an external data source. Parameters are always bound;
// the statement is checked on its syntax tree before it runs; a statement time-out and a row limit apply.
import { Type } from '@sinclair/typebox';
import {
  bindNamed, checkParameterKeys, CONFIG_MESSAGES, dialectOf, issue, namedParameters, PERMISSIONS, SqlRefused, type MetadataOf, type SqlDialect,
  type ValidationIssue,
} from '@yc/engine';
import type { ServerConfig } from '../config.ts';
import type { Database, EntityManager } from '../db/database.ts';
import type { Api } from '../plugin-types.ts';
import { codeParam } from '../wire/requests.ts';
import { readerRole } from '../db/security.ts';
import { registerMetadataRoutes } from '../eform/metadata/metadata-routes.ts';
import { loadItem } from '../eform/store/metadata.ts';
import { ANSWER_MAX_BYTES, boundedQuery, isAnswerTooLarge, runStatement } from '../eform/store/records/sql-exec.ts';
import { invalid } from '../eform/errors.ts';
import { badRequest, ok } from '../wire/envelope.ts';
import { Open, replies } from '../wire/responses.ts';
import type { DataSourceStore, ResolvedSource } from './data-sources.ts';
import { ExternalQueryFailed, type ExternalDatabases } from './store/external.ts';
import { assertMayRunConfigs, ConfigContext } from './config-access.ts';
import { guardStatement } from './sql-guard.ts';
import { boundRun, limitedRows, ownSchema, planCost, restoreRole, writeUnderSavepoint } from './store/sql-configs.ts';

export type SqlConfig = MetadataOf<'sqlConfig'>;

export interface SqlResult {
  rows: Record<string, unknown>[];
  /** More rows matched than a call answers (the row limit). */
  truncated: boolean;
}

type Values = Readonly<Record<string, unknown>>;

/** Parameter keys: non-empty, unique (the engine's rule), and every `:name` of the query declared. */
export function parameterIssues(config: Pick<SqlConfig, 'sqlQuery' | 'parameters'>, dialect: SqlDialect): ValidationIssue[] {
  const issues = checkParameterKeys(config.parameters, '/parameters');
  const seen = new Set((config.parameters ?? []).map((p) => p.parameterKey));
  try {
    for (const name of namedParameters(config.sqlQuery, dialect)) {
      if (!seen.has(name)) issues.push(issue('/sqlQuery', CONFIG_MESSAGES.paramUndeclared(name)));
    }
  } catch (error) {
    if (!(error instanceof SqlRefused) || !error.catalogued) throw error;
    issues.push(issue('/sqlQuery', error.catalogued));
  }
  return issues;
}

/** A parameter value as a driver binds it: scalars as they are, anything else as its JSON text. */
const bindable = (value: unknown) => (value === undefined ? null : value !== null && typeof value === 'object' ? JSON.stringify(value) : value);

/** The values of the declared parameters: the given ones over the defaults (others are ignored). */
export function sqlParameterValues(config: Pick<SqlConfig, 'parameters'>, given: Values): Record<string, unknown> {
  return Object.fromEntries((config.parameters ?? []).map((p) => [
    p.parameterKey, bindable(Object.hasOwn(given, p.parameterKey) ? given[p.parameterKey] : (p.defaultValue ?? null)),
  ]));
}

export class SqlConfigRunner {
  constructor(
    private readonly sources: DataSourceStore,
    private readonly external: ExternalDatabases,
    private readonly config: Pick<ServerConfig, 'appRole' | 'sqlConfig'>,
    /** The embedded database runs a statement to its end (no time-out): a query is refused by its estimated cost instead. */
    private readonly embedded: boolean,
  ) {}

  /** The dialect a config runs in: its data source's, or PostgreSQL for the platform's own database. */
  async dialectOf(em: EntityManager, dsName: string | undefined): Promise<SqlDialect> {
    if (!dsName) return 'postgresql';
    const dbType = await this.sources.dbTypeOf(em, dsName);
    if (!dbType) throw badRequest(CONFIG_MESSAGES.dsUnknown(dsName));
    return dialectOf(dbType);
  }

  /** Issues of a config about to be saved: its data source, its parameters and its statement. */
  async check(em: EntityManager, config: SqlConfig): Promise<ValidationIssue[]> {
    let dialect: SqlDialect;
    try {
      dialect = await this.dialectOf(em, config.dsName || undefined);
    } catch {
      return [issue('/dsName', CONFIG_MESSAGES.dsUnknown(config.dsName ?? ''))];
    }
    const issues = parameterIssues(config, dialect);
    if (issues.length) return issues;
    try {
      await guardStatement(bindNamed(config.sqlQuery, dialect, {}).text, dialect, {
        write: config.writable ?? false, ownSchema: config.dsName ? undefined : await ownSchema(em), embedded: this.embedded && !config.dsName,
      });
    } catch (error) {
      if (!(error instanceof SqlRefused) || !error.catalogued) throw error;
      return [issue('/sqlQuery', error.catalogued)];
    }
    return [];
  }

  async #refuseCostly(em: EntityManager, text: string, values: unknown[]): Promise<void> {
    const cost = await planCost(em, text, values);
    const limit = this.config.sqlConfig.maxEmbeddedCost;
    if (cost > limit) throw new ExternalQueryFailed(CONFIG_MESSAGES.sqlTooCostly(cost, limit));
  }

  /** The rows of a read config, in a transaction of its own (a script's `api.sql`). */
  async rowsOf(db: Database, tenantId: number, code: string, given: Values): Promise<Record<string, unknown>[]> {
    const work = await db.inTenant(tenantId, async (em) => this.run(em, tenantId, await this.loadRead(em, code), given));
    return (await work()).rows;
  }

  /** A config that only reads, or a refusal. */
  async loadRead(em: EntityManager, code: string): Promise<SqlConfig> {
    const config = await this.load(em, code);
    if (config.writable) throw badRequest(CONFIG_MESSAGES.sqlReadOnly);
    return config;
  }

  /** The enterprise's config of this code, or a refusal naming the code. */
  async load(em: EntityManager, code: string): Promise<SqlConfig> {
    const item = await loadItem(em, 'sqlConfig', code);
    if (!item) throw badRequest(CONFIG_MESSAGES.sqlConfigUnknown(code));
    return item.content;
  }

  /**
   * Prepares a run inside the caller's transaction: checks the statement, and for the platform's database runs it there
   * and then; for a data source it answers the work to do after the transaction (the caller's connection is not held
   * while another database answers).
   */
  async run(em: EntityManager, tenantId: number, config: SqlConfig, given: Values, options: { dryRun?: boolean; maxRows?: number } = {}): Promise<() => Promise<SqlResult>> {
    const write = config.writable ?? false;
    const { timeoutMs } = this.config.sqlConfig;
    // A caller may ask for fewer rows than the configured limit (a searched control's first matches), never more.
    const maxRows = Math.min(options.maxRows ?? Infinity, this.config.sqlConfig.maxRows);
    const values = sqlParameterValues(config, given);
    const source: ResolvedSource | null = config.dsName ? await this.sources.resolve(em, config.dsName) : null;
    const dialect = source?.settings.dialect ?? 'postgresql';
    const issues = parameterIssues(config, dialect);
    if (issues.length) throw invalid(issues);
    const native = bindNamed(config.sqlQuery, dialect, values);
    await guardStatement(native.text, dialect, {
      write, ownSchema: source ? undefined : await ownSchema(em), embedded: this.embedded && !source, values: native.values,
    });
    // A query answers at most maxRows (+1 to tell that there were more), and on the platform's database at most
    // ANSWER_MAX_BYTES; the bounds wrap the checked statement.
    const limited = (text: string) => (write ? text : source ? limitedRows(text, maxRows + 1) : boundedQuery(text, maxRows));
    const result = (rows: Record<string, unknown>[]): SqlResult =>
      ({ rows: rows.slice(0, write ? rows.length : maxRows), truncated: !write && rows.length > maxRows });

    if (source) {
      return async () => result(await this.external.run({ tenantId, ...source }, limited(native.text), native.values, { write, timeoutMs, dryRun: options.dryRun }));
    }
    const statement = bindNamed(config.sqlQuery, dialect, values, 'question');
    await boundRun(em, timeoutMs, write ? undefined : readerRole(this.config.appRole));
    let rows: Record<string, unknown>[];
    try {
      if (write) {
        rows = [{ affectedRows: await writeUnderSavepoint(em, statement.text, statement.values, options.dryRun ?? false) }];
      } else {
        if (this.embedded) await this.#refuseCostly(em, limited(statement.text), statement.values);
        rows = await runStatement<Record<string, unknown>>(em, { text: limited(statement.text), values: statement.values });
      }
    } catch (error) {
      if (error instanceof ExternalQueryFailed) throw error;
      if (isAnswerTooLarge(error)) throw new ExternalQueryFailed(CONFIG_MESSAGES.sqlTooLarge(ANSWER_MAX_BYTES));
      const code = String((error as { code?: unknown })?.code ?? '');
      if (code === '57014') throw new ExternalQueryFailed(CONFIG_MESSAGES.sqlTimeout(timeoutMs));
      throw new ExternalQueryFailed(CONFIG_MESSAGES.sqlFailed(/^[0-9A-Z]{5}$/.test(code) ? code : 'XX000'));
    } finally {
      if (!write) await restoreRole(em, this.config.appRole).catch(() => undefined);
    }
    return async () => result(rows);
  }
}

/** Rows of a page whose data comes from an SQL config: each must carry an id. */
export function pageRows(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  if (rows.length && !('id' in rows[0]!)) throw badRequest(CONFIG_MESSAGES.sqlNoId);
  return rows;
}

const TestBody = Type.Object({
  sqlCode: Type.Optional(Type.String({ maxLength: 100 })),
  sqlQuery: Type.Optional(Type.String({ maxLength: 100_000 })),
  dsName: Type.Optional(Type.String({ maxLength: 64 })),
  writable: Type.Optional(Type.Boolean()),
  parameters: Type.Optional(Type.Array(Type.Object({ parameterKey: Type.String(), defaultValue: Type.Optional(Type.String()) }))),
  params: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  forPage: Type.Optional(Type.Boolean({ description: 'The rows feed a page: each must carry an id' })),
});
const Result = Type.Object({ rows: Type.Array(Open), truncated: Type.Boolean() });
const BatchBody = Type.Object({
  items: Type.Array(Type.Object({ sqlCode: codeParam, params: Type.Optional(Type.Record(Type.String(), Type.Unknown())) }), { minItems: 1, maxItems: 20 }),
});

export async function sqlConfigRoutes(app: Api, runner: SqlConfigRunner) {
  const tags = ['logic'];
  registerMetadataRoutes(app, { kind: 'sqlConfig', permissions: PERMISSIONS.system.sqlConfig, check: (em, item) => runner.check(em, item) });

  app.post('/api/eform/manage/sqlConfig/test', {
    config: { access: { permission: PERMISSIONS.system.sqlConfig.test } },
    schema: {
      tags, summary: 'Run a saved config (sqlCode) or an unsaved one (sqlQuery, dsName, parameters) with parameter values; a write is rolled back',
      body: TestBody, response: replies(Result),
    },
  }, async (request) => {
    const { sqlCode, params = {}, forPage } = request.body;
    const work = await request.tx(async (em) => {
      const config: SqlConfig = sqlCode
        ? await runner.load(em, sqlCode)
        : { sqlName: 'test', sqlCode: 'test', sqlQuery: request.body.sqlQuery ?? '', dsName: request.body.dsName, writable: request.body.writable, parameters: request.body.parameters };
      if (!config.sqlQuery.trim()) throw badRequest(CONFIG_MESSAGES.sqlUnreadable);
      return runner.run(em, request.caller().tenantId, config, params, { dryRun: true });
    });
    const result = await work();
    return ok(forPage ? { ...result, rows: pageRows(result.rows) } : result);
  });

  const readConfig = (em: EntityManager, code: string) => runner.loadRead(em, code);

  app.post('/api/eform/engine/viewEngine/getSqlConfigItems', {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, summary: 'The rows of a (read) SQL config; the body holds the parameter values. The caller may run the config (its permission, or what the context names binds it)',
      querystring: Type.Composite([Type.Object({ sqlCode: codeParam }), ConfigContext]),
      body: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]), response: replies(Type.Array(Open)),
    },
  }, async (request) => {
    const { sqlCode, ...context } = request.query;
    const work = await request.tx(async (em) => {
      await assertMayRunConfigs(request, em, 'sql', [sqlCode], context);
      return runner.run(em, request.caller().tenantId, await readConfig(em, sqlCode), request.body ?? {});
    });
    return ok((await work()).rows);
  });

  app.post('/api/eform/engine/viewEngine/getSqlConfigItemsBatch', {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, summary: 'The rows of several (read) SQL configs at once, in the order asked (each one the caller may run)', body: BatchBody,
      querystring: ConfigContext,
      response: replies(Type.Array(Type.Object({ sqlCode: Type.String(), rows: Type.Array(Open) }))),
    },
  }, async (request) => {
    const answers = [];
    const codes = request.body.items.map((item) => item.sqlCode);
    await request.tx((em) => assertMayRunConfigs(request, em, 'sql', codes, request.query));
    for (const item of request.body.items) {
      const work = await request.tx(async (em) => runner.run(em, request.caller().tenantId, await readConfig(em, item.sqlCode), item.params ?? {}));
      answers.push({ sqlCode: item.sqlCode, rows: (await work()).rows });
    }
    return ok(answers);
  });
}
