// The messageToRole job handler: Given a system message template and a role of two users, When a scheduled job sends
// the template to the role and is run, Then each user of the role (and no one else) finds the message, its placeholders
// filled from the job's parameters, in My messages; a job naming an unknown template or role is refused when saved.
import { beforeAll, expect, it } from 'vitest';
import { createUser, STRONG_PASSWORD, unique } from '../support/identity.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const suite = apiSuite();
const BASE = '/api/system/sysJob';
let roleCode: string;
let members: ApiClient[];
let outsider: ApiClient;

beforeAll(async () => {
  expectOk(await suite.admin.post('/api/system/sysMessageTemplate/add', {
    templateCode: 'weekly_note', templateName: 'Weekly note', templateType: 'system', templateTitle: 'Week {{week}}', templateContent: 'Hello, report for week {{week}} is due.',
  }));
  roleCode = unique('r_job');
  const role = expectOk<{ id: string }>(await suite.admin.post('/api/system/role/add', { roleCode, roleName: 'Reporters', back: '0' }));
  const login = async (body: Record<string, unknown>) => suite.server.login((await createUser(suite.admin, body)).username, STRONG_PASSWORD);
  members = [await login({ selectedRole: [role.id] }), await login({ selectedRole: [role.id] })];
  outsider = await login({});
});

const mine = async (client: ApiClient) => expectOk<any>(await client.get('/api/system/sysMessage/my/list?pageSize=10')).records;

it('sends a message template to every user of a role, its placeholders filled from the parameters', async () => {
  const parameter = JSON.stringify({ templateCode: 'weekly_note', roleCode, params: { week: 48 } });
  const job = expectOk<any>(await suite.admin.post(`${BASE}/add`, { jobName: 'Weekly note', jobClassName: 'messageToRole', cronExpression: '0 9 * * 1', parameter }));
  const run = expectOk<any>(await suite.admin.post(`${BASE}/runOnce`, { id: job.id }));
  expect([run.outcome, JSON.parse(run.result)]).toEqual(['success', { messages: 2, queued: 0 }]);
  for (const member of members) {
    expect((await mine(member)).map((m: any) => [m.esTitle, m.esContent])).toEqual([['Week 48', 'Hello, report for week 48 is due.']]);
  }
  expect(await mine(outsider)).toEqual([]);
});

it('refuses a job naming an unknown template or role', async () => {
  const add = (parameter: unknown) =>
    suite.admin.post(`${BASE}/add`, { jobName: 'Bad', jobClassName: 'messageToRole', cronExpression: '0 9 * * 1', parameter: JSON.stringify(parameter) });
  expect((await add({ templateCode: 'nope', roleCode })).body.message).toBe('There is no message template nope');
  expect((await add({ templateCode: 'weekly_note', roleCode: 'nope' })).body.message).toBe('There is no role nope');
  expect((await add({ roleCode })).body.message).toBe('The parameter must name the template and the role: {"templateCode": "…", "roleCode": "…", "params": {…}}');
});
