// The ER diagram's grid: Given tables with long names and many columns (Chinese names too), When they are laid out,
// Then no two boxes touch — each pair keeps room for an edge and its label between them.
import { describe, expect, it } from 'vitest';
import { erGraph, tableBox, type ErTable } from '../src/er/graph.ts';

const table = (tableName: string, tableDesc: string, columns: number, main?: string): ErTable => ({
  tableName, tableDesc, isSync: 'notCreated',
  columns: Array.from({ length: columns }, (_, i) => ({ colCode: `a_rather_long_column_code_${i}`, colName: `报销明细的金额字段${i}`, colType: 'varchar' as const })),
  objStructure: main ? 'oneToMany' : 'main', ...(main ? { mainTable: { tableName: main, foreignKey: 'a_rather_long_column_code_0' } } : {}),
});

describe('ER layout', () => {
  it('keeps every pair of tables apart by at least the room of an edge label', () => {
    const tables = [
      table('expense_claim', '费用报销单（含审批状态）', 14), table('expense_claim_line', '费用报销明细', 12, 'expense_claim'),
      table('c', 'C', 1), table('d', 'A much longer English description of a table', 20), table('e', 'E', 3),
    ];
    const { nodes } = erGraph(tables);
    const boxes = nodes.map((n) => ({ ...n.position, ...tableBox(n.table) }));
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apartX = a.x + a.width + 100 <= b.x || b.x + b.width + 100 <= a.x;
        const apartY = a.y + a.height + 40 <= b.y || b.y + b.height + 40 <= a.y;
        expect(apartX || apartY).toBe(true);
      }
    }
    expect(tableBox(tables[0]!).width).toBeGreaterThan(320);
  });
});
