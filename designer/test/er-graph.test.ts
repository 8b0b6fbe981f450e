// The ER diagram's graph: nodes and relation edges from an app group's models, the links a connection makes (and the
// ones it refuses), and the model a link leaves.
import { describe, expect, it } from 'vitest';
import { connectionLink, erGraph, linkedModel, type ErTable } from '../src/er/graph.ts';

const table = (tableName: string, columns: string[], main?: [string, string, 'oneToOne' | 'oneToMany']): ErTable => ({
  tableName, tableDesc: tableName, columns: columns.map((colCode) => ({ colCode, colName: colCode, colType: 'varchar' as const })),
  objStructure: main ? main[2] : 'main', ...(main ? { mainTable: { tableName: main[0], foreignKey: main[1] } } : {}),
});
const TABLES = [
  table('order_line', ['order_id', 'qty'], ['order', 'order_id', 'oneToMany']),
  table('order', ['code', 'customer_id']),
  table('customer', ['name']),
  table('stray', ['x'], ['elsewhere', 'x', 'oneToOne']),
];

describe('ER graph', () => {
  it('draws every model, main tables first, and an edge for each sub table whose main table is in the group', () => {
    const { nodes, edges } = erGraph(TABLES);
    expect(nodes.map((n) => n.id)).toEqual(['customer', 'order', 'order_line', 'stray']);
    expect(new Set(nodes.map((n) => `${n.position.x},${n.position.y}`)).size).toBe(4);
    expect(edges).toEqual([{ id: 'order->order_line', source: 'order', target: 'order_line', targetHandle: 'order_id', relation: 'oneToMany' }]);
  });

  it('links a main table to the foreign key column of another table', () => {
    expect(connectionLink(TABLES, 'customer', 'order', 'customer_id')).toEqual({
      tableName: 'order', main: { tableName: 'customer', foreignKey: 'customer_id', relation: 'oneToMany' },
    });
    // The same main table again (another column or type) is a change of the relation.
    expect(connectionLink(TABLES, 'order', 'order_line', 'qty', 'oneToOne')?.main).toEqual({ tableName: 'order', foreignKey: 'qty', relation: 'oneToOne' });
  });

  it('refuses a link to itself, to an unknown column or table, a second main table and a cycle', () => {
    expect(connectionLink(TABLES, 'order', 'order', 'code')).toBeUndefined();
    expect(connectionLink(TABLES, 'customer', 'order', 'nope')).toBeUndefined();
    expect(connectionLink(TABLES, 'ghost', 'order', 'code')).toBeUndefined();
    expect(connectionLink(TABLES, 'customer', 'order_line', 'qty')).toBeUndefined();
    // order_line hangs under order: order cannot hang under order_line.
    expect(connectionLink(TABLES, 'order_line', 'order', 'code')).toBeUndefined();
    expect(connectionLink(TABLES, null, 'order', 'code')).toBeUndefined();
  });

  it('turns a model into a sub table and back into a main table', () => {
    const order = TABLES[1]!;
    const sub = linkedModel(order, { tableName: 'order', main: { tableName: 'customer', foreignKey: 'customer_id', relation: 'oneToOne' } });
    expect(sub).toMatchObject({ objStructure: 'oneToOne', mainTable: { tableName: 'customer', foreignKey: 'customer_id' } });
    const main = linkedModel(sub, { tableName: 'order', main: null });
    expect(main.objStructure).toBe('main');
    expect('mainTable' in main).toBe(false);
  });
});
