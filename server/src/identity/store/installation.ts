// The identity store's installation statements: the transport key's row (one per installation, the first stored wins).
import type { Database } from '../../db/database.ts';

/** The stored transport key (PEM), if any. */
export async function readTransportKey(db: Database): Promise<{ value: string } | undefined> {
  const [row] = await db.systemQuery<{ value: string }>(`select value from sys_installation where key = 'user_transport_key'`);
  return row;
}

/** Stores the key unless one is stored already (instances racing on first use). */
export async function storeTransportKey(db: Database, pem: string): Promise<void> {
  await db.asSystem((em) => em.execute(`insert into sys_installation (key, value) values ('user_transport_key', ?) on conflict (key) do nothing`, [pem]));
}
