// Process templates: added from a BPMN file (its Camunda attributes becoming the node settings), edited at the version
// read, published as numbered definition versions, suspended and activated with the spec's rules, deleted only without
// instance data; bad files, keys, nodes, forms and roles refused with their messages and nothing written.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const suite = apiSuite();
const base = '/api/bpm/template';

const LEAVE = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d" targetNamespace="t">
  <process id="leave" name="Leave request" isExecutable="true">
    <startEvent id="start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="lead"/>
    <userTask id="lead" name="Team lead" camunda:assignee="\${initiator}" camunda:dueDate="P2D"/>
    <sequenceFlow id="f2" sourceRef="lead" targetRef="hr"/>
    <userTask id="hr" name="HR" camunda:candidateGroups="admin"/>
    <sequenceFlow id="f3" sourceRef="hr" targetRef="end"/>
    <endEvent id="end"/>
  </process>
</definitions>`;

const TEMPLATE = { group: 'HR', name: 'Leave request', key: 'leave', bpmnXml: LEAVE, startPermission: { type: 'all' } };

const get = async (key = 'leave') => expectOk<any>(await suite.admin.get(`${base}/queryByKey?key=${key}`));

describe('process templates', () => {
  beforeAll(async () => {
    expectOk(await suite.admin.post(`${base}/add`, TEMPLATE));
  });

  it('adds a design whose node settings come from the file\'s engine attributes', async () => {
    const stored = await get();
    expect(stored).toMatchObject({ key: 'leave', name: 'Leave request', group: 'HR', status: 'design', publishedVersion: null, version: 1, createBy: 'admin' });
    expect(stored.nodes).toEqual({
      lead: { assignees: [{ type: 'initiator' }], dueHours: 48 },
      hr: { assignees: [{ type: 'role', values: ['admin'] }], candidateGroups: ['admin'] },
    });
    expect(stored.bpmnXml).toBe(LEAVE);
    const listed = expectOk<any>(await suite.admin.get(`${base}/list?keyword=eave`));
    expect(listed.records.map((r: any) => r.key)).toEqual(['leave']);
    expect(listed.records[0].bpmnXml).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a file that is not BPMN', { bpmnXml: 'hello' }, 'The BPMN file cannot be read: '],
    ['a key the file has no process for', { key: 'holiday' }, 'The BPMN file has no process with the key holiday'],
    ['settings of a node that is not a user task', { nodes: { start: { signMode: 'any' } } }, 'The process has no user task start'],
    ['a form that does not exist', { formCode: 'nowhere_form' }, 'Form nowhere_form does not exist'],
    ['a start role that does not exist', { startPermission: { type: 'roles', roleCodes: ['ghosts'] } }, 'Role ghosts does not exist'],
    ['start roles left empty', { startPermission: { type: 'roles', roleCodes: [] } }, ''],
    ['an unknown sign mode', { nodes: { lead: { signMode: 'most' } } }, ''],
  ])('refuses %s, writing nothing', async (_name, change, message) => {
    const res = await suite.admin.post(`${base}/add`, { ...TEMPLATE, key: 'leave2', ...change, ...(change.key ? {} : { bpmnXml: String(change.bpmnXml ?? LEAVE).replace('id="leave"', 'id="leave2"') }) });
    expect(res.status).toBe(400);
    expect(res.body.message.startsWith(message)).toBe(true);
    expect((await suite.admin.get(`${base}/queryByKey?key=leave2`)).status).toBe(404);
  });

  it('refuses a second template with the same key', async () => {
    const res = await suite.admin.post(`${base}/add`, TEMPLATE);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Code cannot be repeated');
  });

  it('edits the design at the version read; a stale edit is refused', async () => {
    const stored = await get();
    const nodes = { ...stored.nodes, hr: { assignees: [{ type: 'role', values: ['admin'] }], signMode: 'all', completionRatio: 0.5, opinionRequired: true } };
    const saved = expectOk<any>(await suite.admin.put(`${base}/edit`, { ...TEMPLATE, nodes, version: stored.version }));
    expect(saved).toMatchObject({ version: stored.version + 1, nodes: { hr: { signMode: 'all', completionRatio: 0.5 } } });
    expect((await suite.admin.put(`${base}/edit`, { ...TEMPLATE, nodes, version: stored.version })).status).toBe(409);
    expect((await suite.admin.put(`${base}/edit`, { ...TEMPLATE, nodes })).status).toBe(400);
    // An edit naming no node settings keeps the stored ones.
    const renamed = expectOk<any>(await suite.admin.put(`${base}/edit`, { ...TEMPLATE, name: 'Leave', version: saved.version }));
    expect(renamed).toMatchObject({ name: 'Leave', nodes: { hr: { signMode: 'all', completionRatio: 0.5 } } });
  });

  it('publishes numbered definitions, suspends and activates with the spec\'s rules', async () => {
    const first = expectOk<any>(await suite.admin.post(`${base}/publish`, { key: 'leave' }));
    expect(first).toMatchObject({ version: 1, status: 'active' });
    const second = expectOk<any>(await suite.admin.post(`${base}/publish`, { key: 'leave' }));
    expect(second.version).toBe(2);
    expect((await get()).publishedVersion).toBe(2);
    const versions = expectOk<any[]>(await suite.admin.get(`${base}/versions?key=leave`));
    expect(versions.map((v) => [v.version, v.publishedBy])).toEqual([[2, 'admin'], [1, 'admin']]);

    const activate = await suite.admin.post(`${base}/activate`, { key: 'leave' });
    expect([activate.status, activate.body.message]).toEqual([400, 'Only a suspended template can be activated']);
    expect(expectOk<any>(await suite.admin.post(`${base}/suspend`, { key: 'leave' })).status).toBe('suspended');
    const again = await suite.admin.post(`${base}/suspend`, { key: 'leave' });
    expect([again.status, again.body.message]).toEqual([400, 'Only an active template can be suspended']);
    expect(expectOk<any>(await suite.admin.post(`${base}/activate`, { key: 'leave' })).status).toBe('active');
    // A publish naming a version read before another change is refused.
    expect((await suite.admin.post(`${base}/publish`, { key: 'leave', version: 1 })).status).toBe(409);
  });

  it('deletes only a template without instance data', async () => {
    const { db, boot } = suite.server.platform;
    const [admin] = await suite.server.sql<{ id: string }>(`select id from sys_user where username = 'admin'`);
    await db.inTenant(boot.defaultTenantId, (em) => em.execute(
      `insert into bpm_instance (id, template_key, definition_version, business_title, state, start_user_id) values (?, 'leave', 1, 'Leave of Ann', 'ACTIVE', ?)`,
      [randomUUID(), admin!.id],
    ));
    const refused = await suite.admin.delete(`${base}/delete?key=leave`);
    expect([refused.status, refused.body.message]).toEqual([400, 'Only templates with no instance data can be deleted']);

    expectOk(await suite.admin.post(`${base}/add`, { ...TEMPLATE, key: 'leave3', bpmnXml: LEAVE.replace('id="leave"', 'id="leave3"') }));
    expectOk(await suite.admin.post(`${base}/publish`, { key: 'leave3' }));
    expectOk(await suite.admin.delete(`${base}/delete?key=leave3`));
    expect((await suite.admin.get(`${base}/queryByKey?key=leave3`)).status).toBe(404);
    expect((await suite.admin.get(`${base}/versions?key=leave3`)).status).toBe(404);
  });

  it('is for the holders of the process template permissions', async () => {
    const user = await suite.server.login('user');
    for (const [method, path] of [['GET', `${base}/list`], ['POST', `${base}/add`], ['POST', `${base}/publish`], ['DELETE', `${base}/delete?key=leave`]] as const) {
      const res = await user.call(method, path, method === 'GET' || method === 'DELETE' ? undefined : { ...TEMPLATE, key: 'x' });
      expect(res.status, path).toBe(403);
    }
  });
});
