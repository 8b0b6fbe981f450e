// The server of the idle benchmark, in a process of its own (forked by idle.ts with --expose-gc): builds the platform
// as its start does on the configuration given over IPC, listens, waits until it is idle, forces full collections
// and answers its memory (rss, V8 heap used and total, external; MB). Closes when told to exit.
import { Session } from 'node:inspector/promises';
import { buildPlatform, loadConfig } from '@yc/server';

export interface IdleMemory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  startSeconds: number;
  /** BENCH_IDLE_MODULES=1: the packages (or the project's folders) with the most source text loaded, MB. */
  modules?: [string, number][];
}

/** The source text of every script V8 holds, by package (node_modules/<name>) or else by the project's top folder. */
async function sourceByPackage(): Promise<[string, number][]> {
  const session = new Session();
  session.connect();
  const sizes = new Map<string, number>();
  session.on('Debugger.scriptParsed', ({ params }) => {
    const url = params.url.replace(/^file:\/\//, '');
    const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    const key = match ? match[1]! : url.startsWith('/') ? url.split('/').slice(0, 4).join('/') : url.split(':')[0] || '(eval)';
    sizes.set(key, (sizes.get(key) ?? 0) + (params.length ?? 0) / 2 ** 20);
  });
  await session.post('Debugger.enable');
  await session.post('Debugger.disable');
  session.disconnect();
  return [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 15);
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
    const modules = process.env.BENCH_IDLE_MODULES ? await sourceByPackage() : undefined;
    process.on('message', (message: unknown) => {
      if (message === 'exit') void platform.close().then(() => process.exit(0));
    });
    process.send!({ rss: mb(m.rss), heapUsed: mb(m.heapUsed), heapTotal: mb(m.heapTotal), external: mb(m.external), startSeconds, modules } satisfies IdleMemory);
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
