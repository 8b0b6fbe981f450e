// Every BPMN MIWG reference model through the designer: read into a document, exported, and read again with every
// element kept — semantic elements and DI shapes and edges by id and type, vendors' extension elements and attributes —;
// an edit (a task added and connected) appears in the export; and, per file, what the designer cannot show or edit.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { COVERAGE_REASONS, designCoverage } from '../src/process/coverage.ts';
import { designView, exportXml, loadProcess } from '../src/process/document.ts';
import { addNode, connect, moveNode } from '../src/process/operations.ts';

const DIR = join(import.meta.dirname, '../../engine/test/fixtures/bpmn-miwg');
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.bpmn')).sort();

interface Census {
  /** Semantic elements with an id: id → type. */
  semantic: Map<string, string>;
  /** DI shapes and edges: id → `type → BPMN element id`. */
  di: Map<string, string>;
  /** How many elements of each type (vendors' extension elements included). */
  types: Map<string, number>;
  /** Attributes of other namespaces, `id/name=value`. */
  foreign: string[];
}

/** An independent reading of a file (bpmn-moddle directly, contained elements only). */
async function census(xml: string): Promise<Census> {
  const { rootElement } = await new BpmnModdle().fromXML(xml, 'bpmn:Definitions');
  const result: Census = { semantic: new Map(), di: new Map(), types: new Map(), foreign: [] };
  const seen = new Set<object>();
  const visit = (element: ModdleElement) => {
    if (seen.has(element)) return;
    seen.add(element);
    result.types.set(element.$type, (result.types.get(element.$type) ?? 0) + 1);
    for (const [name, value] of Object.entries(element.$attrs ?? {})) if (!/^(xmlns|xsi:type$)/.test(name)) result.foreign.push(`${element.id}/${name}=${value}`);
    if (/^bpmndi:BPMN(Shape|Edge)$/.test(element.$type) && element.id) {
      result.di.set(element.id, `${element.$type} → ${(element.bpmnElement as ModdleElement | undefined)?.id}`);
    } else if (element.id && !/^(bpmndi|dc|di):/.test(element.$type)) result.semantic.set(element.id, element.$type);
    for (const [name, value] of Object.entries(element)) {
      if (name.startsWith('$') && name !== '$children') continue;
      for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child === 'object' && '$type' in child) visit(child as ModdleElement);
    }
  };
  visit(rootElement);
  return result;
}

describe.each(FILES)('the MIWG reference model %s', (file) => {
  const xml = readFileSync(join(DIR, file), 'utf8');

  it('Given the file read into a document, When it is exported, Then every element, DI shape and edge and vendor extension is kept', async () => {
    const doc = await loadProcess(xml);
    const [before, after] = [await census(xml), await census(await exportXml(doc))];
    expect(after.semantic).toEqual(before.semantic);
    expect(after.di).toEqual(before.di);
    expect(after.types).toEqual(before.types);
    expect(after.foreign.sort()).toEqual(before.foreign.sort());
    expect(designView(doc).nodes.length).toBeGreaterThan(0);
  });

  it('Given the document, When a user task is added beside a node, moved away and connected from it, Then the export has both with their DI', async () => {
    const doc = await loadProcess(xml);
    const view = designView(doc);
    const from = view.nodes.find((n) => n.family === 'activity' && !n.attachedTo && !view.nodes.some((o) => o.attachedTo === n.id)
      && (n.type !== 'subProcess' || n.expanded === false)) ?? view.nodes.find((n) => n.family === 'event')!;
    const right = Math.round(Math.max(...view.nodes.map((n) => n.x + n.width)) + 200);
    // Dropped on the node it follows, so that it belongs where that node does (its pool, lane or sub-process).
    const added = addNode(doc, 'userTask', { x: from.x + from.width / 2, y: from.y + from.height / 2 });
    const joined = connect(moveNode(added.doc, added.id, { x: right, y: from.y }), from.id, added.id);
    const after = await census(await exportXml(joined.doc));
    expect(after.semantic.get(added.id)).toBe('bpmn:UserTask');
    expect(after.semantic.get(joined.id)).toBe('bpmn:SequenceFlow');
    expect(after.di.get(`${added.id}_di`)).toBe(`bpmndi:BPMNShape → ${added.id}`);
    expect(after.di.get(`${joined.id}_di`)).toBe(`bpmndi:BPMNEdge → ${joined.id}`);
    const again = designView(await loadProcess(await exportXml(joined.doc), doc.processId));
    expect(again.edges.find((e) => e.id === joined.id)).toMatchObject({ source: from.id, target: added.id });
    expect(again.nodes.find((n) => n.id === added.id)).toMatchObject({ x: right, y: Math.round(from.y), width: 100, height: 80 });
    // The document it was made from is unchanged (the undo history keeps it).
    expect(designView(doc).nodes.some((n) => n.id === added.id)).toBe(false);
  });

  it('lists what the designer cannot show or edit in it, with the reason', async () => {
    const doc = await loadProcess(xml);
    expect(designCoverage(doc).map(({ type, reason, count }) => `${type} ×${count}: ${COVERAGE_REASONS[reason]}`)).toMatchSnapshot();
  });
});
