// The load of a benchmark, in a process of its own (forked by the benchmark): the server's process then spends its
// CPU on serving, not on sending. Receives one job at a time over IPC and answers with the latencies it saw.
import http from 'node:http';
import pg from 'pg';
import { drive } from './drive.ts';

export interface HttpJob {
  kind: 'http';
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** Request bodies, used in turn (none for GET). */
  bodies: string[];
  /** Expected in every answer's body, or the run fails. */
  expect: string;
}

export interface PgJob {
  kind: 'pg';
  connectionString: string;
  /** Per request, the statements it runs in order; requests use them in turn. */
  requests: { text: string; values: unknown[] }[][];
}

export type LoadJob = (HttpJob | PgJob) & { concurrency: number; count: number };

export interface LoadResult {
  /** Requests per second over the whole run. */
  perSecond: number;
  p50: number;
  p99: number;
  /** This process's CPU time per request (the client's share), ms. */
  clientCpuMs: number;
}

const agents = new Map<number, http.Agent>();

function httpCall(job: HttpJob & { concurrency: number }): (i: number) => Promise<void> {
  const agent = agents.get(job.concurrency) ?? new http.Agent({ keepAlive: true, maxSockets: job.concurrency });
  agents.set(job.concurrency, agent);
  const url = new URL(job.url);
  return (i) =>
    new Promise((resolve, reject) => {
      const body = job.bodies.length ? job.bodies[i % job.bodies.length] : undefined;
      const request = http.request(
        { agent, host: url.hostname, port: url.port, path: url.pathname + url.search, method: job.method, headers: job.headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            if (response.statusCode !== 200 || !text.includes(job.expect)) reject(new Error(`unexpected answer ${response.statusCode}: ${text.slice(0, 200)}`));
            else resolve();
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
}

const pools = new Map<string, pg.Pool>();

function pgCall(job: PgJob & { concurrency: number }): (i: number) => Promise<void> {
  const key = `${job.connectionString}#${job.concurrency}`;
  const pool = pools.get(key) ?? new pg.Pool({ connectionString: job.connectionString, max: job.concurrency });
  pools.set(key, pool);
  return async (i) => {
    for (const statement of job.requests[i % job.requests.length]!) await pool.query(statement.text, statement.values);
  };
}

process.on('message', (job: LoadJob | 'exit') => {
  if (job === 'exit') {
    for (const agent of agents.values()) agent.destroy();
    void Promise.all([...pools.values()].map((p) => p.end())).then(() => process.exit(0));
    return;
  }
  const call = job.kind === 'http' ? httpCall(job) : pgCall(job);
  drive(job.count, job.concurrency, call).then(
    (result) => process.send!({ ok: true, result }),
    (error: unknown) => process.send!({ ok: false, error: String(error) }),
  );
});
