// Indexes of a modelled table: the ones the model declares (`ix_…`) and a unique one per unionCheck field (`uq_…`),
// each leading with tenant_id so that an enterprise's queries and uniqueness stay within its own rows. Indexes of
// the table with other names (the primary key, a DBA's own) are left alone.
import type { TableModel } from '../metadata/index.ts';
import { quoteIdent } from '../query/sql.ts';

export interface IndexColumn {
  name: string;
  descending: boolean;
}

/** An index as wanted by the model, or as the catalog reports it. */
export interface TableIndexShape {
  name: string;
  unique: boolean;
  columns: IndexColumn[];
}

const MAX_IDENTIFIER = 63;
const OWNED_PREFIXES = ['ix_', 'uq_'] as const;

/** FNV-1a of a text, as 8 hex digits: keeps shortened names distinct. */
function shortHash(value: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The physical name: `<prefix>_<table>_<name>`, shortened with a hash when PostgreSQL's 63 characters are exceeded. */
export function physicalIndexName(prefix: 'ix' | 'uq', table: string, name: string): string {
  const full = `${prefix}_${table}_${name}`;
  return full.length <= MAX_IDENTIFIER ? full : `${full.slice(0, MAX_IDENTIFIER - 9)}_${shortHash(full)}`;
}

/** Whether the platform made (and so manages) an index of this name. */
export const isManagedIndex = (name: string) => OWNED_PREFIXES.some((p) => name.startsWith(p));

const leadWithTenant = (columns: IndexColumn[]): IndexColumn[] =>
  columns[0]?.name === 'tenant_id' ? columns : [{ name: 'tenant_id', descending: false }, ...columns.filter((c) => c.name !== 'tenant_id')];

/**
 * The indexes the table should have: the model's, then a unique one for each unionCheck column; on the platform's
 * shared tables each leads with tenant_id.
 */
export function wantedIndexes(model: Pick<TableModel, 'tableName' | 'indexes'>, uniqueColumns: readonly string[] = [], tenant = true): TableIndexShape[] {
  const withTenant = tenant ? leadWithTenant : (columns: IndexColumn[]) => columns;
  const declared = (model.indexes ?? []).map((index) => ({
    name: physicalIndexName('ix', model.tableName, index.indexName),
    unique: index.unique ?? false,
    columns: withTenant(index.columns.map((c) => ({ name: c.colCode, descending: c.order === 'desc' }))),
  }));
  const unionChecks = [...new Set(uniqueColumns)].sort().map((column) => ({
    name: physicalIndexName('uq', model.tableName, column),
    unique: true,
    columns: withTenant([{ name: column, descending: false }]),
  }));
  return [...declared, ...unionChecks];
}

export function createIndexStatement(table: string, index: TableIndexShape, quote: (name: string) => string = quoteIdent): string {
  const columns = index.columns.map((c) => `${quote(c.name)}${c.descending ? ' desc' : ''}`).join(', ');
  return `create ${index.unique ? 'unique ' : ''}index ${quote(index.name)} on ${quote(table)} (${columns})`;
}

export const dropIndexStatement = (index: Pick<TableIndexShape, 'name'>) => `drop index ${quoteIdent(index.name)}`;

const sameIndex = (a: TableIndexShape, b: TableIndexShape) =>
  a.unique === b.unique &&
  a.columns.length === b.columns.length &&
  a.columns.every((c, i) => c.name === b.columns[i]!.name && c.descending === b.columns[i]!.descending);

/** What must change: managed indexes dropped (gone from the model or defined differently), then the missing ones created. */
export function compareIndexes(
  wanted: readonly TableIndexShape[],
  catalog: readonly TableIndexShape[],
): { drop: TableIndexShape[]; create: TableIndexShape[] } {
  const wantedByName = new Map(wanted.map((w) => [w.name, w]));
  const drop = catalog.filter((c) => isManagedIndex(c.name) && !(wantedByName.has(c.name) && sameIndex(wantedByName.get(c.name)!, c)));
  const kept = new Set(catalog.filter((c) => !drop.includes(c)).map((c) => c.name));
  return { drop, create: wanted.filter((w) => !kept.has(w.name)) };
}

/** A row of the index catalog query the server runs (pg_index), as the engine reads it. */
export interface CatalogIndexRow {
  name: string;
  unique: boolean;
  columns: string[];
  descending: boolean[];
}

export const catalogIndexes = (rows: readonly CatalogIndexRow[]): TableIndexShape[] =>
  rows.map((r) => ({ name: r.name, unique: r.unique, columns: r.columns.map((name, i) => ({ name, descending: r.descending[i] ?? false })) }));
