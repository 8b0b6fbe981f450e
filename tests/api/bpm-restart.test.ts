// Durability across a crash: a server process runs the first step of an approval and is killed (SIGKILL, nothing
// flushed, nothing closed); a new server process on the same database finds the instance where it was and completes
// it — nothing of a process lives in a server's memory.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ADMIN_PASSWORD, ApiClient, apiLogin, freshDatabase, USER_PASSWORD } from '../support/server.ts';
import { serverCommand } from '../support/server-process.ts';
import { twoStepBpmn } from './bpm-fixtures.ts';
import { expectOk } from './eform-fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];

/**
 * The platform as `npm run serve` starts it, in its own process, on a port the system chose (a port probed free
 * beforehand could be taken, as a client connection's own port, before the server bound it); resolves once it answers,
 * with the address it printed.
 */
async function serve(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, serverCommand(), {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', ADMIN_PASSWORD, USER_PASSWORD, LOGIN_CAPTCHA: 'false', LOG_LEVEL: 'silent' },
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
    child.stdout!.on('data', () => {
      const printed = /Console: http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (printed) resolve(printed[1]!);
    });
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

const killed = (child: ChildProcess) => new Promise<void>((resolve) => {
  child.removeAllListeners('exit');
  child.once('exit', () => resolve());
  child.kill('SIGKILL');
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) await killed(child);
});

it('completes an instance after the server process that ran its first step was killed', async () => {
  const database = await freshDatabase(undefined, { started: true });
  try {
    const first = await serve(database.env);
    const admin = new ApiClient(first.url, await apiLogin(first.url, 'admin', ADMIN_PASSWORD));
    expectOk(await admin.post('/api/bpm/template/add', {
      group: 'HR', name: 'Leave', key: 'crash', startPermission: { type: 'all' },
      bpmnXml: twoStepBpmn('crash', { attrs: 'camunda:assignee="admin"' }, { attrs: 'camunda:assignee="admin"' }),
    }));
    expectOk(await admin.post('/api/bpm/template/publish', { key: 'crash' }));
    const { id } = expectOk<any>(await admin.post('/api/bpm/process/start', { templateKey: 'crash', businessTitle: 'Survives', variables: { days: 2 } }));
    const [step] = expectOk<any>(await admin.get('/api/bpm/task/todo')).records;
    expect(expectOk<any>(await admin.post('/api/bpm/task/complete', { taskId: step.id, opinion: 'Before the crash' })).instanceState).toBe('ACTIVE');
    await killed(first.child);

    const second = await serve(database.env);
    const again = new ApiClient(second.url, await apiLogin(second.url, 'admin', ADMIN_PASSWORD));
    const [next] = expectOk<any>(await again.get('/api/bpm/task/todo')).records;
    expect(next).toMatchObject({ instanceId: id, taskName: 'Clerk' });
    expect(expectOk<any>(await again.post('/api/bpm/task/complete', { taskId: next.id })).instanceState).toBe('COMPLETED');
    const history = expectOk<any[]>(await again.get(`/api/bpm/process/history?id=${id}`));
    expect(history.map((h) => h.passMessage)).toEqual(['Survives', 'Before the crash', null]);
    await killed(second.child);
  } finally {
    await database.drop();
  }
});
