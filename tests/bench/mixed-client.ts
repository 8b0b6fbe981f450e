// The load of the mixed bench (tests/bench/mixed.ts), in a process of its own (forked through LoadProcess): `users`
// virtual users, each acting like a person for `seconds`: a random pause of 1–3 s before each action; signs in and
// reads the menu, then opens the claims list with a filter, saves claims with sub-table lines (new ones, and edits of
// their own that add a line), starts approvals and completes their tasks (todo page, then complete), and opens the
// dashboard's widgets (the portal's items). Records each request's latency by route, the errors, and the writes the server acknowledged.
import http from 'node:http';

export interface MixedJob {
  count: number;
  url: string;
  users: { username: string; password: string }[];
  seconds: number;
  /** false: no thought between actions (and no staggered arrival), each user a client in a tight loop. */
  pauses: boolean;
  /** With pauses: each user signs in at a random moment within the load's first `arrivalMs` (default 3 s). */
  arrivalMs?: number;
  /** 'list': every action opens the list (its runtime and a filtered page). */
  only?: 'list';
  listPath: string;
  templateKey: string;
  portal: string;
  /** The portal's items (each a widget). */
  widgets: string[];
}

/** What one route's requests gave: latencies (ms, as measured here) and the failures. */
export interface RouteSamples {
  latencies: number[];
  /** When each request was sent, ms from the load's start (the same order as `latencies`). */
  at: number[];
  errors: number;
  firstError?: string;
}

/** The writes the server answered 200 to (counted again in the database afterwards). */
export interface Acknowledged {
  claims: number;
  lines: number;
  edits: number;
  starts: number;
  completes: number;
  /** Instances whose second step's completion was acknowledged. */
  finished: number;
  /** Writes whose answer never came (timeouts, resets): their outcome is unknown. */
  unknown: number;
}

export interface MixedResult {
  routes: Record<string, RouteSamples>;
  acknowledged: Acknowledged;
  actions: number;
  clientCpuMs: number;
  seconds: number;
}

const REQUEST_TIMEOUT_MS = 30_000;
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

