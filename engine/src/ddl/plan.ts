// Table model (+ the table's current catalog columns and indexes) → DDL of where the table lives (the platform's
// PostgreSQL, or a data source's PostgreSQL or MySQL): create, or sync by adding, widening and altering columns and by
// creating and dropping the managed indexes. Changes that lose data (drop, narrow, type change) are marked destructive.
import type { TableColumn, TableModel } from '../metadata/index.ts';
import { persistedColumns } from './columns.ts';
import { DDL_DIALECTS, type DdlDialect, type DdlTarget } from './dialect.ts';
import { defaultLiteral, modelDefault, sameDefault } from './defaults.ts';
import { DDL_MESSAGES, DdlRejected, isPlatformTableName } from './errors.ts';
import { compareIndexes, createIndexStatement, wantedIndexes, type TableIndexShape } from './indexes.ts';
import { shapeOf, type CatalogColumn, type ColumnShape } from './types.ts';
import type { Message } from '../wire/message.ts';

export const DDL_CHANGE_KINDS = [
  'createTable', 'addColumn', 'widenColumn', 'narrowColumn', 'changeType',
  'setNotNull', 'dropNotNull', 'setDefault', 'dropDefault', 'dropColumn', 'createIndex', 'dropIndex',
] as const;
export type DdlChangeKind = (typeof DDL_CHANGE_KINDS)[number];

const DESTRUCTIVE: ReadonlySet<DdlChangeKind> = new Set(['narrowColumn', 'changeType', 'dropColumn']);

export interface DdlChange {
  kind: DdlChangeKind;
  column?: string;
  /** Index changes: the index's physical name; `to` lists its columns. */
  index?: string;
  unique?: boolean;
  /** Types before and after, for widen / narrow / type change. */
  from?: string;
  to?: string;
  destructive: boolean;
  statement: string;
}

export interface DdlPlan {
  action: 'create' | 'sync';
  table: string;
  changes: DdlChange[];
  /** The statements to run, in order. */
  statements: string[];
  destructive: DdlChange[];
}

const change = (kind: DdlChangeKind, statement: string, extra: Partial<DdlChange> = {}): DdlChange => ({
  kind, statement, destructive: DESTRUCTIVE.has(kind), ...extra,
});

function columnDefinition(d: DdlDialect, column: TableColumn): string {
  const literal = defaultLiteral(column, d);
  const notNull = column.isNull === false ? ' not null' : '';
  return `${d.quote(column.colCode)} ${d.type(shapeOf(column))}${notNull}${literal === null ? '' : ` default ${literal}`}`;
}

export interface PlanOptions {
  /** The table's indexes as the catalog reports them (sync). */
  indexes?: readonly TableIndexShape[];
  /** Columns that forms check for unique values (unionCheck): each gets a unique index. */
  uniqueColumns?: readonly string[];
  /** Where the table lives: the platform's database (default) or a data source's. */
  target?: DdlTarget;
}

/** The DDL of a table model: `create` when the catalog has no table (null), else the sync against it. */
export function planTableDdl(model: TableModel, catalog: readonly CatalogColumn[] | null, options: PlanOptions = {}): DdlPlan {
  if (isPlatformTableName(model.tableName)) throw new DdlRejected(DDL_MESSAGES.reservedTable(model.tableName));
  const d = DDL_DIALECTS[options.target ?? 'platform'];
  const table = d.quote(model.tableName);
  const persisted = new Set(persistedColumns(model).map((c) => c.colCode));
  const wanted = wantedIndexes(model, (options.uniqueColumns ?? []).filter((c) => persisted.has(c)), d.tenantIndexes);
  const { drop, create } = compareIndexes(wanted, catalog === null ? [] : (options.indexes ?? []));
  const created = create.map((index) => change('createIndex', createIndexStatement(model.tableName, index, d.quote), indexFields(index)));
  const dropped = drop.map((index) => change('dropIndex', d.dropIndex(model.tableName, index.name), indexFields(index)));
  const changes = catalog === null ? [createTable(d, model, table), ...created] : [...dropped, ...syncTable(d, model, table, catalog), ...created];
  return {
    action: catalog === null ? 'create' : 'sync',
    table: model.tableName,
    changes,
    statements: changes.map((c) => c.statement),
    destructive: changes.filter((c) => c.destructive),
  };
}

