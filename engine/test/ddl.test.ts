// Table model → DDL: create, sync (add, widen, alter), destructive changes refused unless forced, catalog reading.
import { describe, expect, it } from 'vitest';
import type { TableColumn, TableModel } from '../src/metadata/index.ts';
import {
  catalogColumns, compareShapes, DdlRejected, ddlRefusal, defaultLiteral, parseDefault, pgType, planTableDdl, PLATFORM_COLUMNS, shapeOf,
  type CatalogColumn, type ColumnShape, type InformationSchemaColumn,
} from '../src/ddl/index.ts';
import { renderMessage } from '../src/wire/message.ts';

const col = (colCode: string, colType: TableColumn['colType'], extra: Partial<TableColumn> = {}): TableColumn => ({
  colCode, colName: colCode, colType, ...extra,
});
const model = (columns: TableColumn[], tableName = 'customer'): TableModel => ({
  tableName, tableDesc: 'Customer', objStructure: 'main', persistenceType: 'db', columns,
});
const cat = (name: string, shape: ColumnShape, extra: Partial<CatalogColumn> = {}): CatalogColumn => ({
  name, ...shape, nullable: true, default: null, rawType: shape.type === 'other' ? 'integer' : pgType(shape), ...extra,
});
const platform: CatalogColumn[] = PLATFORM_COLUMNS.map((c) => c.name).map((n) =>
  cat(n, { type: 'other' }),
);

describe('create', () => {
  it('creates the platform columns and the persisted model columns', () => {
    const plan = planTableDdl(
      model([
        col('id', 'varchar', { colLength: 36, isSystem: true }),
        col('name', 'varchar', { colLength: 50, isNull: false, colDefaultVal: "it's" }),
        col('amount', 'number', { colLength: 12, colPointLength: 2, colDefaultVal: '0' }),
        col('note', 'clob'),
        col('photo', 'blob'),
        col('born', 'date', { colDefaultVal: '2000-01-01' }),
        col('_temp_calc', 'varchar', { colLength: 5, isVirtual: true }),
      ]),
      null,
    );
    expect(plan.action).toBe('create');
    expect(plan.statements).toEqual([
      `create table "customer" (
  "id" varchar(36) not null default gen_random_uuid()::text primary key,
  "tenant_id" integer not null default yc_current_tenant() references sys_tenant(id),
  "create_by" varchar(64),
  "create_time" timestamptz not null default now(),
  "update_by" varchar(64),
  "update_time" timestamptz,
  "sys_org_code" varchar(64),
  "data_version" integer not null default 1,
  "name" varchar(50) not null default 'it''s',
  "amount" numeric(12,2) default 0,
  "note" text,
  "photo" bytea,
  "born" date default '2000-01-01'::date
)`,
    ]);
    expect(plan.destructive).toEqual([]);
  });

  it('refuses the names of platform tables', () => {
    for (const name of ['sys_user', 'SYS_ROLE', 'ef_metadata', 'bpm_task', 'pgboss', 'yc_x', 'pg_class', 'mikro_orm_migrations']) {
      expect(() => planTableDdl(model([], name), null)).toThrow(new DdlRejected(`Table name ${name} is reserved by the platform`));
    }
  });
});

