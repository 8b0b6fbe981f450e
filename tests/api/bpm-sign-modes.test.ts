// How a node with several assignees is decided: or-sign (the first approval decides; the others' tasks end), countersign
// in parallel (every assignee decides, in any order), countersign with a completion ratio (enough approvals decide), and
// sequential countersign (each assignee gets the task only once the one before has approved).
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, STRONG_PASSWORD } from '../support/identity.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const suite = apiSuite();
let people: { username: string; client: ApiClient }[];

/** Review by the reviewers, then an archive step by the last person. */
const bpmn = (key: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
  <process id="${key}" isExecutable="true">
    <startEvent id="start"/><sequenceFlow id="f1" sourceRef="start" targetRef="review"/>
    <userTask id="review" name="Review"/><sequenceFlow id="f2" sourceRef="review" targetRef="archive"/>
    <userTask id="archive" name="Archive"/><sequenceFlow id="f3" sourceRef="archive" targetRef="end"/>
    <endEvent id="end"/>
  </process>
</definitions>`;

async function run(key: string, review: Record<string, unknown>) {
  const reviewers = people.slice(0, 3).map((p) => p.username);
  expectOk(await suite.admin.post('/api/bpm/template/add', {
    group: 'Docs', name: `Review ${key}`, key, bpmnXml: bpmn(key), startPermission: { type: 'all' },
    nodes: { review: { assignees: [{ type: 'user', values: reviewers }], ...review }, archive: { assignees: [{ type: 'user', values: [people[3]!.username] }] } },
  }));
  expectOk(await suite.admin.post('/api/bpm/template/publish', { key }));
  return expectOk<{ id: string }>(await suite.admin.post('/api/bpm/process/start', { templateKey: key, businessTitle: `Doc ${key}` })).id;
}

const taskOf = async (i: number, instanceId: string) =>
  (expectOk<any>(await people[i]!.client.get('/api/bpm/task/todo?pageSize=100')).records as any[]).find((t) => t.instanceId === instanceId);
const approve = async (i: number, instanceId: string) => {
  const task = await taskOf(i, instanceId);
  expect(task, `reviewer ${i} has the task`).toBeDefined();
  expectOk(await people[i]!.client.post('/api/bpm/task/complete', { taskId: task.id, opinion: 'ok' }));
};
/** Who of the four has the instance's task now. */
const holders = async (instanceId: string) => {
  const has = await Promise.all(people.map((_, i) => taskOf(i, instanceId)));
  return has.flatMap((task, i) => (task ? [i] : []));
};

beforeAll(async () => {
  people = [];
  for (let i = 0; i < 4; i += 1) {
    const user = await createUser(suite.admin);
    people.push({ username: user.username, client: await suite.server.login(user.username, STRONG_PASSWORD) });
  }
});

describe('a node with several assignees', () => {
  it('or-sign: the first approval decides, the other reviewers\' tasks end', async () => {
    const id = await run('anyone', { signMode: 'any' });
    expect(await holders(id)).toEqual([0, 1, 2]);
    await approve(1, id);
    expect(await holders(id)).toEqual([3]);
  });

  it('countersign in parallel: every reviewer decides, in any order', async () => {
    const id = await run('everyone', { signMode: 'all' });
    expect(await holders(id)).toEqual([0, 1, 2]);
    await approve(2, id);
    await approve(0, id);
    expect(await holders(id)).toEqual([1]);
    await approve(1, id);
    expect(await holders(id)).toEqual([3]);
  });

  it('countersign with a completion ratio: two of three approvals decide', async () => {
    const id = await run('most', { signMode: 'all', completionRatio: 0.6 });
    await approve(0, id);
    expect(await holders(id)).toEqual([1, 2]);
    await approve(2, id);
    expect(await holders(id)).toEqual([3]);
  });

  it('sequential countersign: each reviewer gets the task once the one before has approved', async () => {
    const id = await run('inturn', { signMode: 'all', sequential: true });
    expect(await holders(id)).toEqual([0]);
    await approve(0, id);
    expect(await holders(id)).toEqual([1]);
    await approve(1, id);
    expect(await holders(id)).toEqual([2]);
    await approve(2, id);
    expect(await holders(id)).toEqual([3]);
    const history = expectOk<any[]>(await suite.admin.get(`/api/bpm/process/history?id=${id}`)).filter((h) => h.passName === 'Review');
    expect(history.map((h) => h.passType)).toEqual(['approve', 'approve', 'approve']);
  });
});
