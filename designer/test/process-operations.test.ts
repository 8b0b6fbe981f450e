// The process designer's document operations, in node: each palette kind added where it was dropped, moves and resizes
// that redraw flows, connecting and reconnecting, deleting with flows, names, conditions, default flows, timers, the
// process key, undo and redo over the states, a file without DI laid out by the engine, and edits that do not fit.
import { describe, expect, it } from 'vitest';
import { canRedo, record, redo, startHistory, undo } from '../src/history.ts';
import { PALETTE_ORDER } from '../src/process/kinds.ts';
import { blankProcessXml, designView, exportXml, loadProcess, type ProcessDocument } from '../src/process/document.ts';
import {
  addNode, connect, DesignRefused, moveNode, reconnect, removeElements, rename, resizeNode, setCondition, setDefaultFlow, setProcessKey, setTimer,
} from '../src/process/operations.ts';

const blank = () => loadProcess(blankProcessXml('leave', 'Leave', 'Approve'));
const node = (doc: ProcessDocument, id: string) => designView(doc).nodes.find((n) => n.id === id);
const edge = (doc: ProcessDocument, id: string) => designView(doc).edges.find((e) => e.id === id);
/** The export read back: what a saved file holds. */
const reread = async (doc: ProcessDocument) => loadProcess(await exportXml(doc), doc.processId);

describe('a new process', () => {
  it('Given "New process", When it is read, Then it is start → user task → end, drawn', async () => {
    const view = designView(await blank());
    expect(view.process).toEqual({ id: 'leave', name: 'Leave' });
    expect(view.nodes.map((n) => [n.id, n.type, n.family])).toEqual([['start', 'startEvent', 'event'], ['task_1', 'userTask', 'activity'], ['end', 'endEvent', 'event']]);
    expect(view.edges.map((e) => [e.source, e.target])).toEqual([['start', 'task_1'], ['task_1', 'end']]);
  });
});

describe('the palette', () => {
  it.each(PALETTE_ORDER.filter((k) => k !== 'timerBoundary'))('Given a drop of %s at a point, Then that node is centred there, and exported', async (kind) => {
    const { doc, id } = addNode(await blank(), kind, { x: 600, y: 400 });
    const added = node(await reread(doc), id)!;
    expect(added.x + added.width / 2).toBe(600);
    expect(added.y + added.height / 2).toBe(400);
    if (kind === 'timerEvent') expect(added).toMatchObject({ type: 'intermediateCatchEvent', eventKind: 'timer', timerDuration: 'PT1H' });
    if (kind === 'subProcess') expect(added).toMatchObject({ type: 'subProcess', expanded: true });
  });

  it('Given a boundary timer dropped on a task, Then it sits on the task\'s lower border, attached to it; dropped on nothing, it is refused', async () => {
    const doc = await blank();
    const { doc: next, id } = addNode(doc, 'timerBoundary', { x: 300, y: 120 });
    expect(node(await reread(next), id)).toMatchObject({ type: 'boundaryEvent', attachedTo: 'task_1', eventKind: 'timer', y: 160 - 18 });
    expect(() => addNode(doc, 'timerBoundary', { x: 900, y: 900 })).toThrow(new DesignRefused('noHost'));
  });

  it('Given a task dropped into an open sub-process, Then it belongs to the sub-process, and a flow from outside is refused', async () => {
    const withSub = addNode(await blank(), 'subProcess', { x: 700, y: 400 });
    const inner = addNode(withSub.doc, 'userTask', { x: 700, y: 400 });
    const xml = await exportXml(inner.doc);
    expect(xml).toMatch(new RegExp(`<bpmn:subProcess id="${withSub.id}"[^]*<bpmn:userTask id="${inner.id}"[^]*</bpmn:subProcess>`));
    expect(() => connect(inner.doc, 'task_1', inner.id)).toThrow(new DesignRefused('otherContainer'));
  });
});

