// The BPMN MIWG reference files (../shared/corpus/bpmn-miwg) through the API, as a new user would bring them. Every
// file imports under a key of the test's choosing (its process id and every reference rewritten) and exports with one
// shape per element, the file as imported. Every executable file publishes, starts and runs to its end: its user tasks
// (given to the administrator) completed, the decisions their conditions read given at the start, the messages and signals it waits for delivered by name, its timers fired
// by the timer job — nothing of the file changed but its key.
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { readBpmn } from '@yc/engine/bpm';
import { BPM_TIMER_JOB } from '../../server/src/bpm/timers.ts';
import { apiSuite } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const suite = apiSuite();
const base = '/api/bpm/template';
/** The corpus beside the repository (a clone has ../shared linked to the shared folder). */
const CORPUS = new URL('../../../shared/corpus/bpmn-miwg/', import.meta.url);
const FILES = readdirSync(CORPUS).filter((f) => f.endsWith('.bpmn')).sort();
const source = (file: string) => readFileSync(new URL(file, CORPUS), 'utf8');
const EXECUTABLE = FILES.filter((file) => /<(\w+:)?process\s[^>]*isExecutable="true"/.test(source(file)));
const keyOf = (file: string) => `miwg_${file.replace(/\.bpmn$/, '').replace(/\W/g, '_')}`;

/** By element id, how many shapes draw it, over every diagram of the file. */
function shapeCounts(xml: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [, element] of xml.matchAll(/<(?:[\w.-]+:)?BPMNShape\b[^>]*?\sbpmnElement\s*=\s*"([^"]+)"/g)) counts.set(element!, (counts.get(element!) ?? 0) + 1);
  return counts;
}

const importUnderKey = async (file: string, group = 'MIWG') =>
  expectOk<any>(await suite.admin.post(`${base}/import`, { bpmnXml: source(file), key: keyOf(file), group }));

const exported = async (key: string) =>
  expectOk<{ bpmnXml: string }>(await suite.admin.call('GET', `${base}/export?key=${key}`, undefined, { accept: 'application/json' })).bpmnXml;

describe('every MIWG file imported under a key of our choosing', () => {
  it('finds the corpus, and its executable files', () => {
    expect(FILES.length).toBeGreaterThan(10);
    expect(EXECUTABLE).toEqual(['C.1.0.bpmn', 'C.1.1.bpmn', 'C.3.0.bpmn']);
  });

  it.each(FILES)('%s exports as imported, one shape per element', async (file) => {
    const template = await importUnderKey(file);
    expect(template.key).toBe(keyOf(file));
    const { processes } = await readBpmn(template.bpmnXml);
    expect(processes.some((p) => p.id === keyOf(file))).toBe(true);
    const xml = await exported(keyOf(file));
    expect(xml).toBe(template.bpmnXml);
    const twice = [...shapeCounts(xml)].filter(([, n]) => n > 1).map(([id]) => id);
    expect(twice).toEqual([]);
    // Under its own id again, a second time: the key is taken, and a new key imports it again.
    const again = await suite.admin.post(`${base}/import`, { bpmnXml: source(file), key: keyOf(file) });
    expect(again.status).toBe(400);
    expectOk(await suite.admin.post(`${base}/import`, { bpmnXml: source(file), key: `${keyOf(file)}_again` }));
  });
});

interface Listed { id: string; processInstanceState: string; waitingEvents: { id: string; message?: { id: string; name?: string }; signal?: { id: string; name?: string } }[] }

/** The address a waiting event is delivered by: its message's or signal's name when it has one, else its id. */
const addressOf = (event: Listed['waitingEvents'][number]) => (event.message?.name ? { message: event.message.name }
  : event.signal?.name ? { signal: event.signal.name } : { eventId: event.id });

/**
 * What each run does. C.1.0 starts when its invoice message arrives, by name; its catch events whose message the file
 * leaves unnamed are delivered by id. C.3.0's "Service type" flows have no condition: the first, Warranty, is taken (its
 * boundary timer is on a path not taken); its customer request arrives by its message's name.
 */
