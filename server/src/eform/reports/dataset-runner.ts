// Runs a dataset: its aggregation compiled by the engine and run where its rows live — a table model's table (on the
// platform's database in the request's transaction, or in its data source), a SQL config's statement wrapped as a
// sub-select (through the SQL config runner: checked, read-only, reader role, time-out), or an HTTP config's records
// aggregated in memory with the same semantics. Like the SQL config runner, `prepare` works in the caller's
// transaction and answers the work left for after it (a data source or a service is not asked while it is open).
// Widgets read through a plan (`plan`, in a transaction, kept by the caller; `read`, after it): the aggregate of a table
// model on the platform's database then runs on the tenant's read connection (`readInTenant`: no transaction, stopped
// by the reader's statement time-out), so a slow aggregate holds no connection of the ORM's pool idle in a transaction.
// A widget's read (no row limit given) of a dataset with a cache time is served from the result cache when it holds
// the same dataset, parameter values and data scope (dataset-cache.ts); previews always run.
import {
  aggregateRows, answerRows, compileAggregate, CONFIG_MESSAGES, EFORM_MESSAGES, normaliseRows, Params, planDataset, readableColumns, REPORT_MESSAGES,
  type AggregatePlan, type DataRow, type Dataset, type Message, type MetadataOf, type SqlFragment, type ValueType,
} from '@yc/engine';
import type { ServerConfig } from '../../config.ts';
import type { ChangeBus } from '../../db/changes.ts';
import type { Database, EntityManager, Statement } from '../../db/database.ts';
import type { HttpCaller } from '../../logic/http-configs.ts';
import type { SqlConfigRunner } from '../../logic/sql-configs.ts';
import { badRequest } from '../../wire/envelope.ts';
import { DatasetCache } from './dataset-cache.ts';
import { asApiErrors } from '../errors.ts';
import type { ExternalTables } from '../models/external-tables.ts';
import { loadItem } from '../store/metadata.ts';
import { ON_READER, platformReader, platformTable, type RecordTable } from '../store/records/record-tables.ts';
import { limitStatementTime } from '../store/reports.ts';

type Values = Readonly<Record<string, unknown>>;
export type DatasetRows = () => Promise<DataRow[]>;

/** How a dataset is read beyond its parameters. */
export interface ReadOptions {
  /** At most this many rows (a preview's); a read with a limit never uses the result cache. */
  limit?: number;
  /**
   * The caller's data rules over the dataset's table model, ANDed into its aggregate (`?` placeholders); part of the
   * cache key. Absent: every row (a designer trying the widget out, a reader no data rule applies to).
   */
  scope?: readonly SqlFragment[];
}

/**
 * What a widget's read of a dataset needs besides the request's parameter values, found once in a transaction and kept
 * by the caller (dropped on a metadata change): the dataset, the caller's data scope, and for a dataset over a table
 * model of the platform's database, the model (the aggregate is then compiled and run without a transaction).
 */
export interface DatasetPlan {
  dataset: Dataset;
  scope?: readonly SqlFragment[];
  model?: MetadataOf<'tableModel'>;
}

/** Prefix of the parameters binding a dataset's filter values inside a wrapped SQL config (no config names its own so). */
const FILTER_PARAM = 'yc_ds_filter_';

export class DatasetRunner {
  /** Aggregates of platform tables running now, by tenant, statement and values. */
  readonly #running = new Map<string, Promise<DataRow[]>>();
  readonly results: DatasetCache;

  constructor(
    private readonly sql: SqlConfigRunner,
    private readonly http: HttpCaller,
    private readonly tables: ExternalTables,
    private readonly config: Pick<ServerConfig, 'sqlConfig'>,
    changes: ChangeBus,
  ) {
    this.results = new DatasetCache(changes);
  }

