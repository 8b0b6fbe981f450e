// Durable process timers: a boundary timer on a task is kept with its instance and fired by the scheduled job once it is
// due — after a restart too, since nothing of it lives in memory — exactly once under concurrent runs of the job; a
// task done before its timer takes the timer away; a suspended instance's timer waits until it is active again.
import { beforeAll, describe, expect, it } from 'vitest';
import { BPM_TIMER_JOB } from '../../server/src/bpm/timers.ts';
import { createUser, STRONG_PASSWORD } from '../support/identity.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const suite = apiSuite();
let lead: ApiClient;
let chief: ApiClient;

/** A task with an interrupting one-hour timer on it: when it fires, the chief gets the escalation. */
const escalating = (key: string, leadName: string, chiefName: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d" targetNamespace="t">
  <process id="${key}" isExecutable="true">
    <startEvent id="start"/><sequenceFlow id="f1" sourceRef="start" targetRef="lead"/>
    <userTask id="lead" name="Team lead" camunda:assignee="${leadName}"/><sequenceFlow id="f2" sourceRef="lead" targetRef="end"/>
    <boundaryEvent id="late" attachedToRef="lead" cancelActivity="true"><timerEventDefinition><timeDuration>PT1H</timeDuration></timerEventDefinition></boundaryEvent>
    <sequenceFlow id="f3" sourceRef="late" targetRef="escalated"/>
    <userTask id="escalated" name="Escalated" camunda:assignee="${chiefName}"/><sequenceFlow id="f4" sourceRef="escalated" targetRef="end"/>
    <endEvent id="end"/>
  </process>
</definitions>`;

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const fire = async (hours: number) => (await suite.server.platform.jobs.runNow(BPM_TIMER_JOB, { now: inHours(hours) })) as { fired: number };
const todo = async (client: ApiClient, id: string) => (expectOk<any>(await client.get('/api/bpm/task/todo?pageSize=100')).records as any[]).filter((t) => t.instanceId === id);
const start = async (title: string) => expectOk<{ id: string }>(await suite.admin.post('/api/bpm/process/start', { templateKey: 'escalating', businessTitle: title })).id;
const timersOf = (id: string) => suite.server.sql('select timer_id, fire_at from bpm_timer where instance_id = $1', [id]);

beforeAll(async () => {
  const [leadUser, chiefUser] = [await createUser(suite.admin), await createUser(suite.admin)];
  [lead, chief] = [await suite.server.login(leadUser.username, STRONG_PASSWORD), await suite.server.login(chiefUser.username, STRONG_PASSWORD)];
  expectOk(await suite.admin.post('/api/bpm/template/add', {
    group: 'HR', name: 'Escalating', key: 'escalating', bpmnXml: escalating('escalating', leadUser.username, chiefUser.username), startPermission: { type: 'all' },
  }));
  expectOk(await suite.admin.post('/api/bpm/template/publish', { key: 'escalating' }));
});

describe('process timers', () => {
  it('keeps a boundary timer with its instance and fires it once when due: the task is withdrawn, the escalation arrives', async () => {
    const id = await start('Late one');
    const [timer] = await timersOf(id);
    expect(timer.timer_id).toBe('late');
    expect(Math.abs(new Date(timer.fire_at).getTime() - Date.now() - 3_600_000)).toBeLessThan(60_000);
    // Not due yet.
    await fire(0.5);
    expect(await todo(lead, id)).toHaveLength(1);
    // Due: two runs of the job at once fire it once.
    const runs = await Promise.all([fire(2), fire(2)]);
    expect(runs.map((r) => r.fired).reduce((a, b) => a + b)).toBe(1);
    expect(await todo(lead, id)).toEqual([]);
    const escalated = await todo(chief, id);
    expect(escalated.map((t) => t.taskName)).toEqual(['Escalated']);
    expect(await timersOf(id)).toEqual([]);
    await fire(3);
    expect(await todo(chief, id)).toHaveLength(1);
    expect(expectOk<any>(await chief.post('/api/bpm/task/complete', { taskId: escalated[0].id })).instanceState).toBe('COMPLETED');
  });

  it('takes the timer away when the task is done in time', async () => {
    const id = await start('In time');
    const [task] = await todo(lead, id);
    expect(expectOk<any>(await lead.post('/api/bpm/task/complete', { taskId: task.id })).instanceState).toBe('COMPLETED');
    expect(await timersOf(id)).toEqual([]);
  });

  it('fires a suspended instance\'s timer only once it is active again', async () => {
    const id = await start('Paused late');
    expectOk(await suite.admin.post('/api/bpm/process/suspend', { id }));
    await fire(2);
    expect(await timersOf(id)).toHaveLength(1);
    expectOk(await suite.admin.post('/api/bpm/process/activate', { id }));
    await fire(2);
    expect(await timersOf(id)).toEqual([]);
    expect(await todo(chief, id)).toHaveLength(1);
  });
});
