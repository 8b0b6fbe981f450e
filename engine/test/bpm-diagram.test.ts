// A process's diagram from its BPMN file: every shape and edge of the DI plane showing the process (pools and lanes of a
// collaboration too) with the file's bounds; a file without DI gets a layout of its own, left to right, branches on rows.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BpmnRejected, processDiagram, type DiagramShape, type ProcessDiagram } from '../src/bpm/index.ts';
import { renderMessage } from '../src/wire/index.ts';

const CORPUS = new URL('./fixtures/bpmn-miwg/', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, CORPUS), 'utf8');
/** How many DI elements of a kind (BPMNShape, BPMNEdge) the file has, whatever its prefix. */
const count = (xml: string, kind: string) => xml.match(new RegExp(`<(\\w+:)?${kind}\\b`, 'g'))?.length ?? 0;
const byName = (diagram: ProcessDiagram, name: string) => diagram.shapes.find((s) => s.name === name)!;

const process = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
  <process id="leave" name="Leave" isExecutable="true">${body}</process>
</definitions>`;

const flow = (id: string, from: string, to: string, name = '') => `<sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"${name ? ` name="${name}"` : ''}/>`;

describe('the diagram of a process', () => {
  it.each(['A.1.0.bpmn', 'A.2.0.bpmn', 'A.2.1.bpmn', 'B.2.0.bpmn', 'C.1.1.bpmn'])('has every shape and edge of the single plane of %s', async (file) => {
    const xml = read(file);
    const diagram = await processDiagram(xml);
    expect(diagram.shapes).toHaveLength(count(xml, 'BPMNShape'));
    expect(diagram.edges).toHaveLength(count(xml, 'BPMNEdge'));
    expect(diagram.generated).toBeUndefined();
    // Everything drawn lies in the bounds.
    for (const s of diagram.shapes) {
      expect(s.x).toBeGreaterThanOrEqual(diagram.minX);
      expect(s.y + s.height).toBeLessThanOrEqual(diagram.minY + diagram.height + 1e-9);
    }
    for (const p of diagram.edges.flatMap((e) => e.points)) expect(p.x).toBeLessThanOrEqual(diagram.minX + diagram.width + 1e-9);
  });

  it('keeps the bounds, names, labels and flows of the file (A.1.0)', async () => {
    const diagram = await processDiagram(read('A.1.0.bpmn'), 'WFP-6-');
    expect(diagram.shapes.map((s) => s.type)).toEqual(['startEvent', 'task', 'task', 'task', 'endEvent']);
    expect(byName(diagram, 'Task 1')).toMatchObject({ id: '_ec59e164-68b4-4f94-98de-ffb1c58a84af', x: 258, y: 317, width: 83, height: 68 });
    const start = byName(diagram, 'Start Event');
    expect(start).toMatchObject({ x: 186, y: 336, width: 30, height: 30 });
    expect(start.labelY).toBeGreaterThan(start.y + start.height);
    const first = diagram.edges.find((e) => e.source === start.id)!;
    expect(first).toMatchObject({ type: 'sequenceFlow', target: '_ec59e164-68b4-4f94-98de-ffb1c58a84af' });
    expect(first.points.length).toBeGreaterThanOrEqual(2);
    // The bounds take in the labels: the start event's is wider than the event.
    expect(diagram.minX).toBeCloseTo(153.68, 2);
    expect(diagram.minY).toBe(317);
  });

  it('shows pools, lanes, open and closed sub-processes and event kinds of a collaboration (B.2.0)', async () => {
    const diagram = await processDiagram(read('B.2.0.bpmn'));
    const types = new Set(diagram.shapes.map((s) => s.type));
    for (const type of ['participant', 'lane', 'subProcess', 'exclusiveGateway', 'boundaryEvent']) expect(types).toContain(type);
    expect(new Set(diagram.edges.map((e) => e.type))).toEqual(new Set(['sequenceFlow', 'messageFlow', 'association', 'dataInputAssociation']));
    expect(byName(diagram, 'Start Event 1 Timer').eventKind).toBe('timer');
    expect(byName(diagram, 'Expanded Sub-Process 1').expanded).toBe(true);
    expect(byName(diagram, 'Collapsed Sub-Process 1 Multi-Instances').expanded).toBe(false);
  });

  it('draws only the plane of the chosen process when a file has several (C.4.0)', async () => {
    const xml = read('C.4.0.bpmn');
    const itPool = await processDiagram(xml, '_f0035388-f829-470c-b82b-0b15c3da3399');
    expect([itPool.shapes.length, itPool.edges.length]).toEqual([11, 12]);
    expect(itPool.shapes.find((s) => s.type === 'participant')!.name).toBe('IT');
    const facilities = await processDiagram(xml, '_3486bf55-0a7f-4ff1-be15-1555669f58ad');
    expect([facilities.shapes.length, facilities.edges.length]).toEqual([6, 5]);
  });

  it('lays out a file without DI left to right, branches on rows of their own, nothing overlapping', async () => {
    const diagram = await processDiagram(process(`
      <startEvent id="start" name="Apply"/>
      <userTask id="review" name="Review"/>
      <exclusiveGateway id="decide" name="Approved?"/>
      <userTask id="approve" name="Approve"/>
      <userTask id="reject" name="Reject"/>
      <endEvent id="end"/>
      ${flow('f1', 'start', 'review')}${flow('f2', 'review', 'decide')}${flow('f3', 'decide', 'approve', 'yes')}
      ${flow('f4', 'decide', 'reject', 'no')}${flow('f5', 'approve', 'end')}${flow('f6', 'reject', 'review')}`));
    expect(diagram.generated).toBe(true);
    const shape = (id: string) => diagram.shapes.find((s) => s.id === id)!;
    const centreX = (s: DiagramShape) => s.x + s.width / 2;
    expect(diagram.shapes.map((s) => s.type)).toEqual(['startEvent', 'userTask', 'exclusiveGateway', 'userTask', 'userTask', 'endEvent']);
    const order = ['start', 'review', 'decide', 'approve', 'end'].map((id) => centreX(shape(id)));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(new Set(order).size).toBe(order.length);
    // The two branches share a column, one row each.
    expect(centreX(shape('reject'))).toBe(centreX(shape('approve')));
    expect(shape('reject').y).toBeGreaterThan(shape('approve').y + shape('approve').height);
    for (const [i, a] of diagram.shapes.entries()) {
      for (const b of diagram.shapes.slice(i + 1)) {
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `${a.id} and ${b.id} overlap`).toBe(true);
      }
    }
    // Each flow runs from its source's border to its target's, labelled where it has a name.
    expect(diagram.edges.map((e) => e.id)).toEqual(['f1', 'f2', 'f3', 'f4', 'f5', 'f6']);
    for (const edge of diagram.edges) {
      const [from, to] = [shape(edge.source!), shape(edge.target!)];
      const first = edge.points[0]!;
      const last = edge.points.at(-1)!;
      expect(first.x >= from.x && first.x <= from.x + from.width && first.y >= from.y && first.y <= from.y + from.height).toBe(true);
      expect(last.x >= to.x && last.x <= to.x + to.width && last.y >= to.y && last.y <= to.y + to.height).toBe(true);
    }
    expect(diagram.edges.find((e) => e.id === 'f3')!.labelX).toBeDefined();
    expect(shape('decide').labelY).toBeGreaterThan(shape('decide').y + shape('decide').height);
    expect(diagram.minX + diagram.width).toBeGreaterThanOrEqual(shape('end').x + shape('end').width);
  });

  it('puts a boundary event on its activity\'s lower border, and what follows it to the right, below', async () => {
    const diagram = await processDiagram(process(`
      <startEvent id="start"/><userTask id="approve"/><boundaryEvent id="late" attachedToRef="approve"><timerEventDefinition/></boundaryEvent>
      <userTask id="remind"/><endEvent id="end"/>
      ${flow('f1', 'start', 'approve')}${flow('f2', 'approve', 'end')}${flow('f3', 'late', 'remind')}${flow('f4', 'remind', 'end')}`));
    const shape = (id: string) => diagram.shapes.find((s) => s.id === id)!;
    const [approve, late, remind] = [shape('approve'), shape('late'), shape('remind')];
    expect(late).toMatchObject({ type: 'boundaryEvent', eventKind: 'timer' });
    expect(late.y + late.height / 2).toBe(approve.y + approve.height);
    expect(late.x).toBeGreaterThan(approve.x);
    expect(late.x + late.width).toBeLessThanOrEqual(approve.x + approve.width);
    expect(remind.x).toBeGreaterThan(approve.x + approve.width);
    expect(remind.y).toBeGreaterThan(approve.y + approve.height);
    expect(shape('end').x).toBeGreaterThan(remind.x + remind.width);
  });

  it('lays out a process that has no start event from its first node', async () => {
    const diagram = await processDiagram(process(`<task id="a" name="A"/><task id="b" name="B"/>${flow('f', 'a', 'b')}`));
    const [a, b] = diagram.shapes;
    expect(a!.x + a!.width).toBeLessThan(b!.x);
    expect(a!.y).toBe(b!.y);
    expect(diagram.edges[0]!.points).toHaveLength(2);
  });

  it.each([
    ['a key the file does not have', process('<task id="a"/>'), 'other', /^The BPMN file has no process with the key other$/],
    ['a file that is not XML', 'hello', undefined, /^The BPMN file cannot be read: /],
  ])('refuses %s', async (_name, xml, key, message) => {
    const error = await processDiagram(xml, key).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BpmnRejected);
    expect(renderMessage((error as BpmnRejected).catalogued, 'en_US')).toMatch(message);
  });
});