  /** The dataset's values of its parameters: the given ones over the declared defaults (others ignored). */
  #params(dataset: Dataset, given: Values): Record<string, unknown> {
    return Object.fromEntries((dataset.parameters ?? []).map((p) => [p.parameterKey, Object.hasOwn(given, p.parameterKey) ? given[p.parameterKey] : p.defaultValue]));
  }

  /** Prepares the dataset's rows in the caller's transaction; the answer gives them after it. */
  async prepare(em: EntityManager, tenantId: number, dataset: Dataset, given: Values, options: ReadOptions = {}): Promise<DatasetRows> {
    const params = this.#params(dataset, given);
    const tableOf = async () => `${tenantId}:${(await loadItem(em, 'tableModel', dataset.tableName!))?.content.tableName ?? ''}`;
    return this.#cached(tenantId, dataset, params, options, tableOf, () => this.#read(em, tenantId, dataset, params, options));
  }

  /** A widget's read of a dataset, planned in a transaction (see DatasetPlan). */
  async plan(em: EntityManager, dataset: Dataset, scope?: readonly SqlFragment[]): Promise<DatasetPlan> {
    if (!dataset.tableName) return { dataset, scope };
    const model = (await this.#model(em, dataset)).content;
    return model.dsName ? { dataset, scope } : { dataset, scope, model };
  }

  /**
   * The planned dataset's rows. Over a table model of the platform's database: its aggregate on the tenant's read
   * connection, no transaction (on the embedded database, a read-only one). Otherwise as `prepare` in a transaction of
   * its own, its work for after it (a data source, a service) done once it is closed.
   */
  async read(db: Database, tenantId: number, planned: DatasetPlan, given: Values): Promise<DataRow[]> {
    const { dataset, scope, model } = planned;
    if (!model) return (await db.inTenant(tenantId, (em) => this.prepare(em, tenantId, dataset, given, { scope })))();
    const params = this.#params(dataset, given);
    const options = { scope };
    const rows = await this.#cached(tenantId, dataset, params, options, async () => `${tenantId}:${model.tableName}`, async () => {
      const { plan, statement } = this.#aggregate(model, dataset, params, undefined, scope ?? []);
      const aggregate = statement(ON_READER);
      // A timed-out aggregate is refused by the reader with the time-out's message (database.ts).
      const read = await this.#shared(tenantId, aggregate, () => db.readInTenant(tenantId, (r) => platformReader(r).run<DataRow>(aggregate)));
      return async () => normaliseRows(plan, read);
    });
    return rows();
  }

  /** The result cache around a read (a dataset with a cache time, no row limit): a hit answers without reading. */
  async #cached(tenantId: number, dataset: Dataset, params: Values, options: ReadOptions, tableOf: () => Promise<string>, read: () => Promise<DatasetRows>): Promise<DatasetRows> {
    const seconds = options.limit === undefined ? (dataset.cacheTime ?? 0) : 0;
    if (seconds <= 0) return read();
    // The definition itself is part of the key: an edited dataset never answers with rows of its former self.
    const key = JSON.stringify([tenantId, dataset, params, options.scope ?? []]);
    const hit = this.results.get(key);
    if (hit) return async () => hit;
    const generation = this.results.generation;
    const rows = await read();
    const table = dataset.tableName ? await tableOf() : null;
    return async () => {
      const read = await rows();
      this.results.set(key, generation, table, seconds, read);
      return read;
    };
  }

  async #read(em: EntityManager, tenantId: number, dataset: Dataset, params: Values, { limit, scope }: ReadOptions): Promise<DatasetRows> {
    if (dataset.tableName) return this.#fromModel(em, tenantId, dataset, params, limit, scope ?? []);
    if (dataset.sqlCode) return this.#fromSql(em, tenantId, dataset, params, limit);
    if (dataset.httpCode) {
      const config = await loadItem(em, 'httpConfig', dataset.httpCode);
      if (!config) throw badRequest(CONFIG_MESSAGES.httpConfigUnknown(dataset.httpCode));
      const plan = planDataset(dataset, { columns: null, params, limit });
      return async () => aggregateRows(plan, answerRows(await this.http.call(config.content, params), config.content.resultPath));
    }
    throw badRequest(REPORT_MESSAGES.datasetEmpty);
  }

  /** The dataset's table model, one a dataset can aggregate (not one served over HTTP), or a refusal. */
  async #model(em: EntityManager, dataset: Dataset) {
    const item = await loadItem(em, 'tableModel', dataset.tableName!);
    if (!item) throw badRequest(EFORM_MESSAGES.tableModelUnknown(dataset.tableName!));
    if (item.content.persistenceType === 'http') throw badRequest(REPORT_MESSAGES.modelOverHttp);
    return item;
  }

  /** The dataset's aggregate over the model's table, compiled for a table's dialect and placeholders. */
  #aggregate(model: MetadataOf<'tableModel'>, dataset: Dataset, params: Values, limit: number | undefined, scope: readonly SqlFragment[]) {
    const columns = new Map<string, ValueType>([...readableColumns(model)].map(([code, column]) => [code, column.type]));
    const plan = planDataset(dataset, { columns, params, limit });
    const statement = (table: Pick<RecordTable, 'compile' | 'dialect'>) => {
      const bound = new Params(table.compile.placeholder);
      const where = scope.map((f) => bound.fragment(f));
      const text = compileAggregate(plan, { from: { table: model.tableName }, bind: (v) => bound.add(v), dialect: table.dialect, where });
      return { text, values: bound.values };
    };
    return { plan, statement };
  }

  /** The widgets of a dashboard over one dataset ask the same aggregate at once: one run answers all of them. */
  #shared(tenantId: number, aggregate: Statement, run: () => Promise<DataRow[]>, pgMessages?: Record<string, Message>): Promise<DataRow[]> {
    const key = JSON.stringify([tenantId, aggregate]);
    let shared = this.#running.get(key);
    if (!shared) {
      shared = asApiErrors(run, pgMessages).finally(() => this.#running.delete(key));
      this.#running.set(key, shared);
    }
    return shared;
  }

  async #fromModel(em: EntityManager, tenantId: number, dataset: Dataset, params: Values, limit: number | undefined, scope: readonly SqlFragment[]): Promise<DatasetRows> {
    const model = (await this.#model(em, dataset)).content;
    const { plan, statement } = this.#aggregate(model, dataset, params, limit, scope);
    if (model.dsName) {
      const run = async (table: RecordTable) => normaliseRows(plan, await asApiErrors(() => table.run<DataRow>(statement(table))));
      return () => this.tables.records(em, tenantId, model, false, run);
    }
    // A report reads; it is stopped like a SQL config when it runs too long.
    const timeoutMs = this.config.sqlConfig.timeoutMs;
    await limitStatementTime(em, timeoutMs);
    const table = platformTable(em);
    const aggregate = statement(table);
    const rows = normaliseRows(plan, await this.#shared(tenantId, aggregate, () => table.run<DataRow>(aggregate), { '57014': CONFIG_MESSAGES.sqlTimeout(timeoutMs) }));
    return async () => rows;
  }

  async #fromSql(em: EntityManager, tenantId: number, dataset: Dataset, params: Values, limit?: number): Promise<DatasetRows> {
    const config = await this.sql.loadRead(em, dataset.sqlCode!);
    const plan: AggregatePlan = planDataset(dataset, { columns: null, params, limit });
    // Filter values become named parameters of the wrapped statement, bound by the runner like the config's own.
    const filterValues: Record<string, unknown> = {};
    const bind = (value: unknown) => {
      const key = `${FILTER_PARAM}${Object.keys(filterValues).length}`;
      filterValues[key] = value;
      return `:${key}`;
    };
    // On lines of their own: a comment ending the config's statement cannot swallow the wrapping.
    const inner = `\n${config.sqlQuery.trim().replace(/;+$/, '')}\n`;
    const sqlQuery = compileAggregate(plan, { from: { subquery: inner }, bind });
    const parameters = [...(config.parameters ?? []), ...Object.keys(filterValues).map((parameterKey) => ({ parameterKey }))];
    const work = await this.sql.run(em, tenantId, { ...config, sqlQuery, parameters }, { ...params, ...filterValues });
    return async () => normaliseRows(plan, (await work()).rows);
  }
}
