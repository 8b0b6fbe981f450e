// The server of the Excel benchmark, in a process of its own (forked by excel.ts): the benchmark samples this
// process's resident memory only — not the data loading, nor the client, nor the benchmark's own bookkeeping.
// Started with the environment given over IPC; answers its URL, database and the default enterprise's schema, and
// stops (dropping its database) when told to exit.
import { startTestServer } from '../support/server.ts';

export interface ServerReady {
  url: string;
  databaseUrl: string;
  tenantId: number;
  schema: string;
}

process.once('message', (env: Record<string, string>) => {
  void (async () => {
    const server = await startTestServer({ env });
    if (!server.config.databaseUrl) throw new Error('the excel bench runs on PostgreSQL (unset TEST_DB)');
    const tenantId = server.platform.boot.defaultTenantId;
    const [{ schema }] = (await server.sql<{ schema: string }>(`select yc_tenant_schema($1) as schema`, [tenantId])) as [{ schema: string }];
    process.on('message', (m: unknown) => {
      if (m === 'exit') void server.stop().then(() => process.exit(0));
    });
    process.send!({ url: server.url, databaseUrl: server.config.databaseUrl, tenantId, schema } satisfies ServerReady);
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
