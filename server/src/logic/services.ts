// The logic layer's long-lived pieces, one set per database (server instance): data sources with their pools and the
// guarded HTTP client. Both the logic routes and the metadata runtime (tables in data sources, records over HTTP) use
// them; the logic plugin closes them with the server.
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { DataSourceStore } from './data-sources.ts';
import { ExternalDatabases } from './external.ts';
import { HttpCaller } from './http-configs.ts';
import { loadSecrets } from './secrets.ts';

export interface LogicServices {
  sources: DataSourceStore;
  external: ExternalDatabases;
  http: HttpCaller;
  close(): Promise<void>;
}

const byDatabase = new WeakMap<Database, Promise<LogicServices>>();

export function logicServices(db: Database, config: ServerConfig): Promise<LogicServices> {
  let services = byDatabase.get(db);
  if (!services) {
    services = (async () => {
      const external = new ExternalDatabases();
      const http = new HttpCaller(config.httpConfig);
      const sources = new DataSourceStore(await loadSecrets(db, config.dataKey));
      return { sources, external, http, close: async () => void (await Promise.all([external.close(), http.close()])) };
    })();
    byDatabase.set(db, services);
  }
  return services;
}
