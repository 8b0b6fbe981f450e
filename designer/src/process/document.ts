// A process design as a document: the whole bpmn-moddle tree of a BPMN file (so that everything the designer does not
// show — other processes, extension elements, vendor attributes, documentation — is written back as it was read), the
// process the template is about, and the DI plane the canvas shows. What the canvas draws is derived from it
// (`designView`); edits are in operations.ts. A file without DI gets the engine's generated layout as DI, so it can be
// edited like any other.
import { processDiagram } from '@yc/engine/bpm';
import { shapeFamily, type ShapeFamily } from './kinds.ts';
import { cloneTree, listOf, localType, moddle, setParent, setProperty, walk, type ModdleElement } from './moddle.ts';

export interface ProcessDocument {
  readonly definitions: ModdleElement;
  /** The id of the process being designed (the template's key). */
  readonly processId: string;
  /** Which diagram of the file the canvas shows (its index in `definitions.diagrams`). */
  readonly diagram: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Bounds extends Point {
  width: number;
  height: number;
}

/** A shape on the canvas: a flow node, pool, lane, data object, annotation, … at its DI bounds. */
export interface DesignNode extends Bounds {
  id: string;
  /** The BPMN type without its prefix: userTask, exclusiveGateway, participant, … */
  type: string;
  family: ShapeFamily;
  name?: string;
  /** Of sub-processes and pools: drawn open with their content. */
  expanded?: boolean;
  /** Of events with a definition: timer, message, …; `multiple` for several. */
  eventKind?: string;
  /** Of pools and lanes drawn top to bottom (`isHorizontal="false"`): false. */
  horizontal?: boolean;
  /** Of boundary events: the activity they sit on. */
  attachedTo?: string;
  /** Of timer events: the ISO-8601 duration they wait. */
  timerDuration?: string;
  /** Where the file places its label (events, gateways, data). */
  label?: Bounds;
}

export interface DesignEdge {
  id: string;
  /** sequenceFlow, messageFlow, association, … */
  type: string;
  name?: string;
  source?: string;
  target?: string;
  points: Point[];
  /** Of sequence flows: the condition's expression (`${days > 3}`), its language when the file names another. */
  condition?: string;
  conditionLanguage?: string;
  /** The flow its gateway or activity takes when no condition holds. */
  isDefault?: boolean;
  /** The type of the node it leaves (a flow out of a gateway gets the condition builder). */
  sourceType?: string;
  label?: Bounds;
}

export interface DesignView {
  nodes: DesignNode[];
  edges: DesignEdge[];
  process: { id: string; name?: string };
}

const FLOW_NODE = /^bpmn:(.+(Task|Event|Gateway)|SubProcess|Transaction|CallActivity|AdHocSubProcess|Task)$/;
export const isFlowNode = (element: ModdleElement) => FLOW_NODE.test(element.$type);

/** A BPMN file the designer cannot read, with moddle's reason. */
export class UnreadableBpmn extends Error {}

const roots = (definitions: ModdleElement) => (definitions.rootElements as ModdleElement[] | undefined) ?? [];
export const diagramsOf = (definitions: ModdleElement) => (definitions.diagrams as ModdleElement[] | undefined) ?? [];

/** The plane the canvas shows. */
export const planeOf = (doc: ProcessDocument): ModdleElement => diagramsOf(doc.definitions)[doc.diagram]!.plane as ModdleElement;

export const processOf = (doc: ProcessDocument): ModdleElement =>
  roots(doc.definitions).find((e) => e.$type === 'bpmn:Process' && e.id === doc.processId)!;

/** Whether a plane shows the process: its own, or a collaboration's with a pool of it. */
function shows(plane: ModdleElement | undefined, process: ModdleElement) {
  const element = plane?.bpmnElement as ModdleElement | undefined;
  return element === process || (element?.$type === 'bpmn:Collaboration'
    && ((element.participants as ModdleElement[] | undefined) ?? []).some((p) => p.processRef === process));
}

const hasShapes = (plane: ModdleElement | undefined) => ((plane?.planeElement as ModdleElement[] | undefined) ?? []).some((e) => e.$type === 'bpmndi:BPMNShape');

/**
 * Reads a BPMN file: the process named by `key` (else the first executable one, else the first drawn, else the first),
 * shown on the first diagram that draws it; a process no diagram draws gets one with the engine's layout.
 */
export async function loadProcess(xml: string, key?: string): Promise<ProcessDocument> {
  let definitions: ModdleElement;
  try {
    definitions = (await moddle.fromXML(xml, 'bpmn:Definitions')).rootElement;
  } catch (error) {
    throw new UnreadableBpmn((error as Error).message.split('\n')[0] ?? 'not XML');
  }
  const processes = roots(definitions).filter((e) => e.$type === 'bpmn:Process');
  const diagrams = diagramsOf(definitions);
  const drawnIndex = (p: ModdleElement) => diagrams.findIndex((d) => shows(d.plane as ModdleElement, p) && hasShapes(d.plane as ModdleElement));
  const process = key !== undefined
    ? processes.find((p) => p.id === key)
    : (processes.find((p) => p.isExecutable === true) ?? processes.find((p) => drawnIndex(p) >= 0) ?? processes[0]);
  if (!process?.id) throw new UnreadableBpmn(key ? `no process ${key}` : 'no process');
  const index = drawnIndex(process);
  if (index >= 0) return { definitions, processId: process.id, diagram: index };
  return { definitions, processId: process.id, diagram: await addGeneratedDiagram(definitions, process, xml) };
}

/** A diagram for a process drawn nowhere, placed as the engine's generated layout places it; its index. */
async function addGeneratedDiagram(definitions: ModdleElement, process: ModdleElement, xml: string): Promise<number> {
  const layout = await processDiagram(xml, process.id);
  const byId = new Map<string, ModdleElement>();
  walk(process, (e) => e.id && byId.set(e.id, e));
  const plane = moddle.create('bpmndi:BPMNPlane', { id: `${process.id}_plane`, bpmnElement: process });
  const diagram = moddle.create('bpmndi:BPMNDiagram', { id: `${process.id}_diagram`, plane });
  setParent(plane, diagram);
  const elements = listOf(plane, 'planeElement');
  for (const s of layout.shapes) {
    const bpmnElement = byId.get(s.id);
    if (!bpmnElement) continue;
    elements.push(newShape(plane, bpmnElement, s, s.expanded));
  }
  for (const e of layout.edges) {
    const bpmnElement = byId.get(e.id);
    if (bpmnElement) elements.push(newEdge(plane, bpmnElement, e.points));
  }
  listOf(definitions, 'diagrams').push(diagram);
  setParent(diagram, definitions);
  return diagramsOf(definitions).length - 1;
}

export function newBounds(box: Bounds): ModdleElement {
  return moddle.create('dc:Bounds', { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) });
}

