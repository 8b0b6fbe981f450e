// A fixed, bounded ReDoS corpus through the API (issue #30, item 2): classic catastrophic patterns saved as a form
// field's rule, as check rules and as a list page's import rules, each matched against its attack value. On a
// backtracking engine one such request takes minutes and holds every enterprise; on the linear-time engine each is
// answered at once while another request in parallel is answered too. Patterns the engine cannot run (backreferences,
// lookaround) are refused when the form or check rule is saved, with a message naming the rule. PostgreSQL and PGlite.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, type ApiClient, type ApiResponse } from '../support/server.ts';
import { expectOk, setUpCustomer } from '../api/eform-fixtures.ts';
import { pagePath, uploadWorkbook, waitForJob, writeWorkbook } from '../api/excel-fixtures.ts';

const suite = apiSuite();
const VIEW = 'customer_list';
const page = pagePath(VIEW);
const checkRule = '/api/system/checkRule';

/** Pattern and attack value (36-40 characters): each extra character doubles a backtracking engine's time. */
const CORPUS: [string, string][] = [
  ['^(a|a)+$', `${'a'.repeat(36)}!`],
  ['(a+)+$', `${'a'.repeat(36)}!`],
  ['(a*)*b', 'a'.repeat(36)],
  ['^(([a-z])+.)+[A-Z]([a-z])+$', `${'a'.repeat(36)}!`],
  ['(x+x+)+y', 'x'.repeat(36)],
  ['^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$', `${'a'.repeat(36)}!`],
  ['^[\\w.+-]+(\\.[\\w.+-]+)*@x\\.cn$', `${'a.'.repeat(18)}!`],
];

/** Patterns a linear-time engine cannot run: backreferences, lookaround, a program too large for the work budget. */
const REFUSED = ['(a)\\1', '(x|xx){500}', '(?<c>\\w)\\k<c>', '^(?=.*\\d)\\w+$', '^(?!admin)\\w+$', '(?<=\\$)\\d+', '(?<!-)\\d+'];
const unsupported = (label: string) =>
  `The pattern of ${label} cannot run on the linear-time pattern engine: backreferences, lookahead, lookbehind, repeat counts over 1000 and very large patterns are not supported`;

/** Generous: a catastrophic match takes a backtracking engine minutes; a linear one answers in milliseconds. */
const BOUND_MS = 5000;

let user: ApiClient;

/**
 * The attack request and, started alongside it, another user's ordinary request: both answered within the bound.
 * The attack's answer is returned.
 */
async function answeredInTime<T>(attack: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const [res, other] = await Promise.all([attack(), user.get('/api/system/dict/getDictItems/sex').then((r) => [r.status, Date.now() - started])]);
  expect(Date.now() - started).toBeLessThan(BOUND_MS);
  expect(other).toEqual([200, expect.any(Number)]);
  expect(other[1]).toBeLessThan(BOUND_MS);
  return res;
}

async function editForm(rules: unknown[]): Promise<ApiResponse<any>> {
  const form = expectOk<any>(await suite.admin.get('/api/eform/manage/form/queryByCode?code=customer_form'));
  const fields = form.fields.map((f: any) => (f.key === 'name' ? { ...f, rules: [{ required: true }, ...rules] } : f));
  return suite.admin.put('/api/eform/manage/form/edit', { ...form, fields });
}

beforeAll(async () => {
  await setUpCustomer(suite.admin, { generate: true });
  user = await suite.server.login('user');
  for (const [i, [pattern]] of CORPUS.entries()) {
    expectOk(await suite.admin.post(`${checkRule}/add`, { ruleName: `ReDoS ${i}`, ruleCode: `redos_${i}`, pattern, message: `no match ${i}` }));
  }
});

describe('catastrophic patterns are answered in linear time', () => {
  it.each(CORPUS.map(([pattern, attack], i) => [pattern, attack, i] as const))('a form field rule %s', async (pattern, attack) => {
    expectOk(await editForm([{ pattern }]));
    const res = await answeredInTime(() => suite.admin.post(`${page}/data`, { name: attack }));
    expect([res.status, res.body.message]).toEqual([400, 'Name is not in the expected format']);
  });

  it.each(CORPUS.map(([pattern, attack], i) => [pattern, attack, i] as const))('a check rule %s', async (_pattern, attack, i) => {
    const res = await answeredInTime(() => suite.admin.get(`${checkRule}/checkByCode?ruleCode=redos_${i}&value=${encodeURIComponent(attack)}`));
    expect([res.status, res.body.message]).toEqual([400, `no match ${i}`]);
  });

  it('import rules: every row of a workbook of attack values is refused by its column\'s check rule', async () => {
    expectOk(await editForm([]));
    const view = expectOk<any>(await suite.admin.get(`/api/eform/manage/view/queryByCode?code=${VIEW}`));
    const columns = view.columns.map((c: any) => (c.colCode === 'name' ? { ...c, importRules: 'redos_0' } : c.colCode === 'email' ? { ...c, importRules: 'redos_3' } : c));
    const buttons = [...view.buttons, { buttonName: 'Import', buttonType: 'toolbar', action: 'import', permission: `${VIEW}:import` }];
    expectOk(await suite.admin.put('/api/eform/manage/view/edit', { ...view, columns, buttons }));
    const rows = Array.from({ length: 20 }, () => [CORPUS[0]![1], CORPUS[3]![1]]);
    const workbook = await writeWorkbook([['Name', 'Email'], ...rows]);
    const job = await answeredInTime(async () => waitForJob(suite.admin, VIEW, (await uploadWorkbook(suite.admin, VIEW, workbook)).body.result));
    expect([job.state, job.message]).toEqual(['failed', 'import failed because of wrong data format']);
    expect(job.errors!.slice(0, 2).map((e) => [e.row, e.column])).toEqual([[2, 'Name'], [2, 'Email']]);
    expect(expectOk<any>(await suite.admin.post(`${page}/list`, {})).records).toEqual([]);
  });
});

describe('patterns the engine cannot run are refused on save', () => {
  it.each(REFUSED)('a form field rule %s', async (pattern) => {
    const before = expectOk<any>(await suite.admin.get('/api/eform/manage/form/queryByCode?code=customer_form'));
    const res = await editForm([{ pattern }]);
    expect([res.status, res.body.message]).toEqual([400, unsupported('Name')]);
    expect(expectOk<any>(await suite.admin.get('/api/eform/manage/form/queryByCode?code=customer_form')).version).toBe(before.version);
  });

  it.each(REFUSED)('a check rule %s', async (pattern) => {
    const res = await suite.admin.post(`${checkRule}/add`, { ruleName: 'Refused', ruleCode: 'refused', pattern, message: 'x' });
    expect([res.status, res.body.message]).toEqual([400, unsupported('refused')]);
    expect((await suite.admin.get(`${checkRule}/checkByCode?ruleCode=refused&value=a`)).body.message).toBe('There is no check rule refused');
  });

  it('answers the refusal in Chinese too', async () => {
    const res = await suite.admin.post(`${checkRule}/add?lang=zh_CN`, { ruleName: 'Refused', ruleCode: 'refused_zh', pattern: '(a)\\1', message: 'x' });
    expect([res.status, res.body.message]).toEqual([400, 'refused_zh的正则表达式无法在线性时间正则引擎上运行：不支持反向引用、前瞻、后顾、超过 1000 的重复次数和过大的正则表达式']);
  });
});
