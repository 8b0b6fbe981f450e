// Process events through message templates (#38 item 2): Given a two-step approval and the administrator's changed
// "task assigned" template, When a process is started, approved at the first step and rejected at the second, Then the
// assignees are told of their tasks and the initiator of the approval and the rejection, in their My messages with
// the template's words; an overdue task tells its assignee once, however often the check runs; a template switched to
// SMS reaches the assignee's phone through the job queue.
import { beforeAll, expect, it } from 'vitest';
import { smsOutbox } from '../../server/src/enterprise/sms.ts';
import { runOverdueSweep } from '../../server/src/messages/delivery.ts';
import { uniquePhone } from '../support/enterprises.ts';
import { createUser, STRONG_PASSWORD } from '../support/identity.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const suite = apiSuite();
const M = '/api/system/sysMessage';
interface Person { username: string; client: ApiClient }
let lead: Person;
let clerk: Person;

const bpmn = (key: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
  <process id="${key}" isExecutable="true">
    <startEvent id="start"/><sequenceFlow id="f1" sourceRef="start" targetRef="lead"/>
    <userTask id="lead" name="Team lead"/><sequenceFlow id="f2" sourceRef="lead" targetRef="clerk"/>
    <userTask id="clerk" name="Clerk"/><sequenceFlow id="f3" sourceRef="clerk" targetRef="end"/>
    <endEvent id="end"/>
  </process>
</definitions>`;

async function person(realname: string): Promise<Person> {
  const user = await createUser(suite.admin, { realname });
  return { username: user.username, client: await suite.server.login(user.username, STRONG_PASSWORD) };
}
const mine = async (client: ApiClient) => expectOk<any>(await client.get(`${M}/my/list?pageSize=50`)).records.map((m: any) => `${m.esTitle} | ${m.esContent}`);
const todo = async (p: Person, instanceId: string) =>
  (expectOk<any>(await p.client.get('/api/bpm/task/todo?pageSize=100')).records as any[]).find((t) => t.instanceId === instanceId);

beforeAll(async () => {
  [lead, clerk] = [await person('Lena Lead'), await person('Carl Clerk')];
  const by = (p: Person) => ({ assignees: [{ type: 'user', values: [p.username] }] });
  expectOk(await suite.admin.post('/api/bpm/template/add', {
    group: 'HR', name: 'Trips', key: 'trip', bpmnXml: bpmn('trip'), startPermission: { type: 'all' }, nodes: { lead: { ...by(lead), dueHours: 24 }, clerk: by(clerk) },
  }));
  expectOk(await suite.admin.post('/api/bpm/template/publish', { key: 'trip' }));
});

it('tells assignees of their tasks and the initiator of approvals and rejections, in the administrator\'s words', async () => {
  const templates = expectOk<any>(await suite.admin.get('/api/system/sysMessageTemplate/list?templateCode=bpm_taskAssigned')).records;
  expectOk(await suite.admin.put('/api/system/sysMessageTemplate/edit', { ...templates[0], templateContent: 'Please look at {{businessTitle}} ({{taskName}}), {{assignee}}.' }));
  const id = expectOk<{ id: string }>(await suite.admin.post('/api/bpm/process/start', { templateKey: 'trip', businessTitle: 'Trip to <Oslo>', variables: {} })).id;
  expect(await mine(lead.client)).toEqual(['New task: Team lead | Please look at Trip to <Oslo> (Team lead), Lena Lead.']);
  expectOk(await lead.client.post('/api/bpm/task/complete', { taskId: (await todo(lead, id)).id, opinion: 'Fine' }));
  expect(await mine(clerk.client)).toEqual(['New task: Clerk | Please look at Trip to <Oslo> (Clerk), Carl Clerk.']);
  expectOk(await clerk.client.post('/api/bpm/task/reject', { taskId: (await todo(clerk, id)).id, target: 'initiator', opinion: 'No receipts' }));
  const admin = await mine(suite.admin);
  expect(admin).toContain('Approved: Trip to <Oslo> | Lena Lead approved "Team lead" of "Trip to <Oslo>". Fine');
  expect(admin).toContain('Rejected: Trip to <Oslo> | Carl Clerk rejected "Clerk" of "Trip to <Oslo>". No receipts');
  const history = expectOk<any>(await suite.admin.get(`${M}/list?pageSize=100&esTemplateCode=bpm_taskAssigned`)).records;
  expect(history.map((m: any) => [m.esReceiver, m.esSendStatus])).toEqual(expect.arrayContaining([[lead.username, 'sent'], [clerk.username, 'sent']]));
});

it('tells the assignee of an overdue task once', async () => {
  const id = expectOk<{ id: string }>(await suite.admin.post('/api/bpm/process/start', { templateKey: 'trip', businessTitle: 'Late trip', variables: {} })).id;
  const task = await todo(lead, id);
  await suite.server.sql(`update bpm_task set due_at = now() - interval '1 hour' where id = $1`, [task.id]);
  await runOverdueSweep(suite.server.platform.jobs);
  await runOverdueSweep(suite.server.platform.jobs);
  const overdue = (await mine(lead.client)).filter((m: string) => m.startsWith('Overdue: '));
  expect(overdue).toEqual([expect.stringMatching(/^Overdue: Team lead \| Lena Lead, the task "Team lead" of "Late trip" was due at \d{4}-/)]);
});

it('sends an event by SMS when the administrator switches its template to SMS', async () => {
  const phone = uniquePhone('139');
  const texter = await createUser(suite.admin, { realname: 'Tess Texter', phone });
  expectOk(await suite.admin.post('/api/bpm/template/add', {
    group: 'HR', name: 'Texts', key: 'texts', bpmnXml: bpmn('texts'), startPermission: { type: 'all' },
    nodes: { lead: { assignees: [{ type: 'user', values: [texter.username] }] }, clerk: { assignees: [{ type: 'user', values: [clerk.username] }] } },
  }));
  expectOk(await suite.admin.post('/api/bpm/template/publish', { key: 'texts' }));
  const [template] = expectOk<any>(await suite.admin.get('/api/system/sysMessageTemplate/list?templateCode=bpm_taskAssigned')).records;
  expectOk(await suite.admin.put('/api/system/sysMessageTemplate/edit', { ...template, templateType: 'sms', templateContent: 'Task {{taskName}}: {{businessTitle}}' }));
  expectOk(await suite.admin.post('/api/bpm/process/start', { templateKey: 'texts', businessTitle: 'Phone trip', variables: {} }));
  const outbox = smsOutbox(suite.server.platform.db);
  await expect.poll(() => outbox.sent.find((m) => m.phone === phone)?.text, { timeout: 30_000 }).toBe('New task: Team lead: Task Team lead: Phone trip');
  await expect.poll(async () => expectOk<any>(await suite.admin.get(`${M}/list?pageSize=10&esReceiver=${phone}`)).records[0]?.esSendStatus, { timeout: 10_000 }).toBe('sent');
});
