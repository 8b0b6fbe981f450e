// The process designer's edits. Each works on a copy of the document and changes the semantic model and its DI
// together (a node and its shape, a flow and its edge with waypoints), so the undo history keeps every state and the
// export is always a consistent BPMN file. An edit that cannot be made is refused with a reason the screen names.
import { PALETTE_KINDS, type PaletteKind } from './kinds.ts';
import {
  contains, copyDocument, elementsById, isFlowNode, newBounds, newEdge, newShape, planeOf, processOf, setWaypoints,
  type Bounds, type Point, type ProcessDocument,
} from './document.ts';
import { listOf, moddle, parentOf, setParent, setProperty, walk, type ModdleElement } from './moddle.ts';

export const DESIGN_REFUSALS = ['noSuchElement', 'otherContainer', 'noHost', 'badKey'] as const;
export type DesignRefusal = (typeof DESIGN_REFUSALS)[number];

/** An edit that does not fit the document (the screen shows the reason's text). */
export class DesignRefused extends Error {
  constructor(readonly reason: DesignRefusal) {
    super(reason);
  }
}

interface Editing {
  doc: ProcessDocument;
  byId: Map<string, ModdleElement>;
  plane: ModdleElement;
  /** The DI elements of the shown plane, by the id of their BPMN element. */
  di: Map<string, ModdleElement>;
}

/** Runs a change on a copy of the document; the result names what it made. */
function edit<T>(doc: ProcessDocument, change: (e: Editing) => T): { doc: ProcessDocument; result: T } {
  const copy = copyDocument(doc);
  const plane = planeOf(copy);
  const di = new Map<string, ModdleElement>();
  for (const d of (plane.planeElement as ModdleElement[] | undefined) ?? []) {
    const id = (d.bpmnElement as ModdleElement | undefined)?.id;
    if (id && !di.has(id)) di.set(id, d);
  }
  const editing = { doc: copy, byId: elementsById(copy), plane, di };
  const result = change(editing);
  return { doc: editing.doc, result };
}

const need = (e: Editing, id: string) => {
  const element = e.byId.get(id);
  if (!element) throw new DesignRefused('noSuchElement');
  return element;
};

const boundsOf = (di: ModdleElement | undefined): Bounds | undefined => {
  const b = di?.bounds as Bounds | undefined;
  return b ? { x: b.x, y: b.y, width: b.width, height: b.height } : undefined;
};

/** `base_1`, `base_2`, …: the first no element of the file has. */
function uniqueId(e: Editing, base: string): string {
  let n = 1;
  while (e.byId.has(`${base}_${n}`) || e.byId.has(`${base}_${n}_di`)) n++;
  return `${base}_${n}`;
}

/** The shapes of the plane with their elements, the smallest first (the innermost of nested ones). */
function shapesAt(e: Editing, point: Point, accept: (element: ModdleElement, di: ModdleElement) => boolean): ModdleElement[] {
  return [...e.di.entries()]
    .map(([id, di]) => ({ element: e.byId.get(id)!, di, box: boundsOf(di) }))
    .filter(({ element, di, box }) => element && box && contains(box, { ...point, width: 0, height: 0 }) && accept(element, di))
    .sort((a, b) => a.box!.width * a.box!.height - b.box!.width * b.box!.height)
    .map(({ element }) => element);
}

const isSubProcess = (element: ModdleElement) => /^bpmn:(SubProcess|Transaction|AdHocSubProcess)$/.test(element.$type);

/**
 * Where a node dropped at a point belongs: the open sub-process or pool there, else the designed process; dropped on a
 * node, where that node is (a file may draw a called process's nodes inside its call activity).
 */
function containerAt(e: Editing, point: Point): ModdleElement {
  const open = (element: ModdleElement, di: ModdleElement) => isSubProcess(element) && di.isExpanded !== false;
  const [inner] = shapesAt(e, point, (element, di) =>
    isFlowNode(element) || open(element, di) || (element.$type === 'bpmn:Participant' && !!element.processRef));
  if (!inner) return processOf(e.doc);
  if (inner.$type === 'bpmn:Participant') return inner.processRef as ModdleElement;
  return open(inner, e.di.get(inner.id!)!) ? inner : parentOf(inner)!;
}