/** The DI shape of an element (`<id>_di`), with its bounds. */
export function newShape(plane: ModdleElement, bpmnElement: ModdleElement, box: Bounds, expanded?: boolean): ModdleElement {
  const bounds = newBounds(box);
  const shape = moddle.create('bpmndi:BPMNShape', { id: `${bpmnElement.id}_di`, bpmnElement, bounds, ...(expanded === undefined ? {} : { isExpanded: expanded }) });
  setParent(bounds, shape);
  setParent(shape, plane);
  return shape;
}

export function setWaypoints(edge: ModdleElement, points: readonly Point[]) {
  const waypoints = points.map((p) => {
    const point = moddle.create('dc:Point', { x: Math.round(p.x), y: Math.round(p.y) });
    setParent(point, edge);
    return point;
  });
  setProperty(edge, 'waypoint', waypoints);
}

/** The DI edge of a flow (`<id>_di`), through its waypoints. */
export function newEdge(plane: ModdleElement, bpmnElement: ModdleElement, points: readonly Point[]): ModdleElement {
  const edge = moddle.create('bpmndi:BPMNEdge', { id: `${bpmnElement.id}_di`, bpmnElement });
  setWaypoints(edge, points);
  setParent(edge, plane);
  return edge;
}

/** The document's export: BPMN 2.0 XML with its diagram interchange. */
export async function exportXml(doc: ProcessDocument): Promise<string> {
  return (await moddle.toXML(doc.definitions, { format: true })).xml;
}

/** A copy to change (the document it came from stays as it was, for the undo history). */
export const copyDocument = (doc: ProcessDocument): ProcessDocument => ({ ...doc, definitions: cloneTree(doc.definitions) });

/** Every element of the file with an id, by id. */
export function elementsById(doc: ProcessDocument): Map<string, ModdleElement> {
  const byId = new Map<string, ModdleElement>();
  walk(doc.definitions, (e) => e.id && !byId.has(e.id) && byId.set(e.id, e));
  return byId;
}

const asBounds = (value: unknown): Bounds | undefined => {
  const b = value as Partial<Bounds> | undefined;
  return b && [b.x, b.y, b.width, b.height].every((n) => typeof n === 'number') ? { x: b.x!, y: b.y!, width: b.width!, height: b.height! } : undefined;
};
const refId = (ref: unknown) => (Array.isArray(ref) ? (ref[0] as ModdleElement | undefined) : (ref as ModdleElement | undefined))?.id;

function eventKind(element: ModdleElement): string | undefined {
  const definitions = (element.eventDefinitions as ModdleElement[] | undefined) ?? [];
  if (definitions.length > 1) return 'multiple';
  return definitions[0] ? localType(definitions[0].$type).replace(/EventDefinition$/, '') : undefined;
}

function timerDuration(element: ModdleElement): string | undefined {
  const timer = ((element.eventDefinitions as ModdleElement[] | undefined) ?? []).find((d) => d.$type === 'bpmn:TimerEventDefinition');
  return (timer?.timeDuration as ModdleElement | undefined)?.body as string | undefined;
}

const nameOf = (element: ModdleElement) => {
  const name = element.name ?? (typeof element.text === 'string' ? element.text : undefined);
  return name?.trim() ? { name: name.trim() } : {};
};

const views = new WeakMap<ModdleElement, DesignView>();

