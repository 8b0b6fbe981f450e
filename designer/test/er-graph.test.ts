// The ER diagram's graph: nodes and relation edges from an app group's models, the links a connection makes (and the
// ones it refuses), and the model a link leaves.
import { describe, expect, it } from 'vitest';
import { connectionLink, erDocument, erGraph, erPositions, groupErCode, linkedModel, type ErTable } from '../src/er/graph.ts';
import { validateErModel } from '@yc/engine';

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

  it('keeps the places tables were dragged to, and lays out the rest', () => {
    const { nodes } = erGraph(TABLES, { order: { x: 900, y: 40 } });
    expect(nodes.find((n) => n.id === 'order')!.position).toEqual({ x: 900, y: 40 });
    expect(nodes.find((n) => n.id === 'customer')!.position).toEqual({ x: 0, y: 0 });
  });

  it('writes the diagram as the group\'s ER model document (valid by the engine) and reads its places back', () => {
    const doc = erDocument('crm', TABLES, { order: { x: 900, y: 40 } });
    expect(validateErModel(doc)).toEqual([]);
    expect(doc).toMatchObject({ erCode: groupErCode('crm'), erName: 'crm', groupCode: 'crm' });
    expect(doc.tables).toContainEqual({ tableName: 'order', x: 900, y: 40 });
    expect(doc.relations).toEqual([{ fromTable: 'order', fromColumn: 'id', toTable: 'order_line', toColumn: 'order_id', relationType: 'oneToMany' }]);
    expect(erPositions(doc).order).toEqual({ x: 900, y: 40 });
    expect(Object.keys(erPositions(doc))).toHaveLength(4);
    expect(erDocument('crm', TABLES, {}, { erName: 'CRM diagram' }).erName).toBe('CRM diagram');
  });
});