class Failure extends Error {
  constructor(message: string, readonly answered: boolean) {
    super(message);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function run(job: MixedJob): Promise<MixedResult> {
  const routes: Record<string, RouteSamples> = {};
  const acknowledged: Acknowledged = { claims: 0, lines: 0, edits: 0, starts: 0, completes: 0, finished: 0, unknown: 0 };
  const base = new URL(job.url);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const deadline = started + job.seconds * 1000;
  let actions = 0;

  /** One request, timed under `route`; the answer's `result` (any status but 200 or success false is a failure). */
  function call<T>(route: string, method: string, path: string, token?: string, body?: unknown): Promise<T> {
    const samples = (routes[route] ??= { latencies: [], at: [], errors: 0 });
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { ...(token ? { 'X-Access-Token': token } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) };
    const t = performance.now();
    return new Promise<T>((resolve, reject) => {
      const request = http.request({ agent, host: base.hostname, port: base.port, path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => {
          samples.latencies.push(performance.now() - t);
          samples.at.push(t - started);
          const text = Buffer.concat(chunks).toString();
          let parsed: { success?: boolean; result?: T } | undefined;
          try {
            parsed = JSON.parse(text) as { success?: boolean; result?: T };
          } catch {
            parsed = undefined;
          }
          if (response.statusCode !== 200 || !parsed || parsed.success === false) {
            samples.errors += 1;
            samples.firstError ??= `${method} ${path.split('?')[0]}: ${response.statusCode} ${text.slice(0, 200)}`;
            reject(new Failure(`${route}: ${response.statusCode}`, true));
          } else resolve(parsed.result as T);
        });
        response.on('error', (error) => reject(new Failure(String(error), false)));
      });
      request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
      request.on('error', (error) => {
        samples.errors += 1;
        samples.firstError ??= `${method} ${path.split('?')[0]}: ${String(error)}`;
        reject(new Failure(String(error), false));
      });
      request.end(payload);
    });
  }

  /** A write: counted as acknowledged only when answered 200; a write without an answer is of unknown outcome. */
  async function write<T>(work: () => Promise<T>): Promise<T | undefined> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof Failure && !error.answered) acknowledged.unknown += 1;
      return undefined;
    }
  }

  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
  const think = () => (!job.pauses ? new Promise((resolve) => setImmediate(resolve)) : sleep(Math.min(1000 + Math.random() * 2000, Math.max(0, deadline - performance.now()))));

  async function user(index: number): Promise<void> {
    const { username, password } = job.users[index]!;
    // People do not all arrive in the same millisecond: each signs in within the first 3 s (or `arrivalMs`).
    if (job.pauses) await sleep(Math.random() * (job.arrivalMs ?? 3000));
    let token: string;
    try {
      token = (await call<{ token: string }>('login', 'POST', '/api/system/login', undefined, { username, password })).token;
      await call('menu', 'GET', '/api/system/permission/getUserPermissionByToken', token);
    } catch {
      return;
    }
    const list = job.listPath;
    const claims: { id: string; lines: number }[] = [];
    let openTasks = 0;
    let n = 0;
    // Bounded by time and by count (with pauses each action is followed by at least 1 s of thought).
    const most = job.pauses ? job.seconds + 1 : job.seconds * 1000;
    for (let step = 0; step < most && performance.now() < deadline; step += 1) {
      await think();
      if (performance.now() >= deadline) break;
      actions += 1;
      const roll = job.only === 'list' ? 0 : Math.random();
      try {
        if (roll < 0.3) {
          // The list page: its runtime, then a page of the user's own claims, largest first.
          await call('page', 'GET', list, token);
          await call('list', 'POST', `${list}/list`, token, {
            filters: [{ colCode: 'note', op: 'eq', value: username }], sort: { colCode: 'amount', order: 'desc' }, pageNo: 1, pageSize: 20,
          });
        } else if (roll < 0.55) {
          if (claims.length > 0 && Math.random() < 0.4) {
            // Opens one of their claims and saves it with one line more.
            const claim = pick(claims);
            const record = await call<{ data_version: number; title: string; amount: number; lines: Record<string, unknown>[] }>('read', 'GET', `${list}/data/${claim.id}?mode=edit`, token);
            const lines = [...record.lines, { item: `Extra ${n}`, cost: 5 }];
            const saved = await write(() => call('edit', 'PUT', `${list}/data/${claim.id}`, token, {
              title: record.title, amount: Number(record.amount) + 1, note: username, data_version: record.data_version, lines,
            }));
            if (saved !== undefined) {
              acknowledged.edits += 1;
              acknowledged.lines += 1;
              claim.lines += 1;
            }
          } else {
            const count = 1 + Math.floor(Math.random() * 3);
            const lines = Array.from({ length: count }, (_, i) => ({ item: `Item ${i + 1}`, cost: 10 + i }));
            const added = await write(() => call<{ id: string }>('add', 'POST', `${list}/data`, token, {
              title: `Claim ${username} ${n++}`, amount: 10 + Math.floor(Math.random() * 990), note: username, lines,
            }));
            if (added) {
              acknowledged.claims += 1;
              acknowledged.lines += count;
              claims.push({ id: added.id, lines: count });
            }
          }
        } else if (roll < 0.75) {
          if (openTasks > 0) {
            // My tasks: the todo page, then the first task on it completed.
            const page = await call<{ records: { id: string; instanceId: string }[] }>('todo', 'GET', '/api/bpm/task/todo?pageNo=1&pageSize=10', token);
            const task = page.records[0];
            if (task) {
              const done = await write(() => call<{ instanceState: string }>('complete', 'POST', '/api/bpm/task/complete', token, { taskId: task.id, opinion: 'Agreed' }));
              if (done) {
                acknowledged.completes += 1;
                openTasks -= 1;
                if (done.instanceState === 'COMPLETED') acknowledged.finished += 1;
              }
            }
          } else {
            const started = await write(() => call<{ id: string }>('start', 'POST', '/api/bpm/process/start', token, {
              templateKey: job.templateKey, businessTitle: `Purchase ${username} ${n++}`, variables: { amount: 100 + Math.floor(Math.random() * 900) },
            }));
            if (started) {
              acknowledged.starts += 1;
              // Both steps are the initiator's.
              openTasks += 2;
            }
          }
        } else {
          // The dashboard: its widgets' data, item by item of the portal, asked at once as the portal page does.
          const shown = [...job.widgets].sort(() => Math.random() - 0.5).slice(0, 2 + Math.floor(Math.random() * 3));
          await Promise.all(shown.map((w) => call('widget', 'GET', `/api/eform/engine/portal/${job.portal}/item/${w}/data`, token)));
        }
      } catch {
        // Counted under its route; the person goes on with the next action.
      }
    }
  }

  await Promise.all(job.users.map((_, i) => user(i)));
  const used = process.cpuUsage(cpu);
  return { routes, acknowledged, actions, clientCpuMs: (used.user + used.system) / 1000, seconds: (performance.now() - started) / 1000 };
}

process.on('message', (job: MixedJob | 'exit') => {
  if (job === 'exit') {
    agent.destroy();
    process.exit(0);
  }
  run(job).then(
    (result) => process.send!({ ok: true, result }),
    (error: unknown) => process.send!({ ok: false, error: String(error) }),
  );
});
