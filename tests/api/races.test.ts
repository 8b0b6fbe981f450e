// Requests that race for the same rows: each checks first, and the loser of the race must still get the answer its own
// check would have given (a 400 or a 409), never a 500, and change nothing.
import { describe, expect, it } from 'vitest';
import { expectOk } from './eform-fixtures.ts';
import { apiSuite } from '../support/server.ts';

const suite = apiSuite();

describe('requests that race for the same row', () => {
  it('adding the same code six times at once keeps one and refuses five with the repeated-code message', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () =>
      suite.admin.post('/api/eform/manage/appGroup/add', { groupCode: 'raced', groupName: 'Raced' })));
    const seen = answers.map((a) => `${a.status} ${a.status === 200 ? '' : a.body.message}`.trim()).sort();
    expect(seen).toEqual(['200', ...Array.from({ length: 5 }, () => '400 Code cannot be repeated')]);
    const groups = expectOk<any[]>(await suite.admin.get('/api/eform/manage/appGroup/list'));
    expect(groups.filter((g) => g.groupCode === 'raced')).toHaveLength(1);
  });

  it('items added while the dictionary is edited and deleted answer 200, 400, 404 or 409, and what was kept is whole', async () => {
    expectOk(await suite.admin.post('/api/system/dict/add', { dictCode: 'raced', dictName: 'Raced', category: 'app', items: [] }));
    const [dict] = expectOk<any[]>(await suite.admin.get('/api/system/dict/treeList?keyword=raced'));
    const answers = await Promise.all([
      ...[0, 1, 2].map((i) => suite.admin.post('/api/system/dictItem/add', { dictCode: 'raced', itemText: `V${i}`, itemValue: `v${i}`, sortOrder: i })),
      ...[0, 1].map(() => suite.admin.put('/api/system/dict/edit', { ...dict, dictName: 'Edited' })),
    ]);
    expect(answers.map((a) => a.status).filter((s) => ![200, 409].includes(s))).toEqual([]);
    const [after] = expectOk<any[]>(await suite.admin.get('/api/system/dict/treeList?keyword=raced'));
    expect(after.children.map((c: any) => c.itemValue).sort()).toEqual(['v0', 'v1', 'v2']);

    const raced = await Promise.all([
      suite.admin.delete('/api/system/dict/delete?dictCode=raced'),
      ...[3, 4, 5].map((i) => suite.admin.post('/api/system/dictItem/add', { dictCode: 'raced', itemText: `V${i}`, itemValue: `v${i}`, sortOrder: i })),
    ]);
    expect(raced.map((a) => a.status).filter((s) => ![200, 404, 409].includes(s))).toEqual([]);
    expect(expectOk<any[]>(await suite.admin.get('/api/system/dict/getDictItems/raced'))).toEqual([]);
  });
});
