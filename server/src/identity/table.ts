// Rows of the identity tables written from wire fields: column names come from a table spec (code), values are bound;
// updates are optimistic on `version` when the client sends it.
import type { EntityManager } from '../db/database.ts';
import { MESSAGES } from '@yc/engine';
import { badRequest, conflict, notFound } from '../wire/envelope.ts';

export interface TableSpec<F extends string = string> {
  table: string;
  /** Wire field → column. */
  columns: Readonly<Record<F, string>>;
  /** Extra assignment of every update, e.g. `updated_at = now()`. */
  touch?: string;
  /** A cast applied when a column is read (e.g. numeric → float8, so that it reaches the wire as a number). */
  readCasts?: Partial<Readonly<Record<F, string>>>;
}

/** `t.column as "field", …` of every field of the spec. */
export function selectColumns<F extends string>(spec: TableSpec<F>, alias: string): string {
  return (Object.keys(spec.columns) as F[])
    .map((field) => `${alias}.${spec.columns[field]}${spec.readCasts?.[field] ? `::${spec.readCasts[field]}` : ''} as "${field}"`)
    .join(', ');
}

function assigned<F extends string>(spec: TableSpec<F>, values: Partial<Record<F, unknown>>): [string, unknown][] {
  return (Object.keys(spec.columns) as F[])
    .filter((f) => values[f] !== undefined)
    .map((f) => [spec.columns[f], values[f] as unknown]);
}

/** Inserts a row with the given id and the fields that are present (plus code-given column values). */
export async function insertRow<F extends string>(
  em: EntityManager, spec: TableSpec<F>, id: string, values: Partial<Record<F, unknown>>, extra: Record<string, unknown> = {},
): Promise<void> {
  const pairs: [string, unknown][] = [['id', id], ...assigned(spec, values), ...Object.entries(extra)];
  await em.execute(
    `insert into ${spec.table} (${pairs.map(([c]) => c).join(', ')}) values (${pairs.map(() => '?').join(', ')})`,
    pairs.map(([, v]) => v),
  );
}

/** Updates the fields that are present; returns the new version. Unknown id: 404; stale version: 409. */
export async function updateRow<F extends string>(
  em: EntityManager, spec: TableSpec<F>, id: string, values: Partial<Record<F, unknown>>, version: number | undefined, extra: Record<string, unknown> = {},
): Promise<number> {
  // An edit is based on the version it was read at: without it, a save could overwrite someone else's unseen.
  if (version === undefined) throw badRequest(MESSAGES.versionRequired.en_US);
  const pairs = [...assigned(spec, values), ...Object.entries(extra)];
  const sets = [...pairs.map(([c]) => `${c} = ?`), ...(spec.touch ? [spec.touch] : []), 'version = version + 1'];
  const rows = await em.execute<{ version: number }[]>(
    `update ${spec.table} set ${sets.join(', ')} where id = ? and version = ? returning version`,
    [...pairs.map(([, v]) => v), id, version],
  );
  if (rows[0]) return rows[0].version;
  const exists = await em.execute(`select 1 from ${spec.table} where id = ?`, [id]);
  throw exists.length ? conflict() : notFound();
}
