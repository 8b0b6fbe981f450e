// A stale process save merged onto the version saved meanwhile (#31 item 3): the user tasks' settings merge per node and
// per setting (the user's value wins a conflict), the diagram comes from the side that changed it, a setting of a task
// the merged diagram no longer has is dropped, and both sides changing the diagram keeps the user's and says so.
import { describe, expect, it } from 'vitest';
import { blankProcessXml, designView, exportXml, loadProcess } from '../src/process/document.ts';
import { mergeProcess } from '../src/process/merge.ts';
import { addNode, removeElements } from '../src/process/operations.ts';
import type { DesignState } from '../src/process/ui/state.ts';

const XML = blankProcessXml('leave', 'Leave', 'Approve');
const base = async (): Promise<DesignState> => ({ doc: await loadProcess(XML, 'leave'), nodes: { task_1: { assignees: [{ type: 'initiator' }] } } });
const ids = (state: DesignState) => designView(state.doc).nodes.map((n) => n.id);

describe('a stale process save, merged', () => {
  it('Given only the user changed the diagram and both changed settings, Then the user\'s diagram and both settings are kept', async () => {
    const was = await base();
    const mine: DesignState = { doc: addNode(was.doc, 'userTask', { x: 600, y: 300 }).doc, nodes: { ...was.nodes, task_1: { ...was.nodes.task_1!, opinionRequired: true } } };
    const theirs = { version: 4, xml: XML, nodes: { task_1: { assignees: [{ type: 'user' as const, values: ['lee'] }] } } };
    const merged = await mergeProcess(was, mine, theirs, 'leave');
    expect(ids(merged.state)).toEqual(['start', 'task_1', 'end', 'userTask_1']);
    expect(merged.state.nodes).toEqual({ task_1: { assignees: [{ type: 'user', values: ['lee'] }], opinionRequired: true } });
    expect(merged.diagramConflict).toBe(false);
    expect(await exportXml(merged.stored.doc)).toBe(await exportXml(was.doc));
  });

  it('Given only they changed the diagram (the task removed), Then theirs is taken and the user\'s setting of that task goes', async () => {
    const was = await base();
    const theirDoc = removeElements(was.doc, ['task_1']);
    const mine: DesignState = { doc: was.doc, nodes: { task_1: { assignees: [{ type: 'initiator' }], opinionRequired: true } } };
    const merged = await mergeProcess(was, mine, { version: 4, xml: await exportXml(theirDoc), nodes: {} }, 'leave');
    expect(ids(merged.state)).toEqual(['start', 'end']);
    expect(merged.state.nodes).toEqual({});
    expect(merged.diagramConflict).toBe(false);
  });

  it('Given both changed the diagram, Then the user\'s is kept and the conflict is reported', async () => {
    const was = await base();
    const mine: DesignState = { doc: addNode(was.doc, 'exclusiveGateway', { x: 600, y: 300 }).doc, nodes: was.nodes };
    const theirs = { version: 4, xml: await exportXml(addNode(was.doc, 'endEvent', { x: 700, y: 400 }).doc), nodes: was.nodes };
    const merged = await mergeProcess(was, mine, theirs, 'leave');
    expect(ids(merged.state)).toEqual(['start', 'task_1', 'end', 'exclusiveGateway_1']);
    expect(merged.diagramConflict).toBe(true);
  });
});