describe('sync', () => {
  const base = [...platform, cat('name', { type: 'varchar', length: 50 }), cat('amount', { type: 'number', length: 10, scale: 2 })];
  const sync = (columns: TableColumn[], catalog = base) => planTableDdl(model(columns), catalog);
  const name = col('name', 'varchar', { colLength: 50 });
  const amount = col('amount', 'number', { colLength: 10, colPointLength: 2 });

  it('has nothing to do when the table matches the model', () => {
    expect(sync([name, amount]).changes).toEqual([]);
  });

  it.each<[string, TableColumn[], string[], boolean]>([
    ['adds a column', [name, amount, col('phone', 'varchar', { colLength: 11 })], ['alter table "customer" add column "phone" varchar(11)'], false],
    ['widens a varchar', [col('name', 'varchar', { colLength: 100 }), amount], ['alter table "customer" alter column "name" type varchar(100)'], false],
    ['widens a varchar to text', [col('name', 'clob'), amount], ['alter table "customer" alter column "name" type text'], false],
    ['widens a number', [name, col('amount', 'number', { colLength: 14, colPointLength: 4 })], ['alter table "customer" alter column "amount" type numeric(14,4)'], false],
    ['narrows a varchar', [col('name', 'varchar', { colLength: 10 }), amount], ['alter table "customer" alter column "name" type varchar(10)'], true],
    ['narrows a number', [name, col('amount', 'number', { colLength: 10, colPointLength: 4 })], ['alter table "customer" alter column "amount" type numeric(10,4)'], true],
    ['changes a type', [col('name', 'number', { colLength: 5 }), amount], ['alter table "customer" alter column "name" type numeric(5,0) using "name"::text::numeric(5,0)'], true],
    ['drops a column missing from the model', [name], ['alter table "customer" drop column "amount"'], true],
    ['sets not null', [{ ...name, isNull: false }, amount], ['alter table "customer" alter column "name" set not null'], false],
    ['sets a default', [{ ...name, colDefaultVal: 'x' }, amount], [`alter table "customer" alter column "name" set default 'x'`], false],
  ])('%s', (_name, columns, statements, destructive) => {
    const plan = sync(columns);
    expect(plan.statements).toEqual(statements);
    expect(plan.destructive.length > 0).toBe(destructive);
  });

  it('drops not null and defaults the model no longer has', () => {
    const catalog = [...platform, cat('name', { type: 'varchar', length: 50 }, { nullable: false, default: 'x' })];
    expect(sync([name], catalog).statements).toEqual([
      'alter table "customer" alter column "name" drop not null',
      'alter table "customer" alter column "name" drop default',
    ]);
  });

  it('compares numeric defaults as numbers', () => {
    const catalog = [...platform, cat('amount', { type: 'number', length: 10, scale: 2 }, { default: '0.00' })];
    expect(sync([{ ...amount, colDefaultVal: '0' }], catalog).changes).toEqual([]);
  });

  it('adds platform columns a foreign table lacks', () => {
    expect(sync([name], [cat('name', { type: 'varchar', length: 50 })]).changes.map((c) => c.column)).toEqual([
      'id', 'tenant_id', 'create_by', 'create_time', 'update_by', 'update_time', 'sys_org_code', 'data_version',
    ]);
  });

  it('refuses destructive changes unless forced, naming each', () => {
    const plan = sync([col('name', 'varchar', { colLength: 10 })]);
    expect(renderMessage(ddlRefusal(plan, false)!, 'en_US')).toBe(
      'This sync would lose data: Shorten the field name from varchar(50) to varchar(10) (longer values are lost); Delete the field amount and its values. Confirm with force to apply it',
    );
    expect(ddlRefusal(plan, true)).toBeUndefined();
    expect(ddlRefusal(sync([name, amount]), false)).toBeUndefined();
  });
});

