// Fill rules, check rules and categories through the API: generators from the registry only, serial numbers that
// never collide under parallel draws, patterns on the linear-time engine (a catastrophic one answered), the category tree.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const suite = apiSuite();
const fill = '/api/system/fillRule';
const check = '/api/system/checkRule';
const category = '/api/system/category';

describe('fill rules', () => {
  it('refuses a rule class outside the registry and parameters its generator does not take, saving nothing', async () => {
    const unknown = await suite.admin.post(`${fill}/add`, { ruleName: 'x', ruleCode: 'x1', ruleClass: 'org.jeecg.SomeRule' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown rule class org.jeecg.SomeRule: choose one of serialNumber, datePart, orgCode');
    const bad = await suite.admin.post(`${fill}/add`, { ruleName: 'x', ruleCode: 'x2', ruleClass: 'serialNumber', ruleParams: { digits: 99, script: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^The rule parameters are invalid at /);
    const list = expectOk<any>(await suite.admin.get(`${fill}/list?pageNo=1&pageSize=10`));
    expect(list.records.map((r: any) => r.ruleCode)).not.toContain('x1');
  });

  it('draws serial numbers that stay distinct under 50 parallel draws', async () => {
    expectOk(await suite.admin.post(`${fill}/add`, {
      ruleName: 'Order number', ruleCode: 'order_no', ruleClass: 'serialNumber', ruleParams: { prefix: 'SO', digits: 5, resetBy: 'none' },
    }));
    const draws = await Promise.all(Array.from({ length: 50 }, () => suite.admin.get(`${fill}/executeRuleByCode/order_no`)));
    const values = draws.map((d) => expectOk<string>(d));
    expect(new Set(values).size).toBe(50);
    expect(values.every((v) => /^SO\d{5}$/.test(v))).toBe(true);
    expect([...values].sort()).toEqual(Array.from({ length: 50 }, (_, i) => `SO${String(i + 1).padStart(5, '0')}`));
  });

  it('numbers per day when the rule resets daily, and formats date parts in the enterprise time zone', async () => {
    expectOk(await suite.admin.post(`${fill}/add`, {
      ruleName: 'Daily', ruleCode: 'daily', ruleClass: 'serialNumber', ruleParams: { prefix: 'D', digits: 3, resetBy: 'day' },
    }));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date()).replaceAll('-', '');
    expect(expectOk(await suite.admin.get(`${fill}/executeRuleByCode/daily`))).toBe(`D${today}001`);
    expect(expectOk(await suite.admin.get(`${fill}/executeRuleByCode/daily`))).toBe(`D${today}002`);
    expectOk(await suite.admin.post(`${fill}/add`, { ruleName: 'Day', ruleCode: 'day', ruleClass: 'datePart', ruleParams: { pattern: 'YYYYMMDD', suffix: '-X' } }));
    expect(expectOk(await suite.admin.get(`${fill}/executeRuleByCode/day`))).toBe(`${today}-X`);
  });

  it('fills the department code of the caller, and answers a clear error for an unknown rule', async () => {
    expectOk(await suite.admin.post(`${fill}/add`, { ruleName: 'Dept', ruleCode: 'dept', ruleClass: 'orgCode', ruleParams: { prefix: 'P-' } }));
    const none = await suite.admin.get(`${fill}/executeRuleByCode/dept`);
    expect([none.status, none.body.message]).toEqual([400, 'The user has no department, so there is no department code to fill']);
    const org = expectOk<any>(await suite.admin.post('/api/org/sysOrg/add', { orgName: 'Sales', orgCode: 'A01', orgType: 'dept' }));
    await suite.server.sql(
      `insert into sys_user_org (tenant_id, user_id, org_id, is_main) select tenant_id, id, $1, true from sys_user where username = 'admin'`, [org.id]);
    expect(expectOk(await suite.admin.get(`${fill}/executeRuleByCode/dept`))).toBe('P-A01');
    const missing = await suite.admin.get(`${fill}/executeRuleByCode/nope`);
    expect([missing.status, missing.body.message]).toEqual([400, 'There is no fill rule nope']);
  });

  it('is managed by administrators only; drawing needs a signed-in user', async () => {
    const user = await suite.server.login('user');
    expect((await user.post(`${fill}/add`, { ruleName: 'x', ruleCode: 'u1', ruleClass: 'datePart', ruleParams: { pattern: 'YYYY' } })).status).toBe(403);
    expect((await suite.server.anonymous().get(`${fill}/executeRuleByCode/order_no`)).status).toBe(401);
  });
});

describe('check rules', () => {
  it('checks a value (or its first digits) against the pattern and answers the rule\'s own message', async () => {
    expectOk(await suite.admin.post(`${check}/add`, { ruleName: 'Mobile', ruleCode: 'mobile', pattern: '^1[3-9]\\d{9}$', message: 'Enter a mobile number' }));
    expect(expectOk(await suite.admin.get(`${check}/checkByCode?ruleCode=mobile&value=13800138000`))).toBe(true);
    const wrong = await suite.admin.get(`${check}/checkByCode?ruleCode=mobile&value=12345`);
    expect([wrong.status, wrong.body.message]).toEqual([400, 'Enter a mobile number']);
    expectOk(await suite.admin.post(`${check}/add`, { ruleName: 'Prefix', ruleCode: 'prefix', digits: 2, pattern: '^[A-Z]{2}$', message: 'Two capitals first' }));
    expect(expectOk(await suite.admin.get(`${check}/checkByCode?ruleCode=prefix&value=AB123`))).toBe(true);
    expect((await suite.admin.get(`${check}/checkByCode?ruleCode=prefix&value=a1B`)).status).toBe(400);
  });

  it('refuses a pattern that is not a regular expression', async () => {
    const res = await suite.admin.post(`${check}/add`, { ruleName: 'Bad', ruleCode: 'bad', pattern: '([a-z', message: 'x' });
    expect([res.status, res.body.message]).toEqual([400, 'Pattern is not a valid regular expression']);
  });

  it('answers a catastrophically backtracking pattern at once (linear-time engine) and serves the next check', async () => {
    expectOk(await suite.admin.post(`${check}/add`, { ruleName: 'Evil', ruleCode: 'evil', pattern: '^(a+)+$', message: 'no' }));
    const slow = await suite.admin.get(`${check}/checkByCode?ruleCode=evil&value=${'a'.repeat(40)}!`);
    expect([slow.status, slow.body.message]).toEqual([400, 'no']);
    expect(expectOk(await suite.admin.get(`${check}/checkByCode?ruleCode=mobile&value=13800138000`))).toBe(true);
  });
});

describe('categories', () => {
  it('keeps a coded tree: unique codes, no deleting a parent, no moving under itself', async () => {
    const root = expectOk<any>(await suite.admin.post(`${category}/add`, { name: 'Products', code: 'P' }));
    const child = expectOk<any>(await suite.admin.post(`${category}/add`, { name: 'Phones', code: 'P01', pid: root.id }));
    const repeated = await suite.admin.post(`${category}/add`, { name: 'Again', code: 'P01' });
    expect([repeated.status, repeated.body.message]).toEqual([400, 'Code cannot be repeated']);
    const all = expectOk<any[]>(await suite.admin.get(`${category}/loadAllData`));
    expect(all.map((c) => [c.code, c.pid === root.id, c.hasChild])).toEqual([['P', false, true], ['P01', true, false]]);
    const parentDelete = await suite.admin.delete(`${category}/delete?id=${root.id}`);
    expect([parentDelete.status, parentDelete.body.message]).toEqual([400, 'A category with children cannot be deleted']);
    const [rootRow] = expectOk<any[]>(await suite.admin.get(`${category}/childList`));
    const cycle = await suite.admin.put(`${category}/edit`, { id: root.id, version: rootRow.version, name: 'Products', code: 'P', pid: child.id });
    expect([cycle.status, cycle.body.message]).toEqual([400, 'A category cannot be moved under itself']);
    expectOk(await suite.admin.delete(`${category}/delete?id=${child.id}`));
    expectOk(await suite.admin.delete(`${category}/delete?id=${root.id}`));
    expect(expectOk<any[]>(await suite.admin.get(`${category}/loadAllData`))).toEqual([]);
  });
});
