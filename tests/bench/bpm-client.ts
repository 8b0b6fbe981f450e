// The load of the approval benchmarks, in a process of its own (forked by them through LoadProcess): approvals run
// through the HTTP API as the console would (start, the first assignee's todo page, complete, the second's, complete),
// and latency samples of one request, over HTTP or straight through `pg`. Answers each job with its figures.
import http from 'node:http';
import pg from 'pg';
import { drive, percentile } from './drive.ts';

/** `count` approvals of a two-step template, `concurrency` at a time, by three signed-in users. */
export interface ApprovalsJob {
  kind: 'approvals';
  url: string;
  templateKey: string;
  tokens: { starter: string; first: string; second: string };
  count: number;
  concurrency: number;
}

/** `count` calls of one request, `concurrency` at a time: an HTTP GET, or statements on `pg` connections. */
export interface SampleJob {
  kind: 'sample';
  count: number;
  concurrency: number;
  target:
    | { http: { url: string; headers: Record<string, string>; expect: string } }
    /** `session`: run once on each new connection; `statements`: one request, in order. */
    | { pg: { connectionString: string; session: { text: string; values: unknown[] }; statements: { text: string; values: unknown[]; name?: string }[] } };
}

export type BpmLoadJob = ApprovalsJob | SampleJob;

export const APPROVAL_STEPS = ['start', 'first todo', 'first complete', 'second todo', 'second complete'] as const;

export interface BpmLoadResult {
  /** Approvals (or requests) per second over the whole run. */
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Approvals only: each step's median latency, ms. */
  steps?: Record<(typeof APPROVAL_STEPS)[number], number>;
  /** This process's CPU time per approval (or request), ms. */
  clientCpuMs: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One HTTP call; the answer's body as text (any status but 200, or a body without `expect`, fails the run). */
function send(url: URL, method: 'GET' | 'POST', headers: Record<string, string>, body?: string, expect = '"success":true'): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request({ agent, host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        if (response.statusCode !== 200 || !text.includes(expect)) reject(new Error(`${method} ${url.pathname}: unexpected answer ${response.statusCode}: ${text.slice(0, 200)}`));
        else resolve(text);
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function approvals(job: ApprovalsJob): Promise<BpmLoadResult> {
  const steps = Object.fromEntries(APPROVAL_STEPS.map((s) => [s, [] as number[]])) as Record<(typeof APPROVAL_STEPS)[number], number[]>;
  const timed = async <T>(step: (typeof APPROVAL_STEPS)[number], work: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const result = await work();
    steps[step].push(performance.now() - t);
    return result;
  };
  const api = async <T>(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = { 'X-Access-Token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
    const text = await send(new URL(job.url + path), method, headers, body === undefined ? undefined : JSON.stringify(body));
    return (JSON.parse(text) as { result: T }).result;
  };
  // The assignee opens their todo list and picks the instance's task there (the workers keep at most `concurrency`
  // open tasks per assignee, so the first page holds it).
  const taskOf = async (token: string, instanceId: string) => {
    const page = await api<{ records: { id: string; instanceId: string }[] }>(token, 'GET', '/api/bpm/task/todo?pageNo=1&pageSize=10');
    const task = page.records.find((r) => r.instanceId === instanceId);
    if (!task) throw new Error(`no task of instance ${instanceId} on the first todo page`);
    return task.id;
  };
  const { starter, first, second } = job.tokens;
  const result = await drive(job.count, job.concurrency, async (i) => {
    const { id } = await timed('start', () => api<{ id: string }>(starter, 'POST', '/api/bpm/process/start', { templateKey: job.templateKey, businessTitle: `Purchase ${i}`, variables: { amount: 100 + (i % 900) } }));
    const firstTask = await timed('first todo', () => taskOf(first, id));
    await timed('first complete', () => api(first, 'POST', '/api/bpm/task/complete', { taskId: firstTask, opinion: 'Agreed' }));
    const secondTask = await timed('second todo', () => taskOf(second, id));
    const { instanceState } = await timed('second complete', () => api<{ instanceState: string }>(second, 'POST', '/api/bpm/task/complete', { taskId: secondTask, opinion: 'Done' }));
    if (instanceState !== 'COMPLETED') throw new Error(`instance ${id} is ${instanceState} after its second step`);
  });
  const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 0.5);
  return { ...result, steps: Object.fromEntries(APPROVAL_STEPS.map((s) => [s, median(steps[s])])) as BpmLoadResult['steps'] };
}

const pools: pg.Pool[] = [];

function sample(job: SampleJob): Promise<BpmLoadResult> {
  if ('http' in job.target) {
    const { url, headers, expect } = job.target.http;
    const target = new URL(url);
    return drive(job.count, job.concurrency, async () => void (await send(target, 'GET', headers, undefined, expect)));
  }
  const { connectionString, session, statements } = job.target.pg;
  const pool = new pg.Pool({ connectionString, max: job.concurrency });
  pools.push(pool);
  const ready = new WeakSet<pg.PoolClient>();
  return drive(job.count, job.concurrency, async () => {
    const client = await pool.connect();
    try {
      if (!ready.has(client)) {
        await client.query(session.text, session.values);
        ready.add(client);
      }
      for (const statement of statements) await client.query(statement);
    } finally {
      client.release();
    }
  });
}

process.on('message', (job: BpmLoadJob | 'exit') => {
  if (job === 'exit') {
    agent.destroy();
    void Promise.all(pools.map((p) => p.end())).then(() => process.exit(0));
    return;
  }
  (job.kind === 'approvals' ? approvals(job) : sample(job)).then(
    (result) => process.send!({ ok: true, result }),
    (error: unknown) => process.send!({ ok: false, error: String(error) }),
  );
});