/** The process an element is part of. */
function processAround(element: ModdleElement): ModdleElement | undefined {
  let current: ModdleElement | undefined = element;
  while (current && current.$type !== 'bpmn:Process') current = parentOf(current);
  return current;
}

/** A new node from the palette, centred on a point (a boundary timer on the border of the activity there). */
export function addNode(doc: ProcessDocument, kind: PaletteKind, centre: Point): { doc: ProcessDocument; id: string } {
  const spec = PALETTE_KINDS[kind];
  const { doc: next, result: id } = edit(doc, (e) => {
    const id = uniqueId(e, kind);
    const box = { x: centre.x - spec.width / 2, y: centre.y - spec.height / 2, width: spec.width, height: spec.height };
    let container: ModdleElement;
    const element = moddle.create(spec.type, { id });
    if (kind === 'timerBoundary') {
      const [host] = shapesAt(e, centre, (el) => isFlowNode(el) && /Task|SubProcess|CallActivity|Transaction/.test(el.$type));
      if (!host) throw new DesignRefused('noHost');
      const on = boundsOf(e.di.get(host.id!))!;
      box.x = Math.min(Math.max(box.x, on.x), on.x + on.width - spec.width);
      box.y = on.y + on.height - spec.height / 2;
      setProperty(element, 'attachedToRef', host);
      container = parentOf(host)!;
    } else {
      container = containerAt(e, centre);
    }
    if ('timer' in spec) {
      const timer = moddle.create('bpmn:TimerEventDefinition', { id: `${id}_timer` });
      setTimerDuration(timer, 'PT1H');
      setParent(timer, element);
      setProperty(element, 'eventDefinitions', [timer]);
    }
    listOf(container, 'flowElements').push(element);
    setParent(element, container);
    const process = processAround(container);
    const [lane] = shapesAt(e, centre, (el) => el.$type === 'bpmn:Lane' && processAround(el) === process);
    if (lane) listOf(lane, 'flowNodeRef').push(element);
    const shape = newShape(e.plane, element, box, kind === 'subProcess' ? true : undefined);
    listOf(e.plane, 'planeElement').push(shape);
    return id;
  });
  return { doc: next, id };
}

function setTimerDuration(timer: ModdleElement, duration: string) {
  const expression = moddle.create('bpmn:FormalExpression', { body: duration });
  setParent(expression, timer);
  for (const other of ['timeDate', 'timeCycle']) setProperty(timer, other, undefined);
  setProperty(timer, 'timeDuration', expression);
}

/** A flow's route between two boxes: right side to left side with one bend, else round below, else top or bottom. */
export function route(s: Bounds, t: Bounds): Point[] {
  const [sx, sy, tx, ty] = [s.x + s.width / 2, s.y + s.height / 2, t.x + t.width / 2, t.y + t.height / 2];
  if (t.x >= s.x + s.width) {
    const [start, end] = [{ x: s.x + s.width, y: sy }, { x: t.x, y: ty }];
    const mid = (start.x + end.x) / 2;
    return start.y === end.y ? [start, end] : [start, { x: mid, y: sy }, { x: mid, y: ty }, end];
  }
  if (t.x + t.width <= s.x) {
    const below = Math.max(s.y + s.height, t.y + t.height) + 30;
    return [{ x: sx, y: s.y + s.height }, { x: sx, y: below }, { x: tx, y: below }, { x: tx, y: t.y + t.height }];
  }
  const [start, end] = t.y >= s.y + s.height ? [{ x: sx, y: s.y + s.height }, { x: tx, y: t.y }] : [{ x: sx, y: s.y }, { x: tx, y: t.y + t.height }];
  const mid = (start.y + end.y) / 2;
  return start.x === end.x ? [start, end] : [start, { x: sx, y: mid }, { x: tx, y: mid }, end];
}

