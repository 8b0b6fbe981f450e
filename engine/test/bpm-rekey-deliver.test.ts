// Pure decisions of #37: a file's process under another key (the id and every reference rewritten, nothing else, the
// original id noted), and which waiting events a delivered message or signal reaches.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deliveryTargets, fileUsesId, readBpmn, rekeyProcess } from '../src/bpm/index.ts';

const CORPUS = new URL('../../../shared/corpus/bpmn-miwg/', import.meta.url);

const FILE = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" id="d" targetNamespace="t">
  <collaboration id="c"><participant id="pool" processRef="Process_1"/></collaboration>
  <process id="Process_1" isExecutable="true"><startEvent id="s" name="Process_1"/><callActivity id="again" calledElement='Process_1'/></process>
  <process id="Process_10"><startEvent id="s2"/></process>
  <bpmndi:BPMNDiagram id="di"><bpmndi:BPMNPlane id="plane" bpmnElement="c"/></bpmndi:BPMNDiagram>
</definitions>`;

describe('rekeyProcess', () => {
  it('rewrites the process id and every attribute naming it, and nothing else, noting the original id', () => {
    const out = rekeyProcess(FILE, 'Process_1', 'leave');
    expect(out).toContain('<!-- imported as process "Process_1" -->\n  <process id="leave" isExecutable="true">');
    expect(out).toContain('processRef="leave"');
    expect(out).toContain("calledElement='leave'");
    expect(out).toContain('<startEvent id="s" name="Process_1"/>'); // a name is text, not a reference
    expect(out).toContain('<process id="Process_10">');
    expect(out.replace(/<!--[^>]*-->\n {2}/, '').replace(/leave/g, 'Process_1')).toBe(FILE);
  });

  it('leaves the file as it is under its own id', () => {
    expect(rekeyProcess(FILE, 'Process_1', 'Process_1')).toBe(FILE);
  });

  it('knows which ids a file uses', () => {
    expect(fileUsesId(FILE, 'Process_10')).toBe(true);
    expect(fileUsesId(FILE, 'Process_2')).toBe(false);
  });

  it('rekeys each executable MIWG file so that it reads with the same nodes under the new key', async () => {
    for (const name of ['C.1.0.bpmn', 'C.1.1.bpmn', 'C.3.0.bpmn']) {
      const xml = readFileSync(new URL(name, CORPUS), 'utf8');
      const before = (await readBpmn(xml)).processes.find((p) => p.executable)!;
      const after = await readBpmn(rekeyProcess(xml, before.id, 'miwg_key'));
      const process = after.processes.find((p) => p.id === 'miwg_key')!;
      expect(process.nodes.map((n) => n.id)).toEqual(before.nodes.map((n) => n.id));
      expect(after.processes.some((p) => p.id === before.id)).toBe(false);
    }
  });
});

describe('deliveryTargets', () => {
  const events = [
    { id: 'a', message: { id: 'm1', name: 'Paid' } },
    { id: 'b', message: { id: 'm1', name: 'Paid' }, signal: { id: 's1', name: 'Go' } },
    { id: 'c', signal: { id: 's1', name: 'Go' } },
    { id: 'd' },
  ];

  it('reaches the event by its id, if it waits', () => {
    expect(deliveryTargets(events, { eventId: 'd' })).toEqual(['d']);
    expect(deliveryTargets(events, { eventId: 'x' })).toEqual([]);
  });

  it('gives a message, by name or id, to the first event waiting for it', () => {
    expect(deliveryTargets(events, { message: 'Paid' })).toEqual(['a']);
    expect(deliveryTargets(events, { message: 'm1' })).toEqual(['a']);
    expect(deliveryTargets(events, { message: 'Other' })).toEqual([]);
  });

  it('broadcasts a signal, by name or id, to every event waiting for it', () => {
    expect(deliveryTargets(events, { signal: 'Go' })).toEqual(['b', 'c']);
    expect(deliveryTargets(events, { signal: 's1' })).toEqual(['b', 'c']);
  });

  it('reaches nothing when addressed by nothing', () => {
    expect(deliveryTargets(events, {})).toEqual([]);
  });
});
