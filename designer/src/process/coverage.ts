// What the designer shows and edits of a file, and what it only keeps: the elements of a type it draws as a generic
// shape, draws nowhere (on another diagram of the file, or in no diagram at all), or draws without editing their own
// properties. Everything is written back as read; this report names what a user cannot see or change on the canvas.
import { EDGE_TYPES, shapeFamily } from './kinds.ts';
import { designView, diagramsOf, type ProcessDocument } from './document.ts';
import { localType, walk, type ModdleElement } from './moddle.ts';

export const COVERAGE_REASONS = {
  genericShape: 'drawn as a generic box: the canvas has no shape of its type',
  otherDiagram: 'drawn on another diagram of the file: the designer shows one',
  noShape: 'the file draws it in no diagram',
  keptNotEdited: 'drawn, moved and renamed; its own properties are kept as read but not edited',
} as const;
export type CoverageReason = keyof typeof COVERAGE_REASONS;

export interface CoverageEntry {
  type: string;
  reason: CoverageReason;
  count: number;
}

/** The BPMN types a diagram draws (the rest — messages, resources, definitions of items and events — have no shape). */
const VISUAL = /^bpmn:(.+(Task|Event|Gateway)|Task|SubProcess|Transaction|AdHocSubProcess|CallActivity|SequenceFlow|MessageFlow|Association|DataInputAssociation|DataOutputAssociation|DataObjectReference|DataStoreReference|TextAnnotation|Group|Participant|Lane)$/;

/** The types whose own properties the properties panel edits (events: plain or timer; flows: condition, default). */
const EDITED = new Set(['startEvent', 'endEvent', 'userTask', 'serviceTask', 'scriptTask', 'task', 'exclusiveGateway', 'parallelGateway',
  'inclusiveGateway', 'subProcess', 'sequenceFlow']);

function editedEvent(element: ModdleElement) {
  const definitions = (element.eventDefinitions as ModdleElement[] | undefined) ?? [];
  if (definitions.length === 0) return /^bpmn:(Start|End)Event$/.test(element.$type);
  return definitions.length === 1 && definitions[0]!.$type === 'bpmn:TimerEventDefinition'
    && /^bpmn:(IntermediateCatch|Boundary|Start)Event$/.test(element.$type);
}

/** Per type and reason, how many elements of the file the designer cannot show or edit. */
export function designCoverage(doc: ProcessDocument): CoverageEntry[] {
  const view = designView(doc);
  const shown = new Set([...view.nodes.map((n) => n.id), ...view.edges.map((e) => e.id)]);
  const drawnElsewhere = new Set<string>();
  for (const diagram of diagramsOf(doc.definitions)) {
    walk(diagram, (di) => {
      const id = (di.bpmnElement as ModdleElement | undefined)?.id;
      if (id && !shown.has(id)) drawnElsewhere.add(id);
    });
  }
  const counts = new Map<string, CoverageEntry>();
  const note = (type: string, reason: CoverageReason) => {
    const key = `${type}/${reason}`;
    counts.set(key, { type, reason, count: (counts.get(key)?.count ?? 0) + 1 });
  };
  walk(doc.definitions, (element) => {
    if (!element.id || !VISUAL.test(element.$type)) return;
    const type = localType(element.$type);
    if (!shown.has(element.id)) return note(type, drawnElsewhere.has(element.id) ? 'otherDiagram' : 'noShape');
    if (!EDGE_TYPES.has(type) && shapeFamily(type) === 'generic') return note(type, 'genericShape');
    const edited = type.endsWith('Event') ? editedEvent(element) : EDITED.has(type);
    if (!edited) note(type, 'keptNotEdited');
  });
  return [...counts.values()].sort((a, b) => a.type.localeCompare(b.type) || a.reason.localeCompare(b.reason));
}
