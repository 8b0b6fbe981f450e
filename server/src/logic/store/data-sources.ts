// The enterprise's data sources (sys_data_source): external databases registered by key, passwords sealed at rest.
import { randomUUID } from 'node:crypto';
import type { DataSourceInput } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';

const COLUMNS = `id, datasource_key as "datasourceKey", datasource_name as "datasourceName", datasource_type as "datasourceType",
  db_type as "dbType", url, username, attributes_json as "attributesJson", driver_class_name as "driverClassName",
  password_enc is not null as "hasPassword", version`;

/** A data source as the screen reads it (never its password). */
export interface DataSourceRecord {
  id: string; datasourceKey: string; datasourceName: string; datasourceType: string | null; dbType: string; url: string; username: string | null;
  attributesJson: string | null; driverClassName: string | null; hasPassword: boolean; version: number;
}

/** A source's stored row as connecting needs it (password still sealed). */
export interface StoredSource {
  id: string;
  version: number;
  db_type: DataSourceInput['dbType'];
  url: string;
  username: string | null;
  password_enc: string | null;
  attributes_json: string | null;
}

/** The stored row of a source, if the enterprise has one of this key. */
export async function storedSource(em: EntityManager, key: string): Promise<StoredSource | undefined> {
  const [row] = await em.execute<StoredSource[]>(
    `select id, version, db_type, url, username, password_enc, attributes_json from sys_data_source where datasource_key = ?`, [key]);
  return row;
}

/** A page of sources, by key; `like` (a pattern) filters on key or name. */
export async function sourcePage(em: EntityManager, like: string | undefined, pageNo: number, pageSize: number) {
  const where = like ? `where datasource_key ilike ? or datasource_name ilike ?` : '';
  const values = like ? [like, like] : [];
  const records = await em.execute<DataSourceRecord[]>(`select ${COLUMNS} from sys_data_source ${where} order by datasource_key limit ? offset ?`, [...values, pageSize, (pageNo - 1) * pageSize]);
  const [count] = await em.execute<{ n: number }[]>(`select count(*)::int as n from sys_data_source ${where}`, values);
  return { records, total: count?.n ?? 0, current: pageNo, size: pageSize };
}

export async function sourceByKey(em: EntityManager, key: string): Promise<DataSourceRecord | undefined> {
  const [row] = await em.execute<DataSourceRecord[]>(`select ${COLUMNS} from sys_data_source where datasource_key = ?`, [key]);
  return row;
}

interface SourceFields {
  datasourceKey: string; datasourceName: string; datasourceType?: string | null; dbType: string; url: string; username?: string | null;
  attributesJson?: string | null; driverClassName?: string | null;
}

/** Adds a source; undefined when its key is taken. */
export async function insertSource(em: EntityManager, s: SourceFields, passwordEnc: string | null): Promise<DataSourceRecord | undefined> {
  const [inserted] = await em.execute<DataSourceRecord[]>(
    `insert into sys_data_source (id, datasource_key, datasource_name, datasource_type, db_type, url, username, password_enc, attributes_json, driver_class_name)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (tenant_id, datasource_key) do nothing returning ${COLUMNS}`,
    [randomUUID(), s.datasourceKey, s.datasourceName, s.datasourceType ?? null, s.dbType, s.url.trim(), s.username ?? null,
      passwordEnc, s.attributesJson ?? null, s.driverClassName ?? null],
  );
  return inserted;
}

/** The id and sealed password of the source of this key. */
export async function sourcePassword(em: EntityManager, key: string): Promise<Pick<StoredSource, 'id' | 'password_enc'> | undefined> {
  const [row] = await em.execute<StoredSource[]>(`select id, password_enc from sys_data_source where datasource_key = ?`, [key]);
  return row;
}

/** Saves the source over the version it was read at; undefined when the version does not match. */
export async function updateSource(em: EntityManager, s: SourceFields, passwordEnc: string | null, version: number): Promise<DataSourceRecord | undefined> {
  const [updated] = await em.execute<DataSourceRecord[]>(
    `update sys_data_source set datasource_name = ?, datasource_type = ?, db_type = ?, url = ?, username = ?, password_enc = ?, attributes_json = ?,
            driver_class_name = ?, updated_at = now(), version = version + 1
      where datasource_key = ? and version = ? returning ${COLUMNS}`,
    [s.datasourceName, s.datasourceType ?? null, s.dbType, s.url.trim(), s.username ?? null, passwordEnc, s.attributesJson ?? null,
      s.driverClassName ?? null, s.datasourceKey, version],
  );
  return updated;
}

/** The SQL configs and table models that name the source (at most five). */
export const sourceUsers = (em: EntityManager, key: string) => em.execute<{ kind: string; code: string }[]>(
  `select kind, code from ef_metadata where kind in ('sqlConfig', 'tableModel') and content->>'dsName' = ? order by kind, code limit 5`, [key]);

/** Deletes the source: its id, or undefined when there is none. */
export async function deleteSource(em: EntityManager, key: string): Promise<string | undefined> {
  const [row] = await em.execute<{ id: string }[]>(`delete from sys_data_source where datasource_key = ? returning id`, [key]);
  return row?.id;
}
