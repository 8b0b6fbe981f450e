// The logic layer's long-lived pieces, one set per server instance: data sources with their pools and the guarded HTTP
// client. The app opens them once and hands them to every domain plugin (the logic routes and the metadata runtime:
// tables in data sources, records over HTTP); they close with the server.
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { DataSourceStore } from './data-sources.ts';
import { ExternalDatabases } from './store/external.ts';
import { HttpCaller } from './http-configs.ts';
import { loadSecrets } from './secrets.ts';

export interface LogicServices {
  sources: DataSourceStore;
  external: ExternalDatabases;
  http: HttpCaller;
  close(): Promise<void>;
}

export async function openLogicServices(db: Database, config: ServerConfig): Promise<LogicServices> {
  const external = new ExternalDatabases(config);
  const http = new HttpCaller(config.httpConfig);
  const sources = new DataSourceStore(await loadSecrets(db, config.dataKey));
  return { sources, external, http, close: async () => void (await Promise.all([external.close(), http.close()])) };
}
