// A process's BPMN diagram as plain JSON for the console to draw: the shapes and edges of its DI plane, or, for a file
// drawn by no tool (no DI), a simple left-to-right layout, so that a process always has a diagram to show.
import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import { BpmnRejected } from './import.ts';
import { BPM_MESSAGES } from './messages.ts';

export interface DiagramPoint {
  x: number;
  y: number;
}

/** A node, pool, lane, data object or annotation; x, y, width, height are its bounds. */
export interface DiagramShape {
  /** The id of the BPMN element (a node's id, as the process's tasks name it). */
  id: string;
  /** Its BPMN type without the prefix: userTask, exclusiveGateway, startEvent, subProcess, participant, lane, … */
  type: string;
  name?: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Of sub-processes and pools: drawn open (with their content) or closed. */
  expanded?: boolean;
  /** Of events with a definition: timer, message, error, signal, …; `multiple` for more than one. */
  eventKind?: string;
  /** The centre of its label where the file places it (the console draws the names of activities, pools and lanes
   * inside them, and uses this for events, gateways and data). */
  labelX?: number;
  labelY?: number;
}

export interface DiagramEdge {
  id: string;
  /** sequenceFlow, messageFlow, association, dataInputAssociation, dataOutputAssociation. */
  type: string;
  name?: string;
  source?: string;
  target?: string;
  points: DiagramPoint[];
  /** The centre of its label. */
  labelX?: number;
  labelY?: number;
}