describe('column types and defaults', () => {
  it.each<[Partial<TableColumn>, string]>([
    [{ colType: 'varchar', colLength: 32 }, 'varchar(32)'],
    [{ colType: 'varchar' }, 'varchar(255)'],
    [{ colType: 'clob' }, 'text'],
    [{ colType: 'blob' }, 'bytea'],
    [{ colType: 'number', colLength: 12, colPointLength: 2 }, 'numeric(12,2)'],
    [{ colType: 'number', colLength: 8 }, 'numeric(8,0)'],
    [{ colType: 'number' }, 'numeric'],
    [{ colType: 'date' }, 'date'],
  ])('%j → %s', (column, type) => {
    expect(pgType(shapeOf(column as TableColumn))).toBe(type);
  });

  it.each<[TableColumn['colType'], string, string | null | Error]>([
    ['varchar', "x'); drop table t; --", `'x''); drop table t; --'`],
    ['varchar', 'back\\slash', `'back\\slash'`],
    ['varchar', '', null],
    ['number', '-12.5', '-12.5'],
    ['number', '1; drop table t', new DdlRejected('The default value of field c does not fit its type')],
    ['date', '2024-02-29', `'2024-02-29'::date`],
    ['date', 'now()', new DdlRejected('The default value of field c does not fit its type')],
    ['blob', 'x', new DdlRejected('The default value of field c does not fit its type')],
  ])('default of a %s column: %j', (colType, colDefaultVal, expected) => {
    const run = () => defaultLiteral({ colCode: 'c', colType, colDefaultVal });
    if (expected instanceof Error) expect(run).toThrow(expected);
    else expect(run()).toBe(expected);
  });

  it.each<[string | null, string | null]>([
    [null, null],
    [`'abc'::character varying`, 'abc'],
    [`'it''s'::text`, "it's"],
    [`'2000-01-01'::date`, '2000-01-01'],
    ['0', '0'],
    ['(-1.5)', '-1.5'],
    [`'-1'::numeric`, '-1'],
    ['NULL::character varying', null],
    ['now()', 'now()'],
  ])('catalog default %j → %j', (expression, value) => {
    expect(parseDefault(expression)).toBe(value);
  });

  it.each<[ColumnShape, ColumnShape, string | undefined]>([
    [{ type: 'varchar', length: 10 }, { type: 'varchar', length: 10 }, undefined],
    [{ type: 'varchar', length: 10 }, { type: 'varchar', length: 11 }, 'widenColumn'],
    [{ type: 'varchar', length: 10 }, { type: 'varchar', length: 9 }, 'narrowColumn'],
    [{ type: 'varchar', length: 10 }, { type: 'clob' }, 'widenColumn'],
    [{ type: 'clob' }, { type: 'varchar', length: 10 }, 'changeType'],
    [{ type: 'number', length: 10, scale: 2 }, { type: 'number', length: 12, scale: 2 }, 'widenColumn'],
    [{ type: 'number', length: 10, scale: 2 }, { type: 'number', length: 10, scale: 3 }, 'narrowColumn'],
    [{ type: 'number', length: 10, scale: 2 }, { type: 'number', length: 10, scale: 1 }, 'narrowColumn'],
    [{ type: 'number' }, { type: 'number', length: 10, scale: 2 }, 'narrowColumn'],
    [{ type: 'number', length: 10, scale: 2 }, { type: 'number' }, 'widenColumn'],
    [{ type: 'date' }, { type: 'date' }, undefined],
    [{ type: 'other' }, { type: 'date' }, 'changeType'],
  ])('%j → %j: %s', (from, to, kind) => {
    expect(compareShapes(from, to)).toBe(kind);
  });

  it('reads information_schema rows', () => {
    const row = (column_name: string, data_type: string, extra: Partial<InformationSchemaColumn> = {}): InformationSchemaColumn => ({
      column_name, data_type, character_maximum_length: null, numeric_precision: null, numeric_scale: null, is_nullable: 'YES', column_default: null, ...extra,
    });
    expect(
      catalogColumns([
        row('a', 'character varying', { character_maximum_length: 20, is_nullable: 'NO', column_default: `'x'::character varying` }),
        row('b', 'numeric', { numeric_precision: 12, numeric_scale: 2 }),
        row('c', 'text'),
        row('d', 'timestamp with time zone'),
      ]),
    ).toEqual([
      { name: 'a', type: 'varchar', length: 20, nullable: false, default: 'x', rawType: 'varchar(20)' },
      { name: 'b', type: 'number', length: 12, scale: 2, nullable: true, default: null, rawType: 'numeric(12,2)' },
      { name: 'c', type: 'clob', nullable: true, default: null, rawType: 'text' },
      { name: 'd', type: 'other', nullable: true, default: null, rawType: 'timestamp with time zone' },
    ]);
  });
});