const indexFields = (index: TableIndexShape): Partial<DdlChange> => ({
  index: index.name,
  unique: index.unique,
  to: index.columns.map((c) => `${c.name}${c.descending ? ' desc' : ''}`).join(', '),
});

function createTable(d: DdlDialect, model: TableModel, table: string): DdlChange {
  const definitions = [
    ...d.platformColumns.map((c) => `${d.quote(c.name)} ${c.sql}`),
    ...persistedColumns(model).map((c) => columnDefinition(d, c)),
  ];
  return change('createTable', `create table ${table} (\n  ${definitions.join(',\n  ')}\n)`);
}

function syncTable(d: DdlDialect, model: TableModel, table: string, catalog: readonly CatalogColumn[]): DdlChange[] {
  const alter = (sql: string) => `alter table ${table} ${sql}`;
  const existing = new Map(catalog.map((c) => [c.name, c]));
  const wanted = persistedColumns(model);
  const wantedNames = new Set([...wanted.map((c) => c.colCode), ...d.platformColumns.map((c) => c.name)]);

  const platform = d.platformColumns.filter((c) => !existing.has(c.name)).map((c) =>
    change('addColumn', alter(`add column ${d.quote(c.name)} ${c.sql}`), { column: c.name }),
  );
  const added = wanted
    .filter((c) => !existing.has(c.colCode))
    .map((c) => change('addColumn', alter(`add column ${columnDefinition(d, c)}`), { column: c.colCode }));
  const altered = wanted.flatMap((c) => {
    const current = existing.get(c.colCode);
    return current ? alterColumn(d, c, current, alter) : [];
  });
  const dropped = catalog
    .filter((c) => !wantedNames.has(c.name))
    .map((c) => change('dropColumn', alter(`drop column ${d.quote(c.name)}`), { column: c.name }));
  return [...platform, ...added, ...altered, ...dropped];
}

/**
 * The changes of one column. PostgreSQL alters each aspect (type, null, default) on its own; MySQL restates the whole
 * column once (`modify column`), the change named after its most telling aspect.
 */
function alterColumn(d: DdlDialect, column: TableColumn, current: CatalogColumn, alter: (sql: string) => string): DdlChange[] {
  const name = d.quote(column.colCode);
  const shape = d.stored(shapeOf(column));
  const typeChange = compareShapes(current, shape);
  const nullable = column.isNull !== false;
  const nullChange = nullable === current.nullable ? undefined : nullable ? 'dropNotNull' as const : 'setNotNull' as const;
  const literal = defaultLiteral(column, d);
  const defaultChange = sameDefault(modelDefault(column), current.default, column.colType === 'number')
    ? undefined
    : literal === null ? 'dropDefault' as const : 'setDefault' as const;
  const to = d.type(shape);
  if (d.restatesColumns) {
    const kind = typeChange ?? nullChange ?? defaultChange;
    if (!kind) return [];
    return [change(kind, alter(`modify column ${columnDefinition(d, column)}`), { column: column.colCode, ...(typeChange ? { from: current.rawType, to } : {}) })];
  }
  const changes: DdlChange[] = [];
  if (typeChange) {
    const using = typeChange === 'changeType' ? ` using ${name}::text::${to}` : '';
    changes.push(change(typeChange, alter(`alter column ${name} type ${to}${using}`), { column: column.colCode, from: current.rawType, to }));
  }
  if (nullChange) changes.push(change(nullChange, alter(`alter column ${name} ${nullable ? 'drop' : 'set'} not null`), { column: column.colCode }));
  if (defaultChange) {
    const sql = literal === null ? 'drop default' : `set default ${literal}`;
    changes.push(change(defaultChange, alter(`alter column ${name} ${sql}`), { column: column.colCode }));
  }
  return changes;
}