export interface ProcessDiagram {
  /** The bounds of everything drawn (shapes, edges, labels). */
  minX: number;
  minY: number;
  width: number;
  height: number;
  shapes: DiagramShape[];
  edges: DiagramEdge[];
  /** True when the file had no DI for the process and the layout was made here. */
  generated?: boolean;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const FLOW_NODE = /^bpmn:(.+(Task|Event|Gateway)|SubProcess|Transaction|CallActivity|AdHocSubProcess|Task)$/;

/** `bpmn:UserTask` → `userTask`. */
const localType = (type: string) => {
  const name = type.slice(type.indexOf(':') + 1);
  return name.charAt(0).toLowerCase() + name.slice(1);
};

/** What an event's definitions make it: `bpmn:TimerEventDefinition` → timer. */
function eventKind(element: ModdleElement): string | undefined {
  const definitions = (element.eventDefinitions as ModdleElement[] | undefined) ?? [];
  if (definitions.length > 1) return 'multiple';
  return definitions[0] ? localType(definitions[0].$type).replace(/EventDefinition$/, '') : undefined;
}

const centre = (box: Box | undefined) => (box ? { labelX: box.x + box.width / 2, labelY: box.y + box.height / 2 } : {});
const named = (element: ModdleElement) => {
  const name = element.name ?? (typeof element.text === 'string' ? element.text : undefined);
  return name?.trim() ? { name: name.trim() } : {};
};

/** The smallest box around the boxes and points (all zero for none). */
function bounds(boxes: readonly Box[]): Pick<ProcessDiagram, 'minX' | 'minY' | 'width' | 'height'> {
  if (boxes.length === 0) return { minX: 0, minY: 0, width: 0, height: 0 };
  const minX = Math.min(...boxes.map((b) => b.x));
  const minY = Math.min(...boxes.map((b) => b.y));
  const maxX = Math.max(...boxes.map((b) => b.x + b.width));
  const maxY = Math.max(...boxes.map((b) => b.y + b.height));
  return { minX, minY, width: maxX - minX, height: maxY - minY };
}

/** The id a reference names (a data association's sources are a list: its first). */
const refId = (ref: unknown) => (Array.isArray(ref) ? (ref[0] as ModdleElement | undefined) : (ref as ModdleElement | undefined))?.id;

const asBox = (value: unknown): Box | undefined => {
  const b = value as Partial<Box> | undefined;
  return b && [b.x, b.y, b.width, b.height].every((n) => typeof n === 'number') ? (b as Box) : undefined;
};

/** The shapes and edges of a DI plane; elements of the plane that name no BPMN element are left out. */
function readPlane(plane: ModdleElement): ProcessDiagram {
  const shapes: DiagramShape[] = [];
  const edges: DiagramEdge[] = [];
  const boxes: Box[] = [];
  for (const di of (plane.planeElement as ModdleElement[] | undefined) ?? []) {
    const element = di.bpmnElement as ModdleElement | undefined;
    if (!element?.id) continue;
    const label = asBox((di.label as ModdleElement | undefined)?.bounds);
    if (label) boxes.push(label);
    if (di.$type === 'bpmndi:BPMNShape') {
      const box = asBox(di.bounds);
      if (!box) continue;
      boxes.push(box);
      const kind = /Event$/.test(element.$type) ? eventKind(element) : undefined;
      shapes.push({
        id: element.id, type: localType(element.$type), ...named(element),
        x: box.x, y: box.y, width: box.width, height: box.height,
        ...(typeof di.isExpanded === 'boolean' ? { expanded: di.isExpanded } : {}),
        ...(kind ? { eventKind: kind } : {}), ...centre(label),
      });
    } else if (di.$type === 'bpmndi:BPMNEdge') {
      const points = ((di.waypoint as ModdleElement[] | undefined) ?? []).map((p) => ({ x: Number(p.x), y: Number(p.y) }));
      boxes.push(...points.map((p) => ({ ...p, width: 0, height: 0 })));
      const source = refId(element.sourceRef);
      const target = refId(element.targetRef);
      edges.push({
        id: element.id, type: localType(element.$type), ...named(element),
        ...(source ? { source } : {}), ...(target ? { target } : {}), points, ...centre(label),
      });
    }
  }
  return { ...bounds(boxes), shapes, edges };
}

const CELL = { width: 160, height: 120 } as const;

function nodeSize(type: string): { width: number; height: number } {
  if (type.endsWith('Event')) return { width: 36, height: 36 };
  if (type.endsWith('Gateway')) return { width: 50, height: 50 };
  return { width: 100, height: 80 };
}

interface Cell {
  column: number;
  row: number;
}

/**
 * A layout of the process's own nodes (those of sub-processes stay inside their closed sub-process): a node's column is
 * its longest distance from the start events (flows closing a loop left aside), each branch takes a row of its own,
 * boundary events sit on their activity's lower border, and flows are drawn with right angles.
 */
function autoLayout(process: ModdleElement): ProcessDiagram {
  const elements = (process.flowElements as ModdleElement[] | undefined) ?? [];
  const nodes = elements.filter((e) => FLOW_NODE.test(e.$type) && e.id);
  const ids = new Set(nodes.map((n) => n.id!));
  const ref = (e: ModdleElement, name: string) => (e[name] as ModdleElement | undefined)?.id ?? '';
  const flows = elements.filter((e) => e.$type === 'bpmn:SequenceFlow' && e.id && ids.has(ref(e, 'sourceRef')) && ids.has(ref(e, 'targetRef')));
  const hostOf = new Map(nodes.filter((n) => ids.has(ref(n, 'attachedToRef'))).map((n) => [n.id!, ref(n, 'attachedToRef')]));
  const next = new Map<string, string[]>();
  const link = (from: string, to: string) => next.set(from, [...(next.get(from) ?? []), to]);
  for (const flow of flows) link(ref(flow, 'sourceRef'), ref(flow, 'targetRef'));
  // Columns and rows are of the nodes not on a border; what leaves a boundary event leaves its activity, after the rest.
  const laid = nodes.filter((n) => !hostOf.has(n.id!)).map((n) => n.id!);
  const boundaries = (id: string) => [...hostOf].filter(([, host]) => host === id).map(([b]) => b);
  const successors = (id: string) => [...(next.get(id) ?? []), ...boundaries(id).flatMap((b) => next.get(b) ?? [])]
    .filter((t) => t !== id && !hostOf.has(t));

  // Depth first from the start events (then from whatever they do not reach): a flow back to a node being visited
  // closes a loop; the others go forward.
  const starts = nodes.filter((n) => n.$type === 'bpmn:StartEvent' && !hostOf.has(n.id!)).map((n) => n.id!);
  const forward = new Map<string, string[]>(laid.map((id) => [id, []]));
  const visiting = new Set<string>();
  const visited = new Set<string>();
  const visit = (id: string) => {
    visiting.add(id);
    visited.add(id);
    for (const t of successors(id)) {
      if (visiting.has(t)) continue;
      if (!forward.get(id)!.includes(t)) forward.get(id)!.push(t);
      if (!visited.has(t)) visit(t);
    }
    visiting.delete(id);
  };
  for (const id of [...starts, ...laid]) if (!visited.has(id)) visit(id);

  // In topological order (start events first), each node after all that lead to it.
  const incoming = new Map(laid.map((id) => [id, 0]));
  for (const targets of forward.values()) for (const t of targets) incoming.set(t, incoming.get(t)! + 1);
  const queue = [...new Set([...starts, ...laid])].filter((id) => incoming.get(id) === 0);
  const cells = new Map<string, Cell>();
  const parent = new Map<string, { id: string; branch: number }>();
  const taken = new Set<string>();
  const column = new Map<string, number>();
  while (queue.length) {
    const id = queue.shift()!;
    const col = column.get(id) ?? 0;
    const from = parent.get(id);
    let row = from ? cells.get(from.id)!.row + from.branch : 0;
    while (taken.has(`${col},${row}`)) row++;
    taken.add(`${col},${row}`);
    cells.set(id, { column: col, row });
    forward.get(id)!.forEach((t, branch) => {
      column.set(t, Math.max(column.get(t) ?? 0, col + 1));
      if (!parent.has(t)) parent.set(t, { id, branch });
      incoming.set(t, incoming.get(t)! - 1);
      if (incoming.get(t) === 0) queue.push(t);
    });
  }

  const laidShapes = new Map(laid.map((id) => [id, cellShape(nodes.find((n) => n.id === id)!, cells.get(id)!)]));
  const shapes = nodes.map((node): DiagramShape => {
    const host = hostOf.get(node.id!);
    if (!host) return laidShapes.get(node.id!)!;
    const on = laidShapes.get(host)!;
    const index = boundaries(host).indexOf(node.id!);
    return shapeAt(node, on.x + on.width - 38 - index * 40, on.y + on.height - 18);
  });
  const byId = new Map(shapes.map((s) => [s.id, s]));
  const cellOf = (id: string) => cells.get(hostOf.get(id) ?? id)!;
  const edges = flows.map((flow): DiagramEdge => {
    const [source, target] = [ref(flow, 'sourceRef'), ref(flow, 'targetRef')];
    const [from, to] = [cellOf(source), cellOf(target)];
    // A flow over several columns whose row is taken on the way goes round, below.
    const blocked = Array.from({ length: Math.max(0, to.column - from.column - 1) }, (_, i) => `${from.column + 1 + i},${to.row}`).some((c) => taken.has(c));
    const points = route(byId.get(source)!, from, byId.get(target)!, to, { onBorder: hostOf.has(source), blocked });
    const [a, b] = labelSegment(points);
    return {
      id: flow.id!, type: 'sequenceFlow', ...named(flow), source, target, points,
      ...(flow.name ? { labelX: (a.x + b.x) / 2, labelY: Math.min(a.y, b.y) - 8 } : {}),
    };
  });
  const labels = shapes.flatMap((s) => (s.labelX === undefined ? [] : [{ x: s.labelX - 50, y: s.labelY! - 8, width: 100, height: 16 }]));
  const points = edges.flatMap((e) => e.points.map((p) => ({ ...p, width: 0, height: 0 })));
  return { ...bounds([...shapes, ...labels, ...points]), shapes, edges, generated: true };
}

/** A node drawn with its top left corner at (x, y), its name below when it is an event or a gateway. */
function shapeAt(node: ModdleElement, x: number, y: number): DiagramShape {
  const type = localType(node.$type);
  const size = nodeSize(type);
  const kind = type.endsWith('Event') ? eventKind(node) : undefined;
  const outside = node.name && (type.endsWith('Event') || type.endsWith('Gateway'));
  return {
    id: node.id!, type, ...named(node), x, y, ...size,
    ...(Array.isArray(node.flowElements) ? { expanded: false } : {}),
    ...(kind ? { eventKind: kind } : {}),
    ...(outside ? { labelX: x + size.width / 2, labelY: y + size.height + 12 } : {}),
  };
}

/** A node centred in its cell. */
function cellShape(node: ModdleElement, { column, row }: Cell): DiagramShape {
  const size = nodeSize(localType(node.$type));
  return shapeAt(node, column * CELL.width + (CELL.width - size.width) / 2, row * CELL.height + (CELL.height - size.height) / 2);
}

/**
 * A flow forward: right side to left side, bending in the gap after the source's column (from a boundary event: down,
 * then right; past nodes in the way: through the gap below the rows); backward: out of the bottom, below both, into
 * the bottom.
 */
function route(s: DiagramShape, from: Cell, t: DiagramShape, to: Cell, { onBorder, blocked }: { onBorder: boolean; blocked: boolean }): DiagramPoint[] {
  const [sx, sy] = [s.x + s.width / 2, s.y + s.height / 2];
  const [tx, ty] = [t.x + t.width / 2, t.y + t.height / 2];
  // The gap under the lower of the two rows (boundary events hang 18 into it).
  const below = (offset: number) => (Math.max(from.row, to.row) + 1) * CELL.height - offset;
  if (to.column > from.column) {
    const [start, end] = [{ x: s.x + s.width, y: sy }, { x: t.x, y: ty }];
    const bend = (from.column + 1) * CELL.width;
    if (blocked) {
      const last = to.column * CELL.width;
      return [start, { x: bend, y: sy }, { x: bend, y: below(3) }, { x: last, y: below(3) }, { x: last, y: ty }, end];
    }
    if (onBorder && ty > s.y + s.height) return [{ x: sx, y: s.y + s.height }, { x: sx, y: ty }, end];
    return sy === ty ? [start, end] : [start, { x: bend, y: sy }, { x: bend, y: ty }, end];
  }
  return [{ x: sx, y: s.y + s.height }, { x: sx, y: below(8) }, { x: tx, y: below(8) }, { x: tx, y: t.y + t.height }];
}

/** Where a flow's name goes: over its last horizontal segment. */
function labelSegment(points: readonly DiagramPoint[]): [DiagramPoint, DiagramPoint] {
  for (let i = points.length - 2; i >= 0; i--) if (points[i]!.y === points[i + 1]!.y) return [points[i]!, points[i + 1]!];
  return [points[0]!, points.at(-1)!];
}

/**
 * The diagram of a process of a BPMN file (by its key, the process id; else the first executable process, else the
 * first drawn, else the first): the DI plane showing it (the process's own, or a collaboration's with a pool of it, pools and lanes
 * included); a generated layout when the file has none.
 */
export async function processDiagram(xml: string, processKey?: string): Promise<ProcessDiagram> {
  let definitions: ModdleElement;
  try {
    definitions = (await new BpmnModdle().fromXML(xml, 'bpmn:Definitions')).rootElement;
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0] ?? 'not XML';
    throw new BpmnRejected(BPM_MESSAGES.bpmnUnreadable(reason), reason);
  }
  const roots = (definitions.rootElements as ModdleElement[] | undefined) ?? [];
  const processes = roots.filter((e) => e.$type === 'bpmn:Process');
  if (processes.length === 0) throw new BpmnRejected(BPM_MESSAGES.bpmnNoProcess, 'no process');
  const diagrams = (definitions.diagrams as ModdleElement[] | undefined) ?? [];
  /** The DI planes showing a process: its own, or a collaboration's with a pool of it. */
  const planesOf = (process: ModdleElement) => diagrams
    .map((d) => d.plane as ModdleElement | undefined)
    .filter((plane): plane is ModdleElement => {
      const element = plane?.bpmnElement as ModdleElement | undefined;
      return element === process || (element?.$type === 'bpmn:Collaboration'
        && ((element.participants as ModdleElement[] | undefined) ?? []).some((p) => p.processRef === process));
    });
  const drawn = processes.filter((p) => planesOf(p).length);
  const process = processKey === undefined
    ? (processes.find((p) => p.isExecutable === true) ?? drawn[0] ?? processes[0]!)
    : processes.find((p) => p.id === processKey);
  if (!process) throw new BpmnRejected(BPM_MESSAGES.keyNotInBpmn(processKey!), `no process ${processKey}`);
  // A process in several collaborations has a plane in each: the first that draws something is shown.
  for (const plane of planesOf(process)) {
    const diagram = readPlane(plane);
    if (diagram.shapes.length) return diagram;
  }
  return autoLayout(process);
}
