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

// BENCH_SERVER_TRACE=1: the process's memory (rss, V8 heap used and total, external, array buffers) every second.
if (process.env.BENCH_SERVER_TRACE) {
  const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
  setInterval(() => {
    const m = process.memoryUsage();
    console.log(`server memory: rss ${mb(m.rss)} heap ${mb(m.heapUsed)}/${mb(m.heapTotal)} external ${mb(m.external)} buffers ${mb(m.arrayBuffers)} MB`);
  }, 1000).unref();
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
