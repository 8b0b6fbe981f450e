// The server of the idle benchmark, in a process of its own (forked by idle.ts with --expose-gc): builds the platform
// as its start does on the configuration given over IPC, listens, waits until it is idle, forces full collections
// and answers its memory (rss, V8 heap used and total, external; MB). Closes when told to exit.
import { buildPlatform, loadConfig } from '@yc/server';

export interface IdleMemory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  startSeconds: number;
}

const mb = (n: number) => n / 1024 / 1024;
const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

process.once('message', (env: Record<string, string>) => {
  void (async () => {
    const started = performance.now();
    const platform = await buildPlatform(loadConfig(env));
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    const startSeconds = (performance.now() - started) / 1000;
    const gc = (globalThis as { gc?: () => void }).gc;
    if (!gc) throw new Error('idle-server.ts needs --expose-gc');
    await idle(2000);
    for (let i = 0; i < 3; i += 1) {
      gc();
      await idle(200);
    }
    const m = process.memoryUsage();
    process.on('message', (message: unknown) => {
      if (message === 'exit') void platform.close().then(() => process.exit(0));
    });
    process.send!({ rss: mb(m.rss), heapUsed: mb(m.heapUsed), heapTotal: mb(m.heapTotal), external: mb(m.external), startSeconds } satisfies IdleMemory);
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