const STEPS: Record<string, string[]> = {
  'C.1.0.bpmn': [
    'deliver {"message":"invoice-received-C.1.0"}', 'complete Assign Approver', 'deliver {"eventId":"sid-40EC6574-E644-425C-8CE7-EE384F0C3520"}',
    'deliver {"eventId":"sid-B548B980-12E3-408E-9AC4-7031B85A8F2D"}', 'complete Approve Invoice', 'complete Prepare Bank Transfer',
  ],
  'C.1.1.bpmn': ['complete Assign Approver', 'complete Approve Invoice', 'complete Prepare Bank Transfer'],
  'C.3.0.bpmn': ['deliver {"message":"Service Level"}', 'complete Analyse customer request', 'complete Replace fridge'],
};

describe('every executable MIWG file runs to its end through the API', () => {
  beforeAll(async () => {
    for (const file of EXECUTABLE) {
      const key = `${keyOf(file)}_run`;
      const template = expectOk<any>(await suite.admin.post(`${base}/import`, { bpmnXml: source(file), key, group: 'MIWG runs' }));
      // Each user task for the administrator (the files name no one the platform knows).
      const process = (await readBpmn(template.bpmnXml)).processes.find((p) => p.id === key)!;
      const nodes = Object.fromEntries(process.nodes.filter((n) => n.type === 'userTask').map((n) => [n.id, { assignees: [{ type: 'user', values: ['admin'] }] }]));
      expectOk(await suite.admin.put(`${base}/edit`, {
        key, name: template.name, group: 'MIWG runs', bpmnXml: template.bpmnXml, startPermission: { type: 'all' }, nodes, version: template.version,
      }));
      expectOk(await suite.admin.post(`${base}/publish`, { key }));
    }
  });

  const listed = async (id: string, key: string) => (expectOk<any>(await suite.admin.get(`/api/bpm/process/list?pageSize=100&templateKey=${key}`)).records as Listed[])
    .find((r) => r.id === id)!;
  const todo = async (id: string) => (expectOk<any>(await suite.admin.get('/api/bpm/task/todo?pageSize=100')).records as any[]).filter((t) => t.instanceId === id);
  const timers = (id: string) => suite.server.sql<{ timer_id: string }>('select timer_id from bpm_timer where instance_id = $1 order by timer_id', [id]);
  const farFuture = () => new Date(Date.now() + 10 * 365 * 86_400_000).toISOString();

  it.each(EXECUTABLE)('%s', async (file) => {
    const key = `${keyOf(file)}_run`;
    // The decisions the files' conditions read, as a start form would give them (a task without a form sets none).
    const variables = { amount: 100, approved: true, clarified: 'yes' };
    const { id } = expectOk<{ id: string }>(await suite.admin.post('/api/bpm/process/start', { templateKey: key, businessTitle: file, variables }));
    const steps: string[] = [];
    const delivered = new Set<string>();
    const fired = new Set<string>();
    // Each step: a message or signal waited for (each once), else a timer (each once, by the job, far in the future),
    // else a task.
    for (let step = 0; step < 40; step++) {
      const instance = await listed(id, key);
      if (instance.processInstanceState === 'COMPLETED') break;
      const event = instance.waitingEvents.find((e) => !delivered.has(e.id));
      const timer = (await timers(id)).find((t) => !fired.has(t.timer_id));
      const [task] = await todo(id);
      if (event) {
        delivered.add(event.id);
        const address = addressOf(event);
        steps.push(`deliver ${JSON.stringify(address)}`);
        expectOk(await suite.admin.post('/api/bpm/process/deliver', { id, ...address, variables: { received: true } }));
      } else if (timer) {
        fired.add(timer.timer_id);
        steps.push(`fire ${timer.timer_id}`);
        expect(await suite.server.platform.jobs.runNow(BPM_TIMER_JOB, { now: farFuture() })).toMatchObject({ fired: 1 });
      } else if (task) {
        steps.push(`complete ${task.taskName.replace(/\s+/g, ' ')}`);
        expectOk(await suite.admin.post('/api/bpm/task/complete', { taskId: task.id }));
      } else {
        break;
      }
    }
    expect({ steps, state: (await listed(id, key)).processInstanceState }).toEqual({ steps: STEPS[file], state: 'COMPLETED' });
    expect(expectOk<any>(await suite.admin.get(`/api/bpm/process/diagram?id=${id}`)).current).toEqual([]);
  });
});
