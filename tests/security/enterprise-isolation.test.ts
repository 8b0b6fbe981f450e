// Two registered enterprises (issue #34): neither sees nor changes the other's users, table models, records, files,
// approval tasks or cached dictionaries, although both model a table, a process and a dictionary of the same name.
import { beforeAll, describe, expect, it } from 'vitest';
import { customerModel, expectOk, GROUP } from '../api/eform-fixtures.ts';
import { registerEnterprise } from '../support/enterprises.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';

const suite = apiSuite({ env: { ENTERPRISE_REGISTRATION: 'open' } });
let north: ApiClient;
let south: ApiClient;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fake image body')]);
const SOUTH_COLUMNS = [{ colCode: 'region', colName: 'Region', colType: 'varchar', colLength: 40, isRequired: true }] as const;

beforeAll(async () => {
  north = await registerEnterprise(suite.server, 'north');
  south = await registerEnterprise(suite.server, 'south');
  for (const [client, model] of [[north, customerModel()], [south, customerModel([...SOUTH_COLUMNS])]] as const) {
    expectOk(await client.post('/api/eform/manage/appGroup/add', GROUP));
    expectOk(await client.post('/api/eform/manage/tableModel/add', model));
    expectOk(await client.post('/api/eform/manage/tableModel/createTable', { tableName: 'customer' }));
    expectOk(await client.post('/api/eform/manage/tableModel/generate', { tableName: 'customer' }));
  }
});

const userIds = async (client: ApiClient) => expectOk<any>(await client.get('/api/system/user/list?pageNo=1&pageSize=100')).records.map((u: any) => u.id);
const page = '/api/eform/engine/view/customer_list';

describe('two registered enterprises', () => {
  it('each lists only its own users and cannot freeze the other\'s', async () => {
    const [northIds, southIds] = [await userIds(north), await userIds(south)];
    expect(northIds).toHaveLength(1);
    expect(southIds).toHaveLength(1);
    expect(northIds).not.toContain(southIds[0]);
    await north.put('/api/system/user/frozenBatch', { ids: southIds[0], status: 2 });
    const [row] = await suite.server.sql<{ status: number }>(`select status from sys_user where id = $1`, [southIds[0]]);
    expect(row!.status).toBe(1);
  });

  it('each sees its own table model of the same name, with its own columns', async () => {
    const columns = async (client: ApiClient) => {
      const plan = expectOk<any>(await client.get('/api/eform/manage/tableModel/ddl?code=customer'));
      return (plan.statements as string[]).join('\n');
    };
    expect(await columns(south)).not.toContain('"phone"');
    const list = expectOk<any>(await south.get('/api/eform/manage/tableModel/list?pageNo=1&pageSize=100'));
    expect(JSON.stringify(list)).not.toContain('"email"');
  });

  it('keeps records apart: each lists, reads and changes only its own', async () => {
    expectOk(await north.post(`${page}/data`, { name: 'Northern customer' }));
    expectOk(await south.post(`${page}/data`, { region: 'South' }));
    const northRecords = expectOk<any>(await north.post(`${page}/list`, {})).records;
    const southRecords = expectOk<any>(await south.post(`${page}/list`, {})).records;
    expect(northRecords.map((r: any) => r.name)).toEqual(['Northern customer']);
    expect(southRecords.map((r: any) => r.region)).toEqual(['South']);
    const theirs = await south.get(`${page}/data/${northRecords[0].id}`);
    expect(theirs.status).not.toBe(200);
    await south.call('DELETE', `${page}/data/${northRecords[0].id}`);
    expect(expectOk<any>(await north.post(`${page}/list`, {})).records).toHaveLength(1);
  });

  it('keeps files apart: the other enterprise\'s path is not found', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'north.png');
    const res = await fetch(`${north.baseUrl}/api/system/common/upload`, { method: 'POST', body: form, headers: { 'X-Access-Token': north.token! } });
    const [file] = ((await res.json()) as { result: { path: string }[] }).result;
    const fetchAs = (client: ApiClient) => fetch(`${client.baseUrl}/api/system/common/static/${file!.path}`, { headers: { 'X-Access-Token': client.token! } });
    expect((await fetchAs(north)).status).toBe(200);
    expect((await fetchAs(south)).status).toBe(404);
  });

  it('keeps approvals apart: the other enterprise neither lists nor completes a task of a process of the same key', async () => {
    const bpmn = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
  <process id="leave" isExecutable="true">
    <startEvent id="start"/><sequenceFlow id="f1" sourceRef="start" targetRef="approve"/>
    <userTask id="approve" name="Approve"/><sequenceFlow id="f2" sourceRef="approve" targetRef="end"/><endEvent id="end"/>
  </process>
</definitions>`;
    for (const client of [north, south]) {
      const me = expectOk<any>(await client.get('/api/user/info')).username;
      const nodes = { approve: { assignees: [{ type: 'user', values: [me] }] } };
      expectOk(await client.post('/api/bpm/template/add', { group: 'HR', name: 'Leave', key: 'leave', bpmnXml: bpmn, startPermission: { type: 'all' }, nodes }));
      expectOk(await client.post('/api/bpm/template/publish', { key: 'leave' }));
    }
    const instanceId = expectOk<{ id: string }>(await north.post('/api/bpm/process/start', { templateKey: 'leave', businessTitle: 'Northern leave', variables: {} })).id;
    const todo = async (client: ApiClient) => expectOk<any>(await client.get('/api/bpm/task/todo?pageSize=100')).records as any[];
    const [task] = (await todo(north)).filter((t) => t.instanceId === instanceId);
    expect(task).toBeDefined();
    expect((await todo(south)).map((t) => t.instanceId)).not.toContain(instanceId);
    expect(JSON.stringify(expectOk<any>(await south.get('/api/bpm/process/list')))).not.toContain(instanceId);
    expect((await south.post('/api/bpm/task/complete', { taskId: task.id, opinion: 'not mine' })).status).not.toBe(200);
    expect((await todo(north)).map((t) => t.id)).toContain(task.id);
  });

  it('keeps cached dictionaries apart: each reads its own items of a dictionary of the same code', async () => {
    for (const [client, item] of [[north, 'N'], [south, 'S']] as const) {
      expectOk(await client.post('/api/system/dict/add', { dictCode: 'zone', dictName: 'Zone', category: 'app', items: [{ itemText: item, itemValue: item, sortOrder: 1 }] }));
    }
    // Read twice each: the second answer comes from the dictionary cache, which must be the enterprise's own.
    for (let read = 0; read < 2; read += 1) {
      for (const [client, item] of [[north, 'N'], [south, 'S']] as const) {
        expect(expectOk<any[]>(await client.get('/api/system/dict/getDictItems/zone')).map((i) => i.value)).toEqual([item]);
      }
    }
  });
});
