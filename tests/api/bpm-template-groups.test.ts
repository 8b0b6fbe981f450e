// Process groups. Given the managed list of groups, When a template names a group (its `group`, by the group's name),
// Then the group counts it, the templates list filters by it, and renaming the group renames it on its templates; a
// group with templates cannot be deleted; names and codes are unique. A template's group text that names no managed
// group is still accepted (templates saved before groups existed) and listed beside the groups; none at all is listed
// under all templates only.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInWith } from '../support/identity.ts';
import { apiSuite } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';
import { twoStepBpmn } from './bpm-fixtures.ts';

const suite = apiSuite();
const base = '/api/bpm/template/group';

const groups = async () => expectOk<{ groups: any[]; others: any[] }>(await suite.admin.get(`${base}/list`));
const groupRows = async () => suite.server.tenantSql<{ name: string; code: string }>('select name, code from bpm_template_group order by name');
const addTemplate = async (key: string, group: string) => expectOk(await suite.admin.post('/api/bpm/template/add', {
  group, name: `Flow ${key}`, key, bpmnXml: twoStepBpmn(key, { attrs: '' }, { attrs: '' }), startPermission: { type: 'all' },
}));
const listed = async (group: string) => (expectOk<any>(await suite.admin.get(`/api/bpm/template/list?group=${encodeURIComponent(group)}`)).records as any[]).map((r) => r.key);

let hr: { id: string; version: number };

beforeAll(async () => {
  hr = expectOk(await suite.admin.post(`${base}/add`, { name: 'HR', code: 'hr', orderNo: 2 }));
  expectOk(await suite.admin.post(`${base}/add`, { name: 'Finance', code: 'finance', orderNo: 1 }));
  await addTemplate('leave', 'HR');
  await addTemplate('hiring', 'HR');
  await addTemplate('old_style', 'Purchasing');
  await addTemplate('no_group', '');
});

describe('process groups', () => {
  it('lists the groups in order with their templates counted, and the group texts that name no group', async () => {
    const { groups: rows, others } = await groups();
    expect(rows.map((g) => [g.name, g.code, g.orderNo, g.templateCount])).toEqual([['Finance', 'finance', 1, 0], ['HR', 'hr', 2, 2]]);
    expect(others).toEqual([{ name: 'Purchasing', templateCount: 1 }]);
    expect(await listed('HR')).toEqual(expect.arrayContaining(['leave', 'hiring']));
    expect(await listed('Purchasing')).toEqual(['old_style']);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a name taken', { name: 'HR', code: 'hr2' }, 'A process group named HR already exists'],
    ['a name taken, but for spaces', { name: ' HR ', code: 'hr3' }, 'A process group named HR already exists'],
    ['a code taken', { name: 'Human resources', code: 'hr' }, 'Code cannot be repeated'],
    ['a blank name', { name: '   ', code: 'blank' }, 'Invalid request: '],
    ['a code that is no code', { name: 'Odd', code: 'a b' }, 'Invalid request: '],
  ])('refuses to add a group with %s, writing nothing', async (_name, body, message) => {
    const before = await groupRows();
    const res = await suite.admin.post(`${base}/add`, body);
    expect(res.status).toBe(400);
    expect(res.body.message.startsWith(message)).toBe(true);
    expect(await groupRows()).toEqual(before);
  });

  it('renames a group at the version read, and its templates with it', async () => {
    const saved = expectOk<any>(await suite.admin.put(`${base}/edit`, { id: hr.id, version: hr.version, name: 'People', code: 'hr' }));
    expect(saved.version).toBe(hr.version + 1);
    expect(await listed('People')).toEqual(expect.arrayContaining(['leave', 'hiring']));
    expect(await listed('HR')).toEqual([]);
    expect(expectOk<any>(await suite.admin.get('/api/bpm/template/queryByKey?key=leave')).group).toBe('People');
    // A stale edit, or one taking another group's name or code, is refused and changes nothing.
    expect((await suite.admin.put(`${base}/edit`, { id: hr.id, version: hr.version, name: 'Staff', code: 'hr' })).status).toBe(409);
    const taken = await suite.admin.put(`${base}/edit`, { id: hr.id, version: saved.version, name: 'Finance', code: 'hr' });
    expect([taken.status, taken.body.message]).toEqual([400, 'A process group named Finance already exists']);
    const code = await suite.admin.put(`${base}/edit`, { id: hr.id, version: saved.version, name: 'People', code: 'finance' });
    expect([code.status, code.body.message]).toEqual([400, 'Code cannot be repeated']);
    expect(await listed('People')).toHaveLength(2);
    hr = saved;
  });

  it('deletes only a group without templates', async () => {
    const refused = await suite.admin.delete(`${base}/delete?id=${hr.id}`);
    expect([refused.status, refused.body.message]).toEqual([400, 'A group with templates cannot be deleted']);
    expect((await groups()).groups.map((g) => g.name)).toContain('People');
    const finance = (await groups()).groups.find((g) => g.name === 'Finance');
    expectOk(await suite.admin.delete(`${base}/delete?id=${finance.id}`));
    expect((await groups()).groups.map((g) => g.name)).toEqual(['People']);
    expect((await suite.admin.delete(`${base}/delete?id=${finance.id}`)).status).toBe(404);
  });

  it('keeps accepting a template\'s group as free text, which a group made later takes in', async () => {
    await addTemplate('supplies', 'Purchasing');
    expect((await groups()).others).toEqual([{ name: 'Purchasing', templateCount: 2 }]);
    expectOk(await suite.admin.post(`${base}/add`, { name: 'Purchasing', code: 'purchasing' }));
    const { groups: rows, others } = await groups();
    expect(rows.find((g) => g.name === 'Purchasing').templateCount).toBe(2);
    expect(others).toEqual([]);
  });

  it('is listed by the templates\' viewers and managed by the holders of the group right', async () => {
    const { client: viewer } = await signedInWith(suite.server, suite.admin, ['bpm:template:list']);
    expect((await viewer.get(`${base}/list`)).status).toBe(200);
    expect((await viewer.post(`${base}/add`, { name: 'Mine', code: 'mine' })).status).toBe(403);
    expect((await viewer.delete(`${base}/delete?id=${hr.id}`)).status).toBe(403);
    const { client: manager } = await signedInWith(suite.server, suite.admin, ['bpm:template:group']);
    expectOk(await manager.post(`${base}/add`, { name: 'Theirs', code: 'theirs' }));
    expect((await manager.get(`${base}/list`)).status).toBe(403);
  });
});