/** How the column's type must change: not at all, widened, narrowed, or changed to another type. */
export function compareShapes(from: ColumnShape, to: ColumnShape): 'widenColumn' | 'narrowColumn' | 'changeType' | undefined {
  if (from.type === 'varchar' && to.type === 'clob') return 'widenColumn';
  if (from.type !== to.type) return 'changeType';
  if (to.type === 'varchar') return sizeChange(from.length ?? Infinity, to.length ?? Infinity);
  if (to.type === 'number') {
    const [fromLength, toLength] = [from.length ?? Infinity, to.length ?? Infinity];
    const [fromScale, toScale] = [from.length ? (from.scale ?? 0) : Infinity, to.length ? (to.scale ?? 0) : Infinity];
    if (fromLength === toLength && fromScale === toScale) return undefined;
    const integerDigits = (l: number, s: number) => (l === Infinity ? Infinity : l - s);
    const wider = integerDigits(toLength, toScale) >= integerDigits(fromLength, fromScale) && toScale >= fromScale;
    return wider ? 'widenColumn' : 'narrowColumn';
  }
  return undefined;
}

const sizeChange = (from: number, to: number) => (to === from ? undefined : to > from ? 'widenColumn' : 'narrowColumn');

/** Why a plan may not run without force, or undefined when it loses no data. */
export function ddlRefusal(plan: DdlPlan, force: boolean): Message | undefined {
  if (force || plan.destructive.length === 0) return undefined;
  return DDL_MESSAGES.destructive(plan.destructive.map((c) => describeChange(c)));
}

type Sentence = (c: Pick<DdlChange, 'column' | 'from' | 'to' | 'index' | 'unique'>) => string;

/** Each kind of change as a sentence a modeller reads, in both languages of the console. */
export const DDL_CHANGE_SENTENCES: Record<DdlChangeKind, { en_US: Sentence; zh_CN: Sentence }> = {
  createTable: { en_US: () => 'Create the table with the fields of the model', zh_CN: () => '按模型的字段创建数据库表' },
  addColumn: { en_US: (c) => `Add the field ${c.column}`, zh_CN: (c) => `新增字段 ${c.column}` },
  widenColumn: { en_US: (c) => `Lengthen the field ${c.column} from ${c.from} to ${c.to}`, zh_CN: (c) => `字段 ${c.column} 加长：${c.from} → ${c.to}` },
  narrowColumn: {
    en_US: (c) => `Shorten the field ${c.column} from ${c.from} to ${c.to} (longer values are lost)`,
    zh_CN: (c) => `字段 ${c.column} 缩短：${c.from} → ${c.to}（超长的值会丢失）`,
  },
  changeType: {
    en_US: (c) => `Change the type of the field ${c.column} from ${c.from} to ${c.to} (values that do not fit are lost)`,
    zh_CN: (c) => `字段 ${c.column} 改变类型：${c.from} → ${c.to}（不符合的值会丢失）`,
  },
  setNotNull: { en_US: (c) => `Make the field ${c.column} required`, zh_CN: (c) => `字段 ${c.column} 设为必填` },
  dropNotNull: { en_US: (c) => `Make the field ${c.column} optional`, zh_CN: (c) => `字段 ${c.column} 改为非必填` },
  setDefault: { en_US: (c) => `Set the default value of the field ${c.column}`, zh_CN: (c) => `设置字段 ${c.column} 的默认值` },
  dropDefault: { en_US: (c) => `Remove the default value of the field ${c.column}`, zh_CN: (c) => `去掉字段 ${c.column} 的默认值` },
  dropColumn: { en_US: (c) => `Delete the field ${c.column} and its values`, zh_CN: (c) => `删除字段 ${c.column} 及其数据` },
  createIndex: {
    en_US: (c) => `Create the ${c.unique ? 'unique ' : ''}index ${c.index} on ${c.to}`,
    zh_CN: (c) => `创建${c.unique ? '唯一' : ''}索引 ${c.index}（${c.to}）`,
  },
  dropIndex: { en_US: (c) => `Delete the index ${c.index}`, zh_CN: (c) => `删除索引 ${c.index}` },
};

/** A change as a sentence in the given language (default English, the server's language). */
export function describeChange(c: Pick<DdlChange, 'kind' | 'column' | 'from' | 'to' | 'index' | 'unique'>, language: string = 'en_US'): string {
  const sentence = DDL_CHANGE_SENTENCES[c.kind];
  return language === 'zh_CN' ? sentence.zh_CN(c) : sentence.en_US(c);
}
