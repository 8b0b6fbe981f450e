// The ER diagram of an app group's table models as a graph: a node per model (its columns listed), an edge per
// relation — a sub table (objStructure oneToOne / oneToMany) pointing at its main table through its foreign key. Drawing
// an edge from a main table to a column of another table makes that table a sub table; removing it makes it a main
// table again. Pure: the screen draws the graph and hands the changes to the console, which saves the models.
import type { ER_RELATION_TYPES, ErModel, TableModel } from '@yc/engine';

export type RelationType = (typeof ER_RELATION_TYPES)[number];
export type ErTable = Pick<TableModel, 'tableName' | 'tableDesc' | 'columns' | 'objStructure' | 'mainTable'> & { isSync?: string | null };

export type Positions = Readonly<Record<string, { x: number; y: number }>>;

export interface ErNode { id: string; table: ErTable; position: { x: number; y: number } }
export interface ErEdge { id: string; source: string; target: string; targetHandle: string; relation: RelationType }

/** What a change of the diagram does to one model: it becomes a sub table of `main` through `foreignKey`, or a main table. */
export type ModelLink = { tableName: string; main: { tableName: string; foreignKey: string; relation: RelationType } | null };

const COLUMNS_PER_ROW = 3;
/** Room between tables on the grid: across, for an edge and its label; down, for an edge passing below. */
const GAP_X = 160;
const GAP_Y = 80;

/** Width of a text at the diagram's 12 px: about 7 px a Latin character, 12 px a CJK one. */
const textWidth = (text: string) => [...text].reduce((w, c) => w + (c.codePointAt(0)! >= 0x2e80 ? 12 : 7), 0);

/** A table's box as the diagram draws it (header with its name, code and state; a row per column), estimated. */
export function tableBox(table: ErTable): { width: number; height: number } {
  const header = textWidth(`${table.tableDesc || table.tableName} ${table.tableName}`) + 24 + (table.isSync === 'synced' || table.isSync === 'created' ? 0 : 90);
  const rows = table.columns.map((c) => textWidth(`${c.colName} ${c.colCode}`) + 24);
  return { width: Math.max(200, header, ...rows), height: 34 + table.columns.length * 24 };
}

/** Places on a grid of COLUMNS_PER_ROW, each grid column as wide as its widest table and each row as tall as its tallest, with gaps. */
function gridPlaces(tables: readonly ErTable[]): { x: number; y: number }[] {
  const boxes = tables.map(tableBox);
  const widths: number[] = [];
  const heights: number[] = [];
  boxes.forEach((box, i) => {
    const [col, row] = [i % COLUMNS_PER_ROW, Math.floor(i / COLUMNS_PER_ROW)];
    widths[col] = Math.max(widths[col] ?? 0, box.width);
    heights[row] = Math.max(heights[row] ?? 0, box.height);
  });
  const offset = (sizes: number[], k: number, gap: number) => sizes.slice(0, k).reduce((sum, size) => sum + size + gap, 0);
  return boxes.map((_box, i) => ({ x: offset(widths, i % COLUMNS_PER_ROW, GAP_X), y: offset(heights, Math.floor(i / COLUMNS_PER_ROW), GAP_Y) }));
}
const isSubTable = (t: ErTable): t is ErTable & { objStructure: RelationType } => t.objStructure === 'oneToOne' || t.objStructure === 'oneToMany';

/**
 * Nodes where the diagram placed them (`positions`), the others laid out on a grid (main tables first) sized to their
 * boxes so that no two touch (an edge and its label stay visible between them), and an edge for every sub table whose
 * main table is in the group.
 */
export function erGraph(tables: readonly ErTable[], positions: Positions = {}): { nodes: ErNode[]; edges: ErEdge[] } {
  const ordered = [...tables].sort((a, b) => Number(isSubTable(a)) - Number(isSubTable(b)) || a.tableName.localeCompare(b.tableName));
  const grid = gridPlaces(ordered);
  const nodes = ordered.map((table, i) => ({ id: table.tableName, table, position: positions[table.tableName] ?? grid[i]! }));
  const names = new Set(tables.map((t) => t.tableName));
  const edges = tables
    .filter(isSubTable)
    .filter((t) => t.mainTable && names.has(t.mainTable.tableName))
    .map((t) => ({
      id: `${t.mainTable!.tableName}->${t.tableName}`, source: t.mainTable!.tableName, target: t.tableName, targetHandle: t.mainTable!.foreignKey,
      relation: t.objStructure,
    }));
  return { nodes, edges };
}

/**
 * The link a new connection makes: from a main table to a column of another table (its foreign key). Refused (undefined)
 * when it links a table to itself, names no column of the target, would give the target a second main table, or closes
 * a cycle of main tables.
 */
export function connectionLink(tables: readonly ErTable[], source: string | null, target: string | null, column: string | null, relation: RelationType = 'oneToMany'): ModelLink | undefined {
  if (!source || !target || !column || source === target) return undefined;
  const byName = new Map(tables.map((t) => [t.tableName, t]));
  const sub = byName.get(target);
  if (!byName.has(source) || !sub || !sub.columns.some((c) => c.colCode === column)) return undefined;
  if (isSubTable(sub) && sub.mainTable && sub.mainTable.tableName !== source) return undefined;
  // The main table must not itself hang (directly or further up) under the new sub table.
  for (let up = byName.get(source), steps = 0; up && isSubTable(up) && up.mainTable && steps <= tables.length; up = byName.get(up.mainTable.tableName), steps++) {
    if (up.mainTable.tableName === target) return undefined;
  }
  return { tableName: target, main: { tableName: source, foreignKey: column, relation } };
}

/** The model as a link leaves it. */
export function linkedModel<T extends ErTable>(model: T, link: ModelLink): T {
  if (!link.main) {
    const { mainTable: _dropped, ...rest } = model;
    return { ...rest, objStructure: 'main' } as T;
  }
  return { ...model, objStructure: link.main.relation, mainTable: { tableName: link.main.tableName, foreignKey: link.main.foreignKey } };
}

/** The code of an app group's ER diagram (a group has one). */
export const groupErCode = (groupCode: string): string => `er_${groupCode}`;

/** Where a stored diagram placed its tables. */
export const erPositions = (er: Pick<ErModel, 'tables'> | undefined): Positions =>
  Object.fromEntries((er?.tables ?? []).flatMap((t) => (t.x !== undefined && t.y !== undefined ? [[t.tableName, { x: t.x, y: t.y }]] : [])));

/**
 * The group's diagram as an ER model document: every table at its place (`positions`, else the grid's), and the
 * relations the models make (a sub table's foreign key to its main table's id). A stored diagram keeps its name.
 */
export function erDocument(groupCode: string, tables: readonly ErTable[], positions: Positions, stored?: Pick<ErModel, 'erName' | 'erDesc'>): ErModel {
  const { nodes, edges } = erGraph(tables, positions);
  return {
    erName: stored?.erName ?? groupCode,
    erCode: groupErCode(groupCode),
    groupCode,
    ...(stored?.erDesc ? { erDesc: stored.erDesc } : {}),
    tables: nodes.map((n) => ({ tableName: n.id, x: n.position.x, y: n.position.y })),
    relations: edges.map((e) => ({ fromTable: e.source, fromColumn: 'id', toTable: e.target, toColumn: e.targetHandle, relationType: e.relation })),
  };
}
