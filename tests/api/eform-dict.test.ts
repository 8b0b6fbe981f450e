// App groups and dictionaries: CRUD, option look-ups, versions for cache refresh, and their rules.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { customerModel, expectOk, GROUP } from './eform-fixtures.ts';

const suite = apiSuite();

describe('app groups', () => {
  it('adds, lists and edits groups with optimistic locking', async () => {
    const added = expectOk<any>(await suite.admin.post('/api/eform/manage/appGroup/add', { ...GROUP, groupDesc: 'Customers' }));
    expect(added).toMatchObject({ groupCode: 'crm', version: 1 });
    const again = await suite.admin.post('/api/eform/manage/appGroup/add', GROUP);
    expect([again.status, again.body.message]).toEqual([400, 'Code cannot be repeated']);
    const list = expectOk<any[]>(await suite.admin.get('/api/eform/manage/appGroup/list'));
    expect(list.map((g) => g.groupCode)).toEqual(['system', 'crm']);
    const edited = expectOk<any>(await suite.admin.put('/api/eform/manage/appGroup/edit', { ...added, groupName: 'Sales' }));
    expect(edited.version).toBe(2);
    expect((await suite.admin.put('/api/eform/manage/appGroup/edit', { ...added, groupName: 'Old' })).status).toBe(409);
  });

  it('refuses to delete a group that owns metadata', async () => {
    expectOk(await suite.admin.post('/api/eform/manage/tableModel/add', customerModel()));
    const res = await suite.admin.delete('/api/eform/manage/appGroup/delete?groupCode=crm');
    expect([res.status, res.body.message]).toEqual([400, 'The app group still has metadata; move or delete it first']);
    expectOk(await suite.admin.post('/api/eform/manage/appGroup/add', { groupCode: 'tmp', groupName: 'Temporary' }));
    expectOk(await suite.admin.delete('/api/eform/manage/appGroup/delete?groupCode=tmp'));
  });

  it('is managed only with the group permissions', async () => {
    const user = await suite.server.login('user');
    expect((await user.post('/api/eform/manage/appGroup/add', { groupCode: 'x', groupName: 'X' })).status).toBe(403);
  });
});

describe('dictionaries', () => {
  const levels = {
    dictCode: 'level', dictName: 'Level', category: 'app',
    items: [{ itemText: '高', itemTextEn: 'High', itemValue: 'H', sortOrder: 2 }, { itemText: '低', itemValue: 'L', sortOrder: 1 }],
  };

  it('adds a dictionary with items and serves them as options and as a map', async () => {
    expectOk(await suite.admin.post('/api/system/dict/add', levels));
    expect(expectOk<any[]>(await suite.admin.get('/api/system/dict/getDictItems/level'))).toEqual([
      { value: 'L', text: '低', label: '低', title: '低' },
      { value: 'H', text: '高', label: '高', title: '高', textEn: 'High' },
    ]);
    expect(expectOk(await suite.admin.get('/api/system/dict/getDictItemMap/level'))).toEqual({ L: '低', H: '高' });
    const tree = expectOk<any[]>(await suite.admin.get('/api/system/dict/treeList?keyword=lev'));
    expect(tree.map((d) => [d.dictCode, d.children.length])).toEqual([['level', 2]]);
  });

  it('refuses invalid and repeated dictionaries', async () => {
    const bad = await suite.admin.post('/api/system/dict/add', { ...levels, dictCode: 'x', category: 'other' });
    expect([bad.status, bad.body.message]).toEqual([400, '/category must be one of platform, public, app']);
    const again = await suite.admin.post('/api/system/dict/add', levels);
    expect([again.status, again.body.message]).toEqual([400, 'Code cannot be repeated']);
  });

  it('moves the dictionary version with every item change, for cached options', async () => {
    const before = expectOk<Record<string, number>>(await suite.admin.get('/api/system/dict/versions')).level!;
    const item = expectOk<any>(await suite.admin.post('/api/system/dictItem/add', { dictCode: 'level', itemText: '中', itemValue: 'M', sortOrder: 3 }));
    const dup = await suite.admin.post('/api/system/dictItem/add', { dictCode: 'level', itemText: 'Again', itemValue: 'M' });
    expect([dup.status, dup.body.message]).toEqual([400, 'The dictionary already has an item with this value']);
    const edited = { id: item.id, itemText: '中等', itemValue: 'M', sortOrder: 0, visibleCheck: false, version: 1 };
    expect(expectOk(await suite.admin.put('/api/system/dictItem/edit', edited))).toEqual({ version: 2 });
    // The item's own version: an edit at the version it was read at again is stale.
    expect((await suite.admin.put('/api/system/dictItem/edit', { ...edited, itemText: 'Stale' })).status).toBe(409);
    expect(expectOk<any[]>(await suite.admin.get('/api/system/dict/getDictItems/level')).map((i) => i.value)).toEqual(['L', 'H']);
    expectOk(await suite.admin.delete(`/api/system/dictItem/delete?id=${item.id}`));
    const after = expectOk<Record<string, number>>(await suite.admin.get('/api/system/dict/versions')).level!;
    expect(after).toBe(before + 3);
  });

  it('edits with optimistic locking and deletes', async () => {
    const [dict] = expectOk<any[]>(await suite.admin.get('/api/system/dict/treeList?keyword=level'));
    expectOk(await suite.admin.put('/api/system/dict/edit', { ...dict, dictName: 'Levels' }));
    expect((await suite.admin.put('/api/system/dict/edit', { ...dict, dictName: 'Stale' })).status).toBe(409);
    expectOk(await suite.admin.delete('/api/system/dict/delete?dictCode=level'));
    expect(expectOk<any[]>(await suite.admin.get('/api/system/dict/getDictItems/level'))).toEqual([]);
  });

  it('lets every user read options but only dictionary managers change them', async () => {
    const user = await suite.server.login('user');
    expect((await user.get('/api/system/dict/getDictItems/sex')).status).toBe(200);
    expect((await user.post('/api/system/dict/add', levels)).status).toBe(403);
  });
});
