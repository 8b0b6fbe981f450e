// BPMN files in and out of process templates. Given a BPMN file, When it is imported, Then it is a template being
// designed (key: the first executable process unless named) answered with its diagram; exporting it downloads the file
// with diagram interchange, generated when the file had none, and every MIWG reference model goes out, in again and
// out again with the same elements and DI. Files too large, of another kind, unreadable, without a process, or of a
// key already taken are refused with their messages and write nothing; the start roles an import names hold once it is
// published; each route is for its permission's holders.
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { processDiagram, readBpmn } from '@yc/engine/bpm';
import { createRole, createUser, signedInWith, STRONG_PASSWORD } from '../support/identity.ts';
import { ApiClient, apiSuite } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const suite = apiSuite();
const base = '/api/bpm/template';
const CORPUS = new URL('../../engine/test/fixtures/bpmn-miwg/', import.meta.url);
const FILES = readdirSync(CORPUS).filter((f) => f.endsWith('.bpmn')).sort();

const file = (processes: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d" targetNamespace="t">${processes}</definitions>`;
const leave = (key: string, lead = 'Team lead') => `<process id="${key}" name="Leave" isExecutable="true">
  <startEvent id="start"/><sequenceFlow id="f1" sourceRef="start" targetRef="lead"/>
  <userTask id="lead" name="${lead}" camunda:assignee="\${initiator}"/><sequenceFlow id="f2" sourceRef="lead" targetRef="end"/>
  <endEvent id="end"/></process>`;

const templateCount = async () => (await suite.server.tenantSql<{ n: number }>('select count(*)::int as n from bpm_template'))[0]!.n;
const exported = async (client: ApiClient, query: string) => client.get(`${base}/export?${query}`);

/** What a file holds and draws, by id and type: its process nodes, its DI shapes and edges. */
async function contents(xml: string, key: string) {
  const diagram = await processDiagram(xml, key);
  return {
    nodes: (await readBpmn(xml)).processes.flatMap((p) => p.nodes.map((n) => `${n.id}:${n.type}`)).sort(),
    shapes: diagram.shapes.map((s) => `${s.id}:${s.type}`).sort(),
    edges: diagram.edges.map((e) => `${e.id}:${e.type}`).sort(),
    generated: diagram.generated ?? false,
  };
}

describe('importing a BPMN file', () => {
  it('makes a template being designed, keyed by the first executable process, answered with its diagram', async () => {
    const xml = file(`<process id="drawing" isExecutable="false"><startEvent id="x"/></process>${leave('leave_in')}`);
    const template = expectOk<any>(await suite.admin.post(`${base}/import`, { bpmnXml: xml, group: 'HR' }));
    expect(template).toMatchObject({
      key: 'leave_in', name: 'Leave', group: 'HR', status: 'design', startPermission: { type: 'all' }, bpmnXml: xml,
      nodes: { lead: { assignees: [{ type: 'initiator' }] } }, publishedVersion: null,
    });
    expect(template.diagram.generated).toBe(true);
    expect(template.diagram.shapes.map((s: any) => s.id)).toEqual(['start', 'lead', 'end']);
    expect(expectOk<any>(await suite.admin.get(`${base}/queryByKey?key=leave_in`)).bpmnXml).toBe(xml);
  });

  it('takes the key, name and start permission it is given', async () => {
    const xml = file(`${leave('first')}${leave('second')}`);
    const template = expectOk<any>(await suite.admin.post(`${base}/import`, {
      bpmnXml: xml, key: 'second', name: 'Second leave', group: 'HR', startPermission: { type: 'roles', roleCodes: ['admin'] },
    }));
    expect(template).toMatchObject({ key: 'second', name: 'Second leave', startPermission: { type: 'roles', roleCodes: ['admin'] } });
  });

  it.each<[string, () => Record<string, unknown>, string]>([
    ['a file too large', () => ({ bpmnXml: file(`${leave('big')}<!--${'x'.repeat(2_000_001)}-->`) }), 'The BPMN file is larger than 2000 KB'],
    ['a body larger than any file is read', () => ({ bpmnXml: file(`${leave('huge')}<!--${'x'.repeat(7_000_000)}-->`) }), 'The BPMN file is larger than 2000 KB'],
    ['a file of another kind', () => ({ bpmnXml: '<?xml version="1.0"?><html><body>leave</body></html>' }), 'The file is not a BPMN 2.0 file'],
    ['a file that is not XML', () => ({ bpmnXml: 'leave request' }), 'The BPMN file cannot be read: unparsable content leave request detected'],
    ['a file without a process', () => ({ bpmnXml: file('') }), 'The BPMN file has no process'],
    ['a process the file does not have', () => ({ bpmnXml: file(leave('mine')), processId: 'yours' }), 'The BPMN file has no process with the key yours'],
    ['a key already taken', () => ({ bpmnXml: file(leave('leave_in')) }), 'A template with the key leave_in exists: import the file as its new version, or under another key'],
    ['a key taken, chosen', () => ({ bpmnXml: file(leave('mine')), key: 'leave_in' }), 'A template with the key leave_in exists: import the file as its new version, or under another key'],
    ['a key that is an id of the file already', () => ({ bpmnXml: file(leave('mine')), key: 'lead' }), 'The key lead is already an id in the file: choose another key'],
    ['a start role that does not exist', () => ({ bpmnXml: file(leave('roles')), startPermission: { type: 'roles', roleCodes: ['ghosts'] } }), 'Role ghosts does not exist'],
  ])('refuses %s with its message, writing nothing', async (_name, body, message) => {
    const before = await templateCount();
    const res = await suite.admin.post(`${base}/import`, body());
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await templateCount()).toBe(before);
  });
});

