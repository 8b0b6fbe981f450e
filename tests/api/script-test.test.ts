// Designers try a script against sample input through the API: the one sandbox runs it; other script types, scripts
// that misbehave and environments that forbid script editing are refused with clear messages, and the server serves on.
import { describe, expect, it } from 'vitest';
import { apiSuite, startTestServer } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const suite = apiSuite();
const path = '/api/eform/manage/script/test';

describe('script test', () => {
  it('runs a script on its input and answers its result', async () => {
    const res = expectOk<any>(await suite.admin.post(path, { scriptType: 'script', script: 'return input.qty * input.price', input: { qty: 3, price: 2.5 } }));
    expect(res).toEqual({ result: 7.5 });
  });

  it('refuses java and groovy, in the caller\'s language', async () => {
    const java = await suite.admin.post(path, { scriptType: 'java', script: 'return 1;' });
    expect([java.status, java.body.message]).toEqual([400, 'Scripts of type java are not currently supported']);
    const groovy = await suite.admin.post(`${path}?lang=zh_CN`, { scriptType: 'groovy', script: 'return 1' });
    expect([groovy.status, groovy.body.message]).toEqual([400, '暂不支持 groovy 类型的脚本']);
  });

  it('contains a memory bomb and an endless loop, and the server serves the next call', async () => {
    const bomb = await suite.admin.post(path, { scriptType: 'script', script: 'const a = []; for (;;) a.push(new Array(100000).fill("x"));' });
    expect(bomb.status).toBe(400);
    expect(bomb.body.message).toMatch(/and was stopped$/);
    const loop = await suite.admin.post(path, { scriptType: 'script', script: 'while (true) {}' });
    expect([loop.status, loop.body.message]).toEqual([400, 'The script ran longer than 200 ms and was stopped']);
    expect(expectOk<any>(await suite.admin.post(path, { scriptType: 'script', script: 'return typeof process' }))).toEqual({ result: 'undefined' });
  });

  it('gives the script the enterprise\'s read SQL configs through api.sql, refusals thrown into the script', async () => {
    expectOk(await suite.admin.post('/api/eform/manage/sqlConfig/add', {
      sqlName: 'Numbers', sqlCode: 'numbers', sqlQuery: 'select n from generate_series(1, :top) n', parameters: [{ parameterKey: 'top', defaultValue: '3' }],
    }));
    const rows = expectOk<any>(await suite.admin.post(path, { scriptType: 'script', script: 'return api.sql("numbers", { top: input.top }).map((r) => r.n * 10)', input: { top: 2 } }));
    expect(rows).toEqual({ result: [10, 20] });
    const missing = await suite.admin.post(path, { scriptType: 'script', script: 'return api.sql("nope", {})' });
    expect([missing.status, missing.body.message]).toEqual([400, 'The script failed: Error: There is no SQL config nope']);
    const caught = expectOk<any>(await suite.admin.post(path, { scriptType: 'script', script: 'try { api.http("nope", {}) } catch (e) { return e.message }' }));
    expect(caught).toEqual({ result: 'There is no HTTP config nope' });
  });

  it('is refused where script editing is not allowed', async () => {
    const server = await startTestServer({ env: { ALLOW_EDIT_SCRIPT: 'false' } });
    try {
      const admin = await server.login('admin');
      const res = await admin.post(path, { scriptType: 'script', script: 'return 1' });
      expect([res.status, res.body.message]).toEqual([403, 'The current environment prohibits this operation']);
    } finally {
      await server.stop();
    }
  });
});
