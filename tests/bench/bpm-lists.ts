// Task lists of a busy approver: one user with 100,000 handled and 1,000 open tasks (and the other users' steps of the
// same instances), bulk-inserted and `vacuum analyze`d as a user's database would be. From a separate process, one
// client asks for the first page of 10 of `GET /api/bpm/task/todo` and of `…/done` over HTTP; the baseline is the same
// statements the API sends for such a page (captured from the server's own connection: the total for the pager and the
// page; prepared under the same names), sent straight to PostgreSQL through `pg` on a connection set up as the API's
// (runtime role, tenant; so the same row-level policy). Rounds alternate; prints p50/p95 of both, `todo p95` against its
// aim of 50 ms, and `ratio: X` (raw p50 / API p50, the lower of the two lists).
// Usage: npm run bench -- bpm-lists   (BENCH_DONE, BENCH_OPEN, BENCH_REQUESTS, BENCH_ROUNDS to change the size;
// BENCH_EXPLAIN=1 prints the plans of the statements; BENCH_SQL='create index …' runs before the vacuum, to try an index)
import pg from 'pg';
import { createUser, STRONG_PASSWORD } from '../support/identity.ts';
import { startTestServer, type ApiClient, type TestServer } from '../support/server.ts';
import { twoStepBpmn } from '../api/bpm-fixtures.ts';
import type { BpmLoadJob, BpmLoadResult } from './bpm-client.ts';
import { LoadProcess } from './load-client.ts';

const DONE = Number(process.env.BENCH_DONE ?? 100_000);
const OPEN = Number(process.env.BENCH_OPEN ?? 1_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const EXTRA_SQL = process.env.BENCH_SQL;
const OTHERS = 8;
const KEY = 'bench_leave';
const PAGE = 'pageNo=1&pageSize=10';
const TODO_AIM_MS = 50;

interface Statement {
  text: string;
  values: unknown[];
  /** The prepared statement's name, where the server names it (it is then prepared once per connection, on both sides). */
  name?: string;
}

async function ok<T>(call: Promise<{ status: number; body: { message: string; result: T } }>): Promise<T> {
  const res = await call;
  if (res.status !== 200) throw new Error(`setup call failed: ${res.status} ${res.body.message}`);
  return res.body.result;
}

/**
 * The approver, the other users (starters of the instances and handlers of their second steps), the published
 * template, and one instance started through the API whose engine state the seeded instances carry (rows of a real
 * size).
 */
async function setUp(server: TestServer, admin: ApiClient) {
  const approver = await createUser(admin);
  const others = await Promise.all(Array.from({ length: OTHERS }, () => createUser(admin)));
  await ok(admin.post('/api/bpm/template/add', {
    key: KEY, name: 'Leave', group: 'Bench', bpmnXml: twoStepBpmn(KEY, { attrs: '' }, { attrs: '' }), startPermission: { type: 'all' },
    nodes: { lead: { assignees: [{ type: 'user', values: [approver.username] }] }, second: { assignees: [{ type: 'user', values: [others[0]!.username] }] } },
  }));
  await ok(admin.post('/api/bpm/template/publish', { key: KEY }));
  const starter = await server.login(others[0]!.username, STRONG_PASSWORD);
  const { id } = await ok<{ id: string }>(starter.post('/api/bpm/process/start', { templateKey: KEY, businessTitle: 'Sample leave', variables: { days: 3 } }));
  const [sample] = await server.sql<{ engine_state: unknown }>('select engine_state from bpm_instance where id = $1', [id]);
  await server.sql('delete from bpm_instance where id = $1', [id]);
  return { approver, others, engineState: JSON.stringify(sample!.engine_state) };
}

/**
 * Instance i (1 = newest) started every 5 minutes by one of the others; the first OPEN wait at the approver's step, the
 * rest were approved by the approver an hour after the start and by one of the others half an hour later.
 */
async function seed(server: TestServer, approverId: string, otherIds: string[], engineState: string) {
  const tenant = server.platform.boot.defaultTenantId;
  const total = DONE + OPEN;
  const others = `{${otherIds.join(',')}}`;
  await server.sql(
    `insert into bpm_instance (id, tenant_id, template_key, definition_version, business_title, state, start_user_id, start_time, end_time, engine_state, variables)
     select md5('instance' || i)::uuid, $1, $2, 1, 'Leave request ' || i, case when i <= $4 then 'ACTIVE' else 'COMPLETED' end,
            ($5::uuid[])[1 + i % ${OTHERS}], now() - make_interval(mins => i * 5),
            case when i <= $4 then null else now() - make_interval(mins => i * 5 - 90) end, $6::jsonb, '{"days": 3}'
       from generate_series(1, $3::int) i`,
    [tenant, KEY, total, OPEN, others, engineState],
  );
  await server.sql(
    `insert into bpm_task (id, tenant_id, instance_id, node_id, node_name, assignee_id, status, action, opinion, created_at, completed_at)
     select md5('lead' || i)::uuid, $1, md5('instance' || i)::uuid, 'lead', 'Team lead', $2::uuid,
            case when i <= $4 then 'open' else 'done' end, case when i <= $4 then null else 'approve' end,
            case when i <= $4 then null else 'Agreed' end, now() - make_interval(mins => i * 5),
            case when i <= $4 then null else now() - make_interval(mins => i * 5 - 60) end
       from generate_series(1, $3::int) i`,
    [tenant, approverId, total, OPEN],
  );
  await server.sql(
    `insert into bpm_task (id, tenant_id, instance_id, node_id, node_name, assignee_id, status, action, opinion, created_at, completed_at)
     select md5('second' || i)::uuid, $1, md5('instance' || i)::uuid, 'second', 'Clerk', ($4::uuid[])[1 + i % ${OTHERS}], 'done', 'approve', null,
            now() - make_interval(mins => i * 5 - 60), now() - make_interval(mins => i * 5 - 90)
       from generate_series($3::int + 1, $2::int) i`,
    [tenant, total, OPEN, others],
  );
  // As a user's database would have it: statistics and the visibility map up to date (vacuum runs outside a transaction).
  const maintenance = new pg.Client({ connectionString: server.config.databaseUrl });
  await maintenance.connect();
  if (EXTRA_SQL) await maintenance.query(EXTRA_SQL);
  await maintenance.query('vacuum analyze bpm_instance, bpm_task');
  await maintenance.end();
}

/** The statements on bpm_task the server sends to PostgreSQL while it answers `call` (any of its connections). */
async function statementsOf(call: () => Promise<unknown>): Promise<Statement[]> {
  const seen: Statement[] = [];
  const client = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[]; name?: string }, unknown];
    const statement: Statement = typeof first === 'string'
      ? { text: first, values: Array.isArray(second) ? second : [] }
      : { text: first.text, values: first.values ?? [], ...(first.name ? { name: first.name } : {}) };
    if (/\bbpm_task\b/.test(statement.text)) seen.push(statement);
    return query.apply(this, args);
  };
  try {
    await call();
  } finally {
    client.query = query;
  }
  if (!seen.length) throw new Error('the list sent no statement on bpm_task');
  return seen;
}

