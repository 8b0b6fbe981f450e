// Indexes of a modelled table: declared ones and one per unionCheck field, leading with tenant_id, created with the
// table, synced (dropped when gone or changed, created when missing), others left alone; the model rules check them.
import { describe, expect, it } from 'vitest';
import type { TableColumn, TableModel } from '../src/metadata/index.ts';
import {
  catalogIndexes, describeChange, physicalIndexName, planTableDdl, PLATFORM_COLUMNS, shapeOf, type CatalogColumn, type TableIndexShape,
} from '../src/ddl/index.ts';
import { validateTableModel } from '../src/rules/index.ts';

const col = (colCode: string, colType: TableColumn['colType'] = 'varchar'): TableColumn => ({ colCode, colName: colCode, colType, colLength: 20 });
const order = (indexes: TableModel['indexes'] = []): TableModel => ({
  tableName: 'orders', tableDesc: 'Orders', objStructure: 'main', persistenceType: 'db',
  columns: [col('status'), col('amount', 'number'), col('code'), { ...col('_temp_x'), isVirtual: true }],
  indexes,
});
const byStatus: TableModel['indexes'] = [{ indexName: 'status_amount', columns: [{ colCode: 'status' }, { colCode: 'amount', order: 'desc' }, { colCode: 'id' }] }];
// The table's columns exactly as the model wants them: only indexes differ.
const catalog: CatalogColumn[] = [
  ...PLATFORM_COLUMNS.map((c) => c.name).map(
    (name): CatalogColumn => ({ name, type: 'other', nullable: true, default: null, rawType: 'x' }),
  ),
  ...order().columns.filter((c) => !c.isVirtual).map((c): CatalogColumn => ({ name: c.colCode, ...shapeOf(c), nullable: true, default: null, rawType: 'x' })),
];
// The catalog as pg_index reports the table once created with byStatus and a unionCheck on code.
const existing: TableIndexShape[] = catalogIndexes([
  { name: 'orders_pkey', unique: true, columns: ['id'], descending: [false] },
  { name: 'ix_orders_status_amount', unique: false, columns: ['tenant_id', 'status', 'amount', 'id'], descending: [false, false, true, false] },
  { name: 'uq_orders_code', unique: true, columns: ['tenant_id', 'code'], descending: [false, false] },
]);
// A model as synced against the catalog above: only the statements that touch indexes.
const indexStatements = (model: TableModel, uniqueColumns: string[], indexes = existing) =>
  planTableDdl(model, catalog, { indexes, uniqueColumns }).statements;

describe('create', () => {
  it('creates the declared indexes and a unique one per unionCheck column after the table, each leading with tenant_id', () => {
    const plan = planTableDdl(order(byStatus), null, { uniqueColumns: ['code', '_temp_x', 'nope'] });
    expect(plan.statements.slice(1)).toEqual([
      'create index "ix_orders_status_amount" on "orders" ("tenant_id", "status", "amount" desc, "id")',
      'create unique index "uq_orders_code" on "orders" ("tenant_id", "code")',
    ]);
    expect(plan.changes.slice(1).map((c) => describeChange(c))).toEqual([
      'Create the index ix_orders_status_amount on tenant_id, status, amount desc, id',
      'Create the unique index uq_orders_code on tenant_id, code',
    ]);
    expect(describeChange(plan.changes[2]!, 'zh_CN')).toBe('创建唯一索引 uq_orders_code（tenant_id, code）');
  });

  it('keeps tenant_id first once when the model names it', () => {
    const plan = planTableDdl(order([{ indexName: 'by_tenant', unique: true, columns: [{ colCode: 'tenant_id' }, { colCode: 'code' }] }]), null);
    expect(plan.statements[1]).toBe('create unique index "ix_orders_by_tenant" on "orders" ("tenant_id", "code")');
  });
});

describe('sync', () => {
  it('has nothing to do when the indexes match', () => {
    expect(indexStatements(order(byStatus), ['code'])).toEqual([]);
  });

  it('drops an index gone from the model and the unique index of a field no longer checked, never the primary key', () => {
    expect(indexStatements(order([]), [])).toEqual(['drop index "ix_orders_status_amount"', 'drop index "uq_orders_code"']);
  });

  it('rebuilds an index whose definition changed, and leaves indexes it did not make alone', () => {
    const changed = [{ ...byStatus[0]!, columns: [{ colCode: 'status' }, { colCode: 'amount' }] }];
    const foreign = [...existing, ...catalogIndexes([{ name: 'orders_dba_idx', unique: false, columns: ['code'], descending: [false] }])];
    expect(indexStatements(order(changed), ['code'], foreign)).toEqual([
      'drop index "ix_orders_status_amount"',
      'create index "ix_orders_status_amount" on "orders" ("tenant_id", "status", "amount")',
    ]);
  });

  it('creates a missing one; index changes lose no data', () => {
    const plan = planTableDdl(order(byStatus), catalog, { indexes: existing.slice(0, 2), uniqueColumns: ['code', 'status'] });
    expect(plan.statements).toEqual([
      'create unique index "uq_orders_code" on "orders" ("tenant_id", "code")',
      'create unique index "uq_orders_status" on "orders" ("tenant_id", "status")',
    ]);
    expect(plan.destructive).toEqual([]);
  });
});

describe('names', () => {
  it('shortens names over 63 characters with a hash, keeping them distinct', () => {
    const table = 't'.repeat(50);
    const a = physicalIndexName('ix', table, 'first_index_name');
    const b = physicalIndexName('ix', table, 'second_index_name');
    expect(a.length).toBe(63);
    expect(b.length).toBe(63);
    expect(a).not.toBe(b);
    expect(a.startsWith('ix_')).toBe(true);
    expect(physicalIndexName('uq', 'orders', 'code')).toBe('uq_orders_code');
  });
});

describe('model rules', () => {
  const messages = (indexes: TableModel['indexes']) => validateTableModel(order(indexes)).map((i) => `${i.path}: ${i.message}`);

  it('accepts model and platform columns', () => {
    expect(messages([...byStatus!, { indexName: 'recent', columns: [{ colCode: 'create_time', order: 'desc' }] }])).toEqual([]);
  });

  it('refuses repeated names, unknown or virtual columns, a column named twice, names that are not identifiers, no columns', () => {
    expect(messages([
      { indexName: 'a', columns: [{ colCode: 'status' }] },
      { indexName: 'a', columns: [{ colCode: 'nope' }, { colCode: '_temp_x' }] },
      { indexName: 'b', columns: [{ colCode: 'code' }, { colCode: 'code' }] },
    ])).toEqual([
      '/indexes/1/indexName: Index name cannot be repeated',
      '/indexes/1/columns/0/colCode: The index column nope is not a field of the table',
      '/indexes/1/columns/1/colCode: The index column _temp_x is not a field of the table',
      '/indexes/2/columns/1/colCode: The index names the column code twice',
    ]);
    expect(messages([{ indexName: 'Bad Name', columns: [] }]).length).toBeGreaterThanOrEqual(2);
  });
});
