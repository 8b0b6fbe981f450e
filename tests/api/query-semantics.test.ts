// One query semantics: an operator means the same on a list page (the engine's plan) and in a data rule (the identity
// module's rule conditions) — run on PostgreSQL over the same rows for a table of cases.
import { beforeAll, describe, expect, it } from 'vitest';
import { compileSelect, planListQuery, ruleCondition, type QueryOperator, type TableModel, type View } from '@yc/engine';
import { apiSuite } from '../support/server.ts';

const suite = apiSuite();
const NAMES = ['Ann', 'ANNA', 'Dan', 'a_n', '50% off', 'Hannah', null];

beforeAll(async () => {
  await suite.server.sql(`create table qs_people (id varchar(36) primary key, name varchar(50), create_time timestamptz default now())`);
  for (const [i, name] of NAMES.entries()) await suite.server.sql(`insert into qs_people (id, name) values ($1, $2)`, [String(i + 1), name]);
});

const model: TableModel = {
  tableName: 'qs_people', tableDesc: 'People', objStructure: 'main', persistenceType: 'db',
  columns: [{ colCode: 'name', colName: 'Name', colType: 'varchar', colLength: 50 }],
};
const viewFor = (op: QueryOperator): View => ({
  viewName: 'People', viewCode: 'qs_people_list', viewType: 'table', tableName: 'qs_people', pageNum: 100,
  columns: [{ colCode: 'name', colName: 'Name', isQuery: true, queryOp: op }],
});

/** The names a list page filter finds. */
async function listPage(op: QueryOperator, value: string): Promise<string[]> {
  const plan = planListQuery(viewFor(op), model, { filters: [{ colCode: 'name', op, value }], pageSize: 100 });
  const { text, values } = compileSelect(plan);
  return (await suite.server.sql<{ name: string }>(text, values)).map((r) => r.name).sort();
}

/** The names a data rule on the same column lets through. */
async function dataRule(op: QueryOperator, value: string): Promise<string[]> {
  const condition = ruleCondition({ ruleColumn: 'name', ruleConditions: op, ruleValue: value }, { name: '"name"' }, {});
  let n = 0;
  const text = `select name from qs_people where ${condition.text.replace(/\?/g, () => `$${++n}`)}`;
  return (await suite.server.sql<{ name: string }>(text, condition.values)).map((r) => r.name).sort();
}

describe('list pages and data rules agree', () => {
  it.each<[QueryOperator, string, string[]]>([
    ['eq', 'Ann', ['Ann']],
    ['eqIgnoreCase', 'ann', ['Ann']],
    ['like', 'an', ['ANNA', 'Ann', 'Dan', 'Hannah']],
    ['like', '_', ['a_n']],
    ['like', '%', ['50% off']],
    ['leftLike', 'NA', ['ANNA']],
    ['rightLike', 'an', ['ANNA', 'Ann']],
    ['custom', 'a*n', ['Ann', 'a_n']],
    ['custom', '?an', ['Dan']],
    // Not equal is 'is distinct from': an empty name is not 'Ann' either.
    ['ne', 'Ann', NAMES.filter((n) => n !== 'Ann') as string[]],
  ])('%s %j', async (op, value, expected) => {
    const [page, rule] = [await listPage(op, value), await dataRule(op, value)];
    expect(rule).toEqual(page);
    expect(page).toEqual([...expected].sort());
  });
});