const endId = (ref: unknown) => (Array.isArray(ref) ? (ref[0] as ModdleElement | undefined) : (ref as ModdleElement | undefined))?.id;

/** Draws a flow's edge again between its two shapes. */
function reroute(e: Editing, flow: ModdleElement) {
  const edge = e.di.get(flow.id!);
  const [s, t] = [boundsOf(e.di.get(endId(flow.sourceRef) ?? '')), boundsOf(e.di.get(endId(flow.targetRef) ?? ''))];
  if (!edge || !s || !t) return;
  setWaypoints(edge, route(s, t));
  setProperty(edge, 'label', undefined);
}

/** Every flow-like element (sequence and message flows, associations) drawn on the plane. */
const drawnFlows = (e: Editing) => [...e.di.values()].filter((d) => d.$type === 'bpmndi:BPMNEdge').map((d) => d.bpmnElement as ModdleElement);

const shift = (box: ModdleElement | undefined, dx: number, dy: number) => {
  if (!box) return;
  box.x = Math.round((box.x as number) + dx);
  box.y = Math.round((box.y as number) + dy);
};

/** Moves a shape to a place (its top left corner); what it holds or carries moves with it, its flows are drawn again. */
export function moveNode(doc: ProcessDocument, id: string, to: Point): ProcessDocument {
  return edit(doc, (e) => {
    const shape = e.di.get(id);
    const old = boundsOf(shape);
    if (!shape || !old) throw new DesignRefused('noSuchElement');
    const [dx, dy] = [to.x - old.x, to.y - old.y];
    if (dx === 0 && dy === 0) return;
    const element = need(e, id);
    const carried = element.$type === 'bpmn:Participant' || element.$type === 'bpmn:Lane' || isSubProcess(element);
    const moved = new Set([id]);
    for (const [otherId, di] of e.di) {
      const box = boundsOf(di);
      const other = e.byId.get(otherId);
      if (di.$type !== 'bpmndi:BPMNShape' || !box || !other) continue;
      if (endId(other.attachedToRef) === id || (carried && otherId !== id && contains(old, box))) moved.add(otherId);
    }
    for (const movedId of moved) {
      const di = e.di.get(movedId)!;
      shift(di.bounds as ModdleElement, dx, dy);
      shift((di.label as ModdleElement | undefined)?.bounds as ModdleElement | undefined, dx, dy);
    }
    for (const flow of drawnFlows(e)) {
      const [s, t] = [endId(flow.sourceRef), endId(flow.targetRef)];
      const edge = e.di.get(flow.id!)!;
      if (s && t && moved.has(s) && moved.has(t)) {
        for (const p of (edge.waypoint as ModdleElement[] | undefined) ?? []) shift(p, dx, dy);
        shift((edge.label as ModdleElement | undefined)?.bounds as ModdleElement | undefined, dx, dy);
      } else if ((s && moved.has(s)) || (t && moved.has(t))) reroute(e, flow);
    }
  }).doc;
}

/** Gives a shape new bounds; its flows are drawn again. */
export function resizeNode(doc: ProcessDocument, id: string, box: Bounds): ProcessDocument {
  return edit(doc, (e) => {
    const shape = e.di.get(id);
    if (!shape || shape.$type !== 'bpmndi:BPMNShape') throw new DesignRefused('noSuchElement');
    const bounds = newBounds(box);
    setParent(bounds, shape);
    setProperty(shape, 'bounds', bounds);
    for (const flow of drawnFlows(e)) if (endId(flow.sourceRef) === id || endId(flow.targetRef) === id) reroute(e, flow);
  }).doc;
}

/** Two flow nodes a sequence flow may join: drawn, and in the same process or sub-process. */
function flowEnds(e: Editing, source: string, target: string): [ModdleElement, ModdleElement] {
  const [s, t] = [need(e, source), need(e, target)];
  if (!isFlowNode(s) || !isFlowNode(t) || !e.di.has(source) || !e.di.has(target)) throw new DesignRefused('noSuchElement');
  if (parentOf(s) !== parentOf(t)) throw new DesignRefused('otherContainer');
  return [s, t];
}

