// The system store's metadata history of relational tables (menus, roles, dictionaries, app groups, configuration
// values): a saved version's document, a row's current document, and writing a document back.
import type { MetadataKind } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import type { SYSTEM_METADATA_TABLES } from '../../db/migrations/Migration20261205000001SystemMetadataHistory.ts';

export type HistoryTable = (typeof SYSTEM_METADATA_TABLES)[number];
export type Document = Record<string, unknown>;

/** The document saved as a version (none when it was a deletion). */
export async function versionDocument(em: EntityManager, kind: MetadataKind, code: string, version: number): Promise<Document | undefined> {
  const [row] = await em.execute<{ content: Document }[]>(
    `select content from ef_metadata_history where kind = ? and code = ? and version = ? and action <> 'delete' order by id desc limit 1`,
    [kind, code, version],
  );
  return row?.content;
}

/** A row's current document, as the table's trigger writes it. */
export async function currentDocument(em: EntityManager, t: HistoryTable, code: string): Promise<{ id: string; version: number; content: Document } | undefined> {
  const [row] = await em.execute<{ id: string; version: number; content: Document }[]>(
    `select id, version, yc_history_document(?, to_jsonb(t)) as content from ${t.table} t where ${t.code} = ?`,
    [t.kind, code],
  );
  return row;
}

/** Writes the columns of a document back into the row at `version` (its next version); none when the row is not at it. */
export async function writeDocument(em: EntityManager, t: HistoryTable, code: string, columns: string[], document: Document, version: number) {
  const [row] = await em.execute<{ id: string; version: number }[]>(
    `update ${t.table} set (${columns.join(', ')}) = (select ${columns.join(', ')} from jsonb_populate_record(null::${t.table}, ?::jsonb)),
            version = version + 1
      where ${t.code} = ? and version = ? returning id, version`,
    [JSON.stringify(document), code, version],
  );
  return row;
}

/** Replaces a dictionary's items with the documents' (their columns). */
export async function replaceDictItems(em: EntityManager, dictId: string, items: Document[], itemColumns: string[]): Promise<void> {
  await em.execute(`delete from sys_dict_item where dict_id = ?`, [dictId]);
  if (items.length && itemColumns.length) {
    await em.execute(
      `insert into sys_dict_item (id, dict_id, ${itemColumns.join(', ')})
       select gen_random_uuid(), ?, ${itemColumns.join(', ')} from jsonb_populate_recordset(null::sys_dict_item, ?::jsonb)`,
      [dictId, JSON.stringify(items)],
    );
  }
}
