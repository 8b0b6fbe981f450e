// flowScope: a page bound to a process (through its form) lists its records by their process state — noLimit all of
// them, all those some process was started for, my those whose process the caller started, myTask those with an open
// to-do task of the caller's — for lists and single records alike, with an indexed lookup of an instance's record.
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultFormCode } from '@yc/engine';
import { signedInWith } from '../support/identity.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { twoStepBpmn } from './bpm-fixtures.ts';
import { expectOk, setUpCustomer } from './eform-fixtures.ts';

const suite = apiSuite();
const page = '/api/eform/engine/view/customer_list';
let lead: ApiClient;
let starter: ApiClient;
const ids: Record<string, string> = {};
let annInstance: string;

async function scope(flowScope: string) {
  const view = expectOk<any>(await suite.admin.get('/api/eform/manage/view/queryByCode?code=customer_list'));
  expectOk(await suite.admin.put('/api/eform/manage/view/edit', { ...view, flowScope }));
}

const listed = async (client: ApiClient) =>
  expectOk<any>(await client.post(`${page}/list`, { sort: { colCode: 'name', order: 'asc' } })).records.map((r: any) => r.name);

beforeAll(async () => {
  await setUpCustomer(suite.admin, { generate: true });
  for (const name of ['Ann', 'Bob', 'Cid', 'Dan']) ids[name] = expectOk<any>(await suite.admin.post(`${page}/data`, { name })).id;
  expectOk(await suite.admin.post('/api/eform/manage/view/addToMenu', { viewCode: 'customer_list', back: '0', name: 'Customers' }));
  const [menu] = await suite.server.sql<{ code: string }>(`select code from sys_permission where url = '/eform/view/customer_list'`);
  const leadUser = await signedInWith(suite.server, suite.admin, [menu!.code]);
  const starterUser = await signedInWith(suite.server, suite.admin, [menu!.code]);
  [lead, starter] = [leadUser.client, starterUser.client];
  const formCode = defaultFormCode({ tableName: 'customer' });
  expectOk(await suite.admin.post('/api/bpm/template/add', {
    group: 'CRM', name: 'Customer review', key: 'review', formCode, startPermission: { type: 'all' },
    bpmnXml: twoStepBpmn('review', { attrs: '' }, { attrs: '' }),
    nodes: {
      lead: { assignees: [{ type: 'user', values: [leadUser.username] }] },
      second: { assignees: [{ type: 'user', values: ['admin'] }] },
    },
  }));
  expectOk(await suite.admin.post('/api/bpm/template/publish', { key: 'review' }));
  annInstance = expectOk<any>(await suite.admin.post('/api/bpm/process/start', { templateKey: 'review', businessTitle: 'Review Ann', dataId: ids.Ann })).id;
  expectOk(await starter.post('/api/bpm/process/start', { templateKey: 'review', businessTitle: 'Review Bob', dataId: ids.Bob }));
  // A process of another template, not bound to the page's form, does not count.
  expectOk(await suite.admin.post('/api/bpm/template/add', {
    group: 'CRM', name: 'Other', key: 'other', startPermission: { type: 'all' },
    bpmnXml: twoStepBpmn('other', { attrs: '' }, { attrs: '' }),
    nodes: { lead: { assignees: [{ type: 'user', values: [leadUser.username] }] }, second: { assignees: [{ type: 'user', values: ['admin'] }] } },
  }));
  expectOk(await suite.admin.post('/api/bpm/template/publish', { key: 'other' }));
  expectOk(await suite.admin.post('/api/bpm/process/start', { templateKey: 'other', businessTitle: 'Other Dan', dataId: ids.Dan }));
});

describe('flowScope', () => {
  it('noLimit lists every record', async () => {
    await scope('noLimit');
    expect(await listed(suite.admin)).toEqual(['Ann', 'Bob', 'Cid', 'Dan']);
    expect(await listed(lead)).toEqual(['Ann', 'Bob', 'Cid', 'Dan']);
  });

  it('all lists the records some process of the page\'s form was started for', async () => {
    await scope('all');
    expect(await listed(suite.admin)).toEqual(['Ann', 'Bob']);
    expect(await listed(starter)).toEqual(['Ann', 'Bob']);
  });

  it('my lists the records whose process the caller started, and reads no other', async () => {
    await scope('my');
    expect(await listed(suite.admin)).toEqual(['Ann']);
    expect(await listed(starter)).toEqual(['Bob']);
    expect(await listed(lead)).toEqual([]);
    expect((await starter.get(`${page}/data/${ids.Ann}`)).status).toBe(404);
    expect(expectOk<any>(await starter.get(`${page}/data/${ids.Bob}`)).name).toBe('Bob');
  });

  it('myTask lists the records with an open to-do task of the caller\'s, as the tasks move on', async () => {
    await scope('myTask');
    expect(await listed(lead)).toEqual(['Ann', 'Bob']);
    expect(await listed(suite.admin)).toEqual([]);
    const [task] = expectOk<any>(await lead.get('/api/bpm/task/todo')).records.filter((t: any) => t.instanceId === annInstance);
    expectOk(await lead.post('/api/bpm/task/complete', { taskId: task.id }));
    expect(await listed(lead)).toEqual(['Bob']);
    expect(await listed(suite.admin)).toEqual(['Ann']);
  });

  it('looks an instance\'s record up by an index', async () => {
    const [index] = await suite.server.sql<{ indexdef: string }>(`select indexdef from pg_indexes where indexname = 'bpm_instance_data_idx'`);
    expect(index?.indexdef).toMatch(/\(data_id, tenant_id\) WHERE \(data_id IS NOT NULL\)/);
  });
});
