// The server of the Excel benchmark, in a process of its own (forked by excel.ts): the benchmark samples this
// process's resident memory only — not the data loading, nor the client, nor the benchmark's own bookkeeping. It loads
// what the server's own start loads (no test runner): the platform built on the configuration given over IPC (the
// database the benchmark made). Answers its URL, the default enterprise and its schema; closes when told to exit.
import { buildPlatform, loadConfig } from '@yc/server';

export interface ServerReady {
  url: string;
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
    const platform = await buildPlatform(loadConfig(env));
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    const address = platform.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const tenantId = platform.boot.defaultTenantId;
    const [{ schema }] = (await platform.db.systemQuery<{ schema: string }>(`select yc_tenant_schema(?) as schema`, [tenantId])) as [{ schema: string }];
    process.on('message', (m: unknown) => {
      if (m === 'exit') void platform.close().then(() => process.exit(0));
    });
    process.send!({ url, tenantId, schema } satisfies ServerReady);
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