async function main(): Promise<void> {
  const server = await startTestServer();
  const load = new LoadProcess<BpmLoadJob, BpmLoadResult>('bpm-client.ts');
  try {
    if (!server.config.databaseUrl) throw new Error('the bpm-lists bench runs on PostgreSQL (unset TEST_DB)');
    const admin = await server.login('admin');
    const { approver, others, engineState } = await setUp(server, admin);
    const seeding = performance.now();
    await seed(server, approver.id, others.map((o) => o.id), engineState);
    console.log(`bpm-lists bench: an approver with ${DONE} handled and ${OPEN} open tasks (${2 * DONE + OPEN} tasks, ${DONE + OPEN} instances, seeded and vacuumed in ${((performance.now() - seeding) / 1000).toFixed(1)} s)`);
    if (EXTRA_SQL) console.log(`  with: ${EXTRA_SQL}`);

    const client = await server.login(approver.username, STRONG_PASSWORD);
    const tenant = server.platform.boot.defaultTenantId;
    // What a connection of the API's is: the runtime role, the enterprise, its search path.
    const session = {
      text: `select set_config('role', $1, false), set_config('app.tenant_id', $2, false), set_config('search_path', yc_tenant_search_path($3), false)`,
      values: [server.config.appRole, String(tenant), tenant],
    };
    const lists = [
      { name: 'todo', total: OPEN },
      { name: 'done', total: DONE },
    ] as const;
    const figures: Record<string, { api: BpmLoadResult; raw: BpmLoadResult }> = {};
    for (const list of lists) {
      const path = `/api/bpm/task/${list.name}?${PAGE}`;
      const statements = await statementsOf(() => ok(client.get(path)));
      if (EXPLAIN) {
        const explain = new pg.Client({ connectionString: server.config.databaseUrl });
        await explain.connect();
        await explain.query(session.text, session.values);
        for (const s of statements) {
          const plan = await explain.query(`explain (analyze, buffers, costs off) ${s.text}`, s.values);
          console.log(`-- ${list.name}: ${s.text.replace(/\s+/g, ' ')}\n${plan.rows.map((r: Record<string, string>) => `   ${r['QUERY PLAN']}`).join('\n')}`);
        }
        await explain.end();
      }
      const api: BpmLoadJob = {
        kind: 'sample', count: REQUESTS, concurrency: 1,
        target: { http: { url: `${server.url}${path}`, headers: { 'X-Access-Token': client.token! }, expect: `"total":${list.total}` } },
      };
      const raw: BpmLoadJob = { kind: 'sample', count: REQUESTS, concurrency: 1, target: { pg: { connectionString: server.config.databaseUrl, session, statements } } };
      await load.run({ ...api, count: 50 });
      await load.run({ ...raw, count: 50 });
      const rounds: { api: BpmLoadResult; raw: BpmLoadResult }[] = [];
      for (let round = 0; round < ROUNDS; round += 1) rounds.push({ api: await load.run(api), raw: await load.run(raw) });
      const byP50 = (side: 'api' | 'raw') => [...rounds].sort((a, b) => a[side].p50 - b[side].p50)[Math.floor(rounds.length / 2)]![side];
      figures[list.name] = { api: byP50('api'), raw: byP50('raw') };
    }

    const ms = (n: number) => `${n.toFixed(2)} ms`;
    console.log(`one client, median of ${ROUNDS} rounds of ${REQUESTS} requests, first page of 10 (the total for the pager and the page):`);
    for (const { name } of lists) {
      const { api, raw } = figures[name]!;
      console.log(`  ${name}: api (HTTP, session, tenant policy) p50 ${ms(api.p50)}, p95 ${ms(api.p95)}; raw pg (same statements) p50 ${ms(raw.p50)}, p95 ${ms(raw.p95)}; ratio ${(raw.p50 / api.p50).toFixed(2)}`);
    }
    console.log(`todo p95: ${figures.todo!.api.p95.toFixed(1)} ms (aim < ${TODO_AIM_MS} ms)`);
    console.log(`done p95: ${figures.done!.api.p95.toFixed(1)} ms`);
    console.log(`ratio: ${Math.min(...lists.map(({ name }) => figures[name]!.raw.p50 / figures[name]!.api.p50)).toFixed(2)}`);
  } finally {
    await load.close();
    await server.stop();
  }
}

await main();
