// The probe of the idle benchmark, preloaded (`--import`) into the server's own process, which idle.ts starts as
// `npm run serve` does (or `serve:dev`), with --expose-gc. Told over IPC that the server listens, it waits until the
// server is idle, forces full collections and answers its memory (rss, V8 heap used and total, external; MB) and the
// seconds since the process started. idle.ts strips its types first: the process loads no TypeScript loader for it.
import { Session } from 'node:inspector/promises';

export interface IdleMemory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  /** From the process's start to the server listening (node's start and the modules' loading included). */
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

async function measure(): Promise<IdleMemory> {
  const startSeconds = performance.now() / 1000;
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('the idle probe needs --expose-gc');
  await idle(2000);
  for (let i = 0; i < 3; i += 1) {
    gc();
    await idle(200);
  }
  const m = process.memoryUsage();
  const modules = process.env.BENCH_IDLE_MODULES ? await sourceByPackage() : undefined;
  return { rss: mb(m.rss), heapUsed: mb(m.heapUsed), heapTotal: mb(m.heapTotal), external: mb(m.external), startSeconds, modules };
}

process.on('message', (message: unknown) => {
  if (message !== 'measure') return;
  measure().then((memory) => process.send!(memory), (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
