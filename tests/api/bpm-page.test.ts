// The process page's calls: starting a process from its template's form; a task with the form as its node shows it
// (editable, read-only or hidden field by field) and takes only the fields the node lets its handler edit; an instance
// looked at shows everything read-only; the diagram names the nodes waited at and those passed; strangers see nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultFormCode } from '@yc/engine';
import { createUser, STRONG_PASSWORD } from '../support/identity.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { twoStepBpmn } from './bpm-fixtures.ts';
import { expectOk, setUpCustomer } from './eform-fixtures.ts';

const suite = apiSuite();
let lead: ApiClient;
let clerk: ApiClient;
let formCode: string;

beforeAll(async () => {
  await setUpCustomer(suite.admin, { generate: true });
  formCode = defaultFormCode({ tableName: 'customer' });
  const [leadUser, clerkUser] = [await createUser(suite.admin), await createUser(suite.admin)];
  [lead, clerk] = [await suite.server.login(leadUser.username, STRONG_PASSWORD), await suite.server.login(clerkUser.username, STRONG_PASSWORD)];
  expectOk(await suite.admin.post('/api/bpm/template/add', {
    group: 'CRM', name: 'Customer review', key: 'review', formCode, startPermission: { type: 'all' },
    bpmnXml: twoStepBpmn('review', { attrs: '' }, { attrs: '' }),
    nodes: {
      lead: { assignees: [{ type: 'user', values: [leadUser.username] }], fieldAccess: { name: 'read', phone: 'edit', email: 'hidden' } },
      second: { assignees: [{ type: 'user', values: [clerkUser.username] }] },
    },
  }));
  expectOk(await suite.admin.post('/api/bpm/template/publish', { key: 'review' }));
});

describe('the process page', () => {
  it('starts from the template\'s form and handles a task with the node\'s field permissions', async () => {
    const start = expectOk<any>(await suite.admin.get('/api/bpm/process/startForm?key=review'));
    expect(start).toMatchObject({ key: 'review', name: 'Customer review', form: { formCode } });
    const { id } = expectOk<any>(await suite.admin.post('/api/bpm/process/start', {
      formCode, businessTitle: 'Review Ann', variables: { name: 'Ann', phone: '13800000000', email: 'ann@example.com' },
    }));
    const [task] = expectOk<any>(await lead.get('/api/bpm/task/todo')).records.filter((t: any) => t.instanceId === id);

    const page = expectOk<any>(await lead.get(`/api/bpm/task/detail?taskId=${task.id}`));
    expect(page.instance).toMatchObject({ id, businessTitle: 'Review Ann', templateName: 'Customer review', state: 'ACTIVE' });
    expect(page.task).toMatchObject({ id: task.id, nodeId: 'lead', taskName: 'Team lead', status: 'open' });
    expect(page.actions).toEqual(['approve', 'reject', 'addSign', 'transfer', 'cc']);
    expect(page.access).toMatchObject({ name: 'readonly', phone: 'edit', email: 'hidden', code: 'readonly' });
    expect(page.data).toMatchObject({ name: 'Ann', phone: '13800000000' });
    expect(page.data).not.toHaveProperty('email');
    expect(page.form.formCode).toBe(formCode);

    // Only what the node lets its handler edit is taken.
    expectOk(await lead.post('/api/bpm/task/complete', { taskId: task.id, variables: { name: 'Bob', phone: '13900000000', injected: 1 } }));
    const variables = Object.fromEntries(expectOk<any[]>(await suite.admin.get(`/api/bpm/process/variables?id=${id}`)).map((v) => [v.varName, v.varValue]));
    expect(variables).toMatchObject({ name: 'Ann', phone: '13900000000' });
    expect(variables.injected).toBeUndefined();

    // Looked at afterwards: the task is closed, nothing is editable, nothing to do.
    const after = expectOk<any>(await lead.get(`/api/bpm/task/detail?taskId=${task.id}`));
    expect([after.actions, after.task.status, Object.values(after.access).every((a) => a !== 'edit')]).toEqual([[], 'done', true]);
    const view = expectOk<any>(await suite.admin.get(`/api/bpm/process/detail?id=${id}`));
    expect(view.task).toBeNull();
    expect(view.data).toMatchObject({ name: 'Ann', email: 'ann@example.com' });

    const drawn = expectOk<any>(await clerk.get(`/api/bpm/process/diagram?id=${id}`));
    expect([drawn.current, drawn.done]).toEqual([['second'], ['lead']]);
    expect(drawn.diagram.shapes.map((s: any) => s.id)).toEqual(expect.arrayContaining(['start', 'lead', 'second', 'end']));
    expect(drawn.diagram.edges).toHaveLength(3);
  });

  it('shows nothing to strangers and refuses a start form to one who may not start', async () => {
    const { id } = expectOk<any>(await suite.admin.post('/api/bpm/process/start', { templateKey: 'review', businessTitle: 'Private' }));
    const stranger = await suite.server.login((await createUser(suite.admin)).username, STRONG_PASSWORD);
    for (const path of [`/api/bpm/process/detail?id=${id}`, `/api/bpm/process/diagram?id=${id}`]) expect((await stranger.get(path)).status).toBe(403);
    const [task] = expectOk<any>(await lead.get('/api/bpm/task/todo')).records.filter((t: any) => t.instanceId === id);
    expect((await stranger.get(`/api/bpm/task/detail?taskId=${task.id}`)).status).toBe(403);
    expectOk(await suite.admin.post('/api/bpm/template/suspend', { key: 'review' }));
    const refused = await lead.get('/api/bpm/process/startForm?key=review');
    expect([refused.status, refused.body.message]).toEqual([400, 'Process suspended']);
  });
});
