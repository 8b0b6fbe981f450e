// Data sources: administrators register external PostgreSQL and MySQL/MariaDB databases; SQL configs (and table models)
// name one by its key. Passwords are sealed at rest and never returned; a changed or removed source's pool is closed.
// A source's address passes the source guard (source-guard.ts) when it is saved, tested and connected to.
import { CONFIG_MESSAGES, connectionSettings, type ConnectionSettings, type DataSourceInput } from '@yc/engine';
import type { EntityManager } from '../db/database.ts';
import { badRequest } from '../wire/envelope.ts';
import type { Secrets } from './secrets.ts';
import { storedSource, type StoredSource } from './store/data-sources.ts';

/** A source ready to connect to: its identity for the pool and its settings. */
export interface ResolvedSource {
  id: string;
  version: number;
  settings: ConnectionSettings;
}

export class DataSourceStore {
  constructor(private readonly secrets: Secrets) {}

  /** The stored row of a source (password still sealed), if the enterprise has one of this key. */
  async stored(em: EntityManager, key: string): Promise<StoredSource | undefined> {
    return storedSource(em, key);
  }

  settingsOf(row: Pick<StoredSource, 'db_type' | 'url' | 'username' | 'password_enc' | 'attributes_json'>): ConnectionSettings {
    return connectionSettings({
      dbType: row.db_type, url: row.url, username: row.username ?? undefined,
      password: row.password_enc ? this.secrets.open(row.password_enc) : undefined, attributesJson: row.attributes_json ?? undefined,
    });
  }

  /** The enterprise's source of this key, or a refusal naming the key. */
  async resolve(em: EntityManager, key: string): Promise<ResolvedSource> {
    const row = await this.stored(em, key);
    if (!row) throw badRequest(CONFIG_MESSAGES.dsUnknown(key));
    return { id: row.id, version: row.version, settings: this.settingsOf(row) };
  }

  /** The dialect of a source (for checking a config's SQL before it is saved). */
  async dbTypeOf(em: EntityManager, key: string): Promise<DataSourceInput['dbType'] | null> {
    return (await this.stored(em, key))?.db_type ?? null;
  }

  seal(password: string | undefined): string | null {
    return password ? this.secrets.seal(password) : null;
  }
}