describe('importing under a chosen key', () => {
  it('rewrites the process id and its references to the key, noting the original id, and exports that file', async () => {
    const xml = file(`<collaboration id="c"><participant id="pool" processRef="Process_1"/></collaboration>${leave('Process_1')}`);
    const template = expectOk<any>(await suite.admin.post(`${base}/import`, { bpmnXml: xml, key: 'leave_chosen', group: 'HR' }));
    expect(template).toMatchObject({ key: 'leave_chosen', name: 'Leave', status: 'design', nodes: { lead: { assignees: [{ type: 'initiator' }] } } });
    expect(template.bpmnXml).toContain('<!-- imported as process "Process_1" -->');
    expect(template.bpmnXml).toContain('processRef="leave_chosen"');
    expect(template.bpmnXml).not.toMatch(/=\s*"Process_1"/);
    expect(template.diagram.shapes.map((s: any) => s.id)).toEqual(['start', 'lead', 'end']);
    // The same file again, under another key: both templates exist.
    expectOk(await suite.admin.post(`${base}/import`, { bpmnXml: xml, key: 'leave_chosen_2' }));
    expectOk(await suite.admin.post(`${base}/publish`, { key: 'leave_chosen_2' }));
    expect(expectOk<any>(await suite.admin.post('/api/bpm/process/start', { templateKey: 'leave_chosen_2', businessTitle: 'Chosen' })).state).toBe('ACTIVE');
  });

  it('replaces the design of the template of that key when asked for a new version, which publishing makes the next', async () => {
    expectOk(await suite.admin.post(`${base}/import`, { bpmnXml: file(leave('versioned')), name: 'Versioned', group: 'HR' }));
    expectOk(await suite.admin.post(`${base}/publish`, { key: 'versioned' }));
    const again = expectOk<any>(await suite.admin.post(`${base}/import`, { bpmnXml: file(leave('Process_1', 'Manager')), key: 'versioned', asNewVersion: true }));
    expect(again).toMatchObject({ key: 'versioned', name: 'Versioned', group: 'HR', status: 'active', publishedVersion: 1 });
    expect(again.bpmnXml).toContain('name="Manager"');
    expect(expectOk<any>(await suite.admin.post(`${base}/publish`, { key: 'versioned' }))).toMatchObject({ version: 2 });
    expect((await suite.admin.post(`${base}/import`, { bpmnXml: file(leave('nowhere')), asNewVersion: true })).status).toBe(404);
    // Replacing a design is an edit: a user who may import but not edit templates is refused, and the design stays.
    const { client: importer } = await signedInWith(suite.server, suite.admin, ['bpm:template:import']);
    const refused = await importer.post(`${base}/import`, { bpmnXml: file(leave('Process_1', 'Intruder')), key: 'versioned', asNewVersion: true });
    expect(refused.status).toBe(403);
    expect(expectOk<any>(await suite.admin.get(`${base}/queryByKey?key=versioned`)).bpmnXml).not.toContain('Intruder');
  });
});