const without = (element: ModdleElement, property: string, gone: ModdleElement) => {
  const list = element[property];
  if (Array.isArray(list)) setProperty(element, property, list.filter((x) => x !== gone));
};

/** A sequence flow from one node to another, with its edge; its id. */
export function connect(doc: ProcessDocument, source: string, target: string): { doc: ProcessDocument; id: string } {
  const { doc: next, result: id } = edit(doc, (e) => {
    const [s, t] = flowEnds(e, source, target);
    const id = uniqueId(e, 'Flow');
    const flow = moddle.create('bpmn:SequenceFlow', { id, sourceRef: s, targetRef: t });
    const container = parentOf(s)!;
    listOf(container, 'flowElements').push(flow);
    setParent(flow, container);
    listOf(s, 'outgoing').push(flow);
    listOf(t, 'incoming').push(flow);
    const edge = newEdge(e.plane, flow, route(boundsOf(e.di.get(source))!, boundsOf(e.di.get(target))!));
    listOf(e.plane, 'planeElement').push(edge);
    return id;
  });
  return { doc: next, id };
}

/** Moves one end (or both) of a sequence flow to other nodes; a default flow leaving its node stops being its default. */
export function reconnect(doc: ProcessDocument, flowId: string, ends: { source?: string; target?: string }): ProcessDocument {
  return edit(doc, (e) => {
    const flow = need(e, flowId);
    if (flow.$type !== 'bpmn:SequenceFlow') throw new DesignRefused('noSuchElement');
    const [oldSource, oldTarget] = [flow.sourceRef as ModdleElement, flow.targetRef as ModdleElement];
    const [s, t] = flowEnds(e, ends.source ?? oldSource.id!, ends.target ?? oldTarget.id!);
    if (parentOf(s) !== parentOf(flow)) throw new DesignRefused('otherContainer');
    if (s !== oldSource) {
      without(oldSource, 'outgoing', flow);
      if (oldSource.default === flow) setProperty(oldSource, 'default', undefined);
      listOf(s, 'outgoing').push(flow);
      setProperty(flow, 'sourceRef', s);
    }
    if (t !== oldTarget) {
      without(oldTarget, 'incoming', flow);
      listOf(t, 'incoming').push(flow);
      setProperty(flow, 'targetRef', t);
    }
    reroute(e, flow);
  }).doc;
}

/**
 * Deletes flow nodes and sequence flows: a node goes with its flows, its boundary events and (a sub-process) what it
 * holds; lanes, gateways' defaults, associations and every diagram forget them.
 */
export function removeElements(doc: ProcessDocument, ids: readonly string[]): ProcessDocument {
  return edit(doc, (e) => {
    const doomed = new Set<ModdleElement>();
    const flowsOf = (node: ModdleElement) => ((parentOf(node)?.flowElements as ModdleElement[] | undefined) ?? [])
      .filter((f) => f.$type === 'bpmn:SequenceFlow' && (f.sourceRef === node || f.targetRef === node));
    const boundaryOf = (node: ModdleElement) => ((parentOf(node)?.flowElements as ModdleElement[] | undefined) ?? [])
      .filter((f) => f.attachedToRef === node);
    const add = (element: ModdleElement) => {
      if (doomed.has(element)) return;
      doomed.add(element);
      if (!isFlowNode(element)) return;
      for (const other of [...flowsOf(element), ...boundaryOf(element), ...((element.flowElements as ModdleElement[] | undefined) ?? [])]) add(other);
    };
    for (const id of ids) {
      const element = e.byId.get(id);
      if (element && (isFlowNode(element) || element.$type === 'bpmn:SequenceFlow')) add(element);
    }
    if (doomed.size === 0) return;
    // Associations (of annotations, data) that would lose an end go too.
    walk(e.doc.definitions, (element) => {
      if (/Association$/.test(element.$type) && [element.sourceRef, element.targetRef].flat().some((end) => doomed.has(end as ModdleElement))) doomed.add(element);
    });
    for (const element of doomed) {
      const parent = parentOf(element);
      if (parent) for (const list of ['flowElements', 'artifacts', 'dataInputAssociations', 'dataOutputAssociations']) without(parent, list, element);
      if (element.$type !== 'bpmn:SequenceFlow') continue;
      const [s, t] = [element.sourceRef as ModdleElement, element.targetRef as ModdleElement];
      if (s && !doomed.has(s)) {
        without(s, 'outgoing', element);
        if (s.default === element) setProperty(s, 'default', undefined);
      }
      if (t && !doomed.has(t)) without(t, 'incoming', element);
    }
    walk(e.doc.definitions, (element) => {
      if (element.$type === 'bpmn:Lane') setProperty(element, 'flowNodeRef', ((element.flowNodeRef as ModdleElement[] | undefined) ?? []).filter((n) => !doomed.has(n)));
      if (element.$type === 'bpmndi:BPMNPlane') {
        setProperty(element, 'planeElement', ((element.planeElement as ModdleElement[] | undefined) ?? []).filter((d) => !doomed.has(d.bpmnElement as ModdleElement)));
      }
    });
  }).doc;
}