describe('editing', () => {
  it('Given a task moved, Then its flows are drawn again to its new place, and a sub-process carries what it holds', async () => {
    const doc = moveNode(await blank(), 'task_1', { x: 240, y: 300 });
    expect(node(doc, 'task_1')).toMatchObject({ x: 240, y: 300 });
    expect(edge(doc, 'Flow_1')!.points).toEqual([{ x: 188, y: 120 }, { x: 214, y: 120 }, { x: 214, y: 340 }, { x: 240, y: 340 }]);
    const sub = addNode(doc, 'subProcess', { x: 800, y: 400 });
    const inner = addNode(sub.doc, 'scriptTask', { x: 800, y: 400 });
    const moved = moveNode(inner.doc, sub.id, { x: 625 + 100, y: 300 + 50 });
    expect(node(moved, inner.id)).toMatchObject({ x: 750 + 100, y: 360 + 50 });
  });

  it('Given a task resized, Then it has the new bounds and its flows meet it', async () => {
    const doc = resizeNode(await blank(), 'task_1', { x: 240, y: 80, width: 120, height: 80 });
    expect(node(doc, 'task_1')).toMatchObject({ width: 120 });
    expect(edge(doc, 'Flow_2')!.points[0]).toEqual({ x: 360, y: 120 });
  });

  it('Given two nodes connected, reconnected and deleted, Then flows, incoming/outgoing and edges follow', async () => {
    const base = addNode(await blank(), 'userTask', { x: 300, y: 300 });
    const { doc, id } = connect(base.doc, 'start', base.id);
    expect(edge(doc, id)).toMatchObject({ source: 'start', target: base.id, type: 'sequenceFlow' });
    const moved = reconnect(doc, id, { target: 'end' });
    expect(edge(moved, id)).toMatchObject({ source: 'start', target: 'end' });
    const xml = await exportXml(moved);
    expect(xml).toContain(`<bpmn:incoming>${id}</bpmn:incoming>`);
    const removed = removeElements(moved, ['task_1']);
    const view = designView(await reread(removed));
    expect(view.nodes.map((n) => n.id)).toEqual(['start', 'end', base.id]);
    expect(view.edges.map((e) => e.id)).toEqual([id]);
    expect(await exportXml(removed)).not.toMatch(/Flow_1|Flow_2|task_1/);
  });

  it('Given a flow out of a gateway, When a condition is set and another flow is the default, Then both are exported and read back', async () => {
    const gw = addNode(await blank(), 'exclusiveGateway', { x: 500, y: 300 });
    const a = connect(gw.doc, gw.id, 'task_1');
    const b = connect(a.doc, gw.id, 'end');
    let doc = setCondition(b.doc, a.id, '${days > 3}');
    doc = setDefaultFlow(doc, b.id, true);
    doc = await reread(doc);
    expect(edge(doc, a.id)).toMatchObject({ condition: '${days > 3}', sourceType: 'exclusiveGateway' });
    expect(edge(doc, b.id)).toMatchObject({ isDefault: true });
    expect(await exportXml(doc)).toContain(`<bpmn:exclusiveGateway id="${gw.id}" default="${b.id}">`);
    doc = setDefaultFlow(setCondition(doc, a.id, undefined), b.id, false);
    expect(edge(doc, a.id)!.condition).toBeUndefined();
    expect(edge(doc, b.id)!.isDefault).toBeUndefined();
    // Deleting the default flow clears the gateway's default.
    const gone = removeElements(setDefaultFlow(doc, b.id, true), [b.id]);
    expect(await exportXml(gone)).not.toContain('default=');
  });

  it('Given names, a timer\'s duration and a new key, Then the export has them', async () => {
    const timer = addNode(await blank(), 'timerEvent', { x: 500, y: 300 });
    let doc = setTimer(rename(rename(timer.doc, 'task_1', 'Manager approves'), 'leave', 'Leave request'), timer.id, 'P2D');
    doc = setProcessKey(doc, 'leave2');
    const view = designView(await reread(doc));
    expect(view.process).toEqual({ id: 'leave2', name: 'Leave request' });
    expect(view.nodes.find((n) => n.id === 'task_1')!.name).toBe('Manager approves');
    expect(view.nodes.find((n) => n.id === timer.id)!.timerDuration).toBe('P2D');
    expect(() => setProcessKey(doc, '1 bad')).toThrow(new DesignRefused('badKey'));
    expect(() => setProcessKey(doc, 'task_1')).toThrow(new DesignRefused('badKey'));
    expect(() => rename(doc, 'nothing', 'x')).toThrow(new DesignRefused('noSuchElement'));
  });

  it('Given edits in the history, When undone and redone, Then each state comes back', async () => {
    const first = await blank();
    let history = startHistory(first);
    const added = addNode(first, 'serviceTask', { x: 500, y: 300 });
    history = record(history, added.doc);
    history = record(history, rename(added.doc, added.id, 'Call the stub'));
    history = undo(undo(history));
    expect(node(history.present, added.id)).toBeUndefined();
    history = redo(history);
    expect(node(history.present, added.id)!.name).toBeUndefined();
    history = redo(history);
    expect(node(history.present, added.id)!.name).toBe('Call the stub');
    expect(canRedo(history)).toBe(false);
  });
});

describe('a file without diagram interchange', () => {
  it('Given a process no diagram draws, When it is read, Then the engine\'s layout places its nodes, and an edit exports with DI', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
  <process id="plain" isExecutable="true">
    <startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="t"/>
    <userTask id="t" name="Check"/><sequenceFlow id="f2" sourceRef="t" targetRef="e"/><endEvent id="e"/>
  </process>
</definitions>`;
    const doc = await loadProcess(xml);
    const view = designView(doc);
    expect(view.nodes.map((n) => n.id)).toEqual(['s', 't', 'e']);
    expect(view.nodes[1]!.x).toBeGreaterThan(view.nodes[0]!.x);
    expect(view.edges.map((e) => e.id)).toEqual(['f1', 'f2']);
    const moved = moveNode(doc, 't', { x: 200, y: 200 });
    const out = await exportXml(moved);
    expect(out).toContain('<bpmndi:BPMNShape id="t_di" bpmnElement="t">');
    expect(node(await loadProcess(out), 't')).toMatchObject({ x: 200, y: 200 });
  });

  it('Given a file that is not BPMN or names another key, Then it is refused', async () => {
    await expect(loadProcess('<html/>')).rejects.toThrow();
    await expect(loadProcess(blankProcessXml('a', 'A', 'T'), 'b')).rejects.toThrow('no process b');
  });
});