/** What the canvas draws: the plane's shapes (pools, lanes and open sub-processes first, outer before inner) and edges. */
export function designView(doc: ProcessDocument): DesignView {
  const cached = views.get(doc.definitions);
  if (cached) return cached;
  const nodes: DesignNode[] = [];
  const edges: DesignEdge[] = [];
  for (const di of (planeOf(doc).planeElement as ModdleElement[] | undefined) ?? []) {
    const element = di.bpmnElement as ModdleElement | undefined;
    if (!element?.id) continue;
    const label = asBounds((di.label as ModdleElement | undefined)?.bounds);
    if (di.$type === 'bpmndi:BPMNShape') {
      const box = asBounds(di.bounds);
      if (!box) continue;
      const type = localType(element.$type);
      const kind = type.endsWith('Event') ? eventKind(element) : undefined;
      const duration = kind === 'timer' ? timerDuration(element) : undefined;
      const host = refId(element.attachedToRef);
      nodes.push({
        id: element.id, type, family: shapeFamily(type), ...nameOf(element), ...box,
        ...(typeof di.isExpanded === 'boolean' ? { expanded: di.isExpanded } : {}),
        ...(typeof di.isHorizontal === 'boolean' ? { horizontal: di.isHorizontal } : {}),
        ...(kind ? { eventKind: kind } : {}), ...(host ? { attachedTo: host } : {}),
        ...(duration ? { timerDuration: duration } : {}), ...(label ? { label } : {}),
      });
    } else if (di.$type === 'bpmndi:BPMNEdge') {
      const points = ((di.waypoint as ModdleElement[] | undefined) ?? []).map((p) => ({ x: Number(p.x), y: Number(p.y) }));
      const source = refId(element.sourceRef);
      const target = refId(element.targetRef);
      const sourceElement = element.sourceRef as ModdleElement | undefined;
      const condition = element.conditionExpression as ModdleElement | undefined;
      const language = condition?.language as string | undefined;
      edges.push({
        id: element.id, type: localType(element.$type), ...nameOf(element),
        ...(source ? { source } : {}), ...(target ? { target } : {}), points,
        ...(typeof condition?.body === 'string' ? { condition: condition.body } : {}),
        ...(language ? { conditionLanguage: language } : {}),
        ...(sourceElement && !Array.isArray(sourceElement) && sourceElement.default === element ? { isDefault: true } : {}),
        ...(sourceElement && !Array.isArray(sourceElement) ? { sourceType: localType(sourceElement.$type) } : {}),
        ...(label ? { label } : {}),
      });
    }
  }
  const process = processOf(doc);
  const view = { nodes: inDrawingOrder(nodes), edges, process: { id: process.id!, ...(process.name ? { name: process.name as string } : {}) } };
  views.set(doc.definitions, view);
  return view;
}

/** Sub-processes are open when the file says so, or (when it does not) when other shapes lie in them. */
export const isOpenContainer = (node: DesignNode, all: readonly DesignNode[]) => node.family === 'container'
  || (/subProcess|transaction/i.test(node.type) && (node.expanded ?? all.some((other) => other !== node && contains(node, other))));

export const contains = (outer: Bounds, inner: Bounds) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

/** Containers under what they hold (larger first), then the rest as the file lists them. */
function inDrawingOrder(nodes: DesignNode[]): DesignNode[] {
  const open = nodes.filter((n) => isOpenContainer(n, nodes));
  const rest = nodes.filter((n) => !open.includes(n));
  const boundary = rest.filter((n) => n.attachedTo);
  return [...open.sort((a, b) => b.width * b.height - a.width * a.height), ...rest.filter((n) => !n.attachedTo), ...boundary];
}

/** A new process with one path (start → one user task → end), drawn, as the console's "New process" starts it. */
export function blankProcessXml(key: string, name: string, taskName: string): string {
  const esc = (s: string) => s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Definitions_${esc(key)}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${esc(key)}" name="${esc(name)}" isExecutable="true">
    <bpmn:startEvent id="start"><bpmn:outgoing>Flow_1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="task_1" name="${esc(taskName)}"><bpmn:incoming>Flow_1</bpmn:incoming><bpmn:outgoing>Flow_2</bpmn:outgoing></bpmn:userTask>
    <bpmn:endEvent id="end"><bpmn:incoming>Flow_2</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="Flow_1" sourceRef="start" targetRef="task_1"/>
    <bpmn:sequenceFlow id="Flow_2" sourceRef="task_1" targetRef="end"/>
  </bpmn:process>
  <bpmndi:BPMNDiagram id="${esc(key)}_diagram">
    <bpmndi:BPMNPlane id="${esc(key)}_plane" bpmnElement="${esc(key)}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="152" y="102" width="36" height="36"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="task_1_di" bpmnElement="task_1"><dc:Bounds x="240" y="80" width="100" height="80"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="392" y="102" width="36" height="36"/></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1"><di:waypoint x="188" y="120"/><di:waypoint x="240" y="120"/></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_2_di" bpmnElement="Flow_2"><di:waypoint x="340" y="120"/><di:waypoint x="392" y="120"/></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