/** Names an element (an annotation's text); an empty name removes it. The process's own name too. */
export function rename(doc: ProcessDocument, id: string, name: string): ProcessDocument {
  return edit(doc, (e) => {
    const element = need(e, id);
    const property = element.$type === 'bpmn:TextAnnotation' ? 'text' : 'name';
    setProperty(element, property, name.trim() ? name : undefined);
  }).doc;
}

/** Gives the designed process another id (the template's key: references follow, they are objects). */
export function setProcessKey(doc: ProcessDocument, key: string): ProcessDocument {
  if (!/^[A-Za-z_][\w.-]*$/.test(key)) throw new DesignRefused('badKey');
  if (key === doc.processId) return doc;
  return edit(doc, (e) => {
    if (e.byId.has(key)) throw new DesignRefused('badKey');
    setProperty(processOf(e.doc), 'id', key);
    e.doc = { ...e.doc, processId: key };
  }).doc;
}

/** Sets a sequence flow's condition (an expression such as `${days > 3}`); none removes it. */
export function setCondition(doc: ProcessDocument, flowId: string, expression: string | undefined): ProcessDocument {
  return edit(doc, (e) => {
    const flow = need(e, flowId);
    if (flow.$type !== 'bpmn:SequenceFlow') throw new DesignRefused('noSuchElement');
    if (!expression?.trim()) {
      setProperty(flow, 'conditionExpression', undefined);
      return;
    }
    const condition = moddle.create('bpmn:FormalExpression', { body: expression.trim() });
    setParent(condition, flow);
    setProperty(flow, 'conditionExpression', condition);
  }).doc;
}

/** Makes a sequence flow its source's default (taken when no condition holds), or stops it being that. */
export function setDefaultFlow(doc: ProcessDocument, flowId: string, isDefault: boolean): ProcessDocument {
  return edit(doc, (e) => {
    const flow = need(e, flowId);
    const source = flow.sourceRef as ModdleElement | undefined;
    if (flow.$type !== 'bpmn:SequenceFlow' || !source) throw new DesignRefused('noSuchElement');
    if (isDefault) setProperty(source, 'default', flow);
    else if (source.default === flow) setProperty(source, 'default', undefined);
  }).doc;
}

/** Sets how long a timer event waits (an ISO-8601 duration: PT2H, P1D). */
export function setTimer(doc: ProcessDocument, eventId: string, duration: string): ProcessDocument {
  return edit(doc, (e) => {
    const event = need(e, eventId);
    const timer = ((event.eventDefinitions as ModdleElement[] | undefined) ?? []).find((d) => d.$type === 'bpmn:TimerEventDefinition');
    if (!timer) throw new DesignRefused('noSuchElement');
    setTimerDuration(timer, duration.trim());
  }).doc;
}