describe('exporting a template', () => {
  beforeAll(async () => {
    expectOk(await suite.admin.post(`${base}/import`, { bpmnXml: file(leave('leave_out')), group: 'HR' }));
  });

  it('downloads the design with DI generated for a file drawn by no tool, named after its key', async () => {
    const res = await exported(suite.admin, 'key=leave_out');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="leave_out.bpmn"');
    const xml = res.body.message;
    expect(xml).toContain('<bpmndi:BPMNShape');
    expect(await contents(xml, 'leave_out')).toEqual({
      nodes: ['end:endEvent', 'lead:userTask', 'start:startEvent'], shapes: ['end:endEvent', 'lead:userTask', 'start:startEvent'],
      edges: ['f1:sequenceFlow', 'f2:sequenceFlow'], generated: false,
    });
  });

  it('answers the file in the envelope, with its name, to a caller asking for JSON', async () => {
    const res = await suite.admin.call('GET', `${base}/export?key=leave_out`, undefined, { accept: 'application/json' });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ fileName: 'leave_out.bpmn', bpmnXml: (await exported(suite.admin, 'key=leave_out')).body.message });
  });

  it('downloads a published version as it was published, the design as it is now', async () => {
    expectOk(await suite.admin.post(`${base}/publish`, { key: 'leave_out' }));
    const { version } = expectOk<any>(await suite.admin.get(`${base}/queryByKey?key=leave_out`));
    expectOk(await suite.admin.put(`${base}/edit`, { key: 'leave_out', name: 'Leave', group: 'HR', bpmnXml: file(leave('leave_out', 'Manager')), startPermission: { type: 'all' }, version }));
    const first = await exported(suite.admin, 'key=leave_out&version=1');
    expect(first.headers.get('content-disposition')).toBe('attachment; filename="leave_out-v1.bpmn"');
    expect(first.body.message).toContain('name="Team lead"');
    expect((await exported(suite.admin, 'key=leave_out')).body.message).toContain('name="Manager"');
    const missing = await exported(suite.admin, 'key=leave_out&version=9');
    expect([missing.status, missing.body.message]).toEqual([400, 'The template has no published version 9']);
    expect((await exported(suite.admin, 'key=nothing_here')).status).toBe(404);
  });

  it.each(FILES)('takes %s of the MIWG suite in, out, in and out again with the same elements and DI', async (name) => {
    const source = readFileSync(new URL(name, CORPUS), 'utf8');
    const imported = expectOk<any>(await suite.admin.post(`${base}/import`, { bpmnXml: source, group: 'MIWG' }));
    const { key } = imported;
    expect(imported.diagram.shapes.length).toBeGreaterThan(0);
    const once = (await exported(suite.admin, `key=${encodeURIComponent(key)}`)).body.message;
    expectOk(await suite.admin.delete(`${base}/delete?key=${encodeURIComponent(key)}`));
    expectOk(await suite.admin.post(`${base}/import`, { bpmnXml: once, group: 'MIWG' }));
    const twice = (await exported(suite.admin, `key=${encodeURIComponent(key)}`)).body.message;
    expect(await contents(twice, key)).toEqual(await contents(once, key));
    expect((await contents(once, key)).nodes).toEqual((await contents(source, key)).nodes);
    expectOk(await suite.admin.delete(`${base}/delete?key=${encodeURIComponent(key)}`));
  });
});

describe('the start permission an import names', () => {
  it('lets only holders of its roles start the published process, and all once republished open to all', async () => {
    const roleId = await createRole(suite.admin, []);
    const [{ role_code: roleCode }] = await suite.server.sql('select role_code from sys_role where id = $1', [roleId]);
    expectOk(await suite.admin.post(`${base}/import`, { bpmnXml: file(leave('members')), startPermission: { type: 'roles', roleCodes: [roleCode] } }));
    expectOk(await suite.admin.post(`${base}/publish`, { key: 'members' }));
    const outsider = await suite.server.login((await createUser(suite.admin)).username, STRONG_PASSWORD);
    const member = await suite.server.login((await createUser(suite.admin, { selectedRole: [roleId] })).username, STRONG_PASSWORD);
    const startable = async (client: ApiClient) => expectOk<any[]>(await client.get('/api/bpm/process/startable')).map((t) => t.key);
    expect(await startable(outsider)).not.toContain('members');
    expect((await outsider.post('/api/bpm/process/start', { templateKey: 'members', businessTitle: 'Mine' })).status).toBe(403);
    expect(await startable(member)).toContain('members');
    expectOk(await member.post('/api/bpm/process/start', { templateKey: 'members', businessTitle: 'Ours' }));

    const { version, bpmnXml } = expectOk<any>(await suite.admin.get(`${base}/queryByKey?key=members`));
    expectOk(await suite.admin.put(`${base}/edit`, { key: 'members', name: 'Leave', group: '', bpmnXml, startPermission: { type: 'all' }, version }));
    expectOk(await suite.admin.post(`${base}/publish`, { key: 'members' }));
    expectOk(await outsider.post('/api/bpm/process/start', { templateKey: 'members', businessTitle: 'Mine now' }));
  });
});

describe('who may import and export', () => {
  it('is the holders of the import and export permissions', async () => {
    const { client: viewer } = await signedInWith(suite.server, suite.admin, ['bpm:template:list']);
    expect((await viewer.post(`${base}/import`, { bpmnXml: file(leave('not_mine')) })).status).toBe(403);
    expect((await exported(viewer, 'key=leave_in')).status).toBe(403);
    const { client: transfer } = await signedInWith(suite.server, suite.admin, ['bpm:template:import', 'bpm:template:export']);
    expectOk(await transfer.post(`${base}/import`, { bpmnXml: file(leave('theirs')) }));
    expect((await exported(transfer, 'key=theirs')).status).toBe(200);
    expect((await exported(new ApiClient(suite.server.url), 'key=theirs')).status).toBe(401);
  });
});
