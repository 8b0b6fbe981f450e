// BPMN files in and out of the platform. In: a file is refused before it is read when it is too large or not BPMN at
// all. Out: a file is handed back as it was stored when it draws its process (diagram interchange, DI); a file drawn by
// no tool gets the DI of the layout the console shows (diagram.ts), written with bpmn-moddle, so any modeler opens it
// as the platform draws it, and exporting it again after an import changes nothing.
import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import { ProcessTemplateSchema } from '../metadata/processTemplate.ts';
import { processDiagram, type DiagramEdge, type DiagramShape } from './diagram.ts';
import { BpmnRejected, readBpmn, type BpmnImport } from './import.ts';
import { BPM_MESSAGES } from './messages.ts';

/** The longest BPMN file a template holds (the template schema's limit), in characters. */
export const BPMN_FILE_MAX_LENGTH = ProcessTemplateSchema.properties.bpmnXml.maxLength!;

const BPMN_MODEL_NS = 'http://www.omg.org/spec/BPMN/20100524/MODEL';

/**
 * Reads a file brought in: refused (BpmnRejected, with the catalogue's message) when it is too large, when it is XML of
 * another kind, when it cannot be read or has no process.
 */
export async function readBpmnFile(xml: string): Promise<BpmnImport> {
  if (xml.length > BPMN_FILE_MAX_LENGTH) {
    throw new BpmnRejected(BPM_MESSAGES.bpmnTooLarge(Math.floor(BPMN_FILE_MAX_LENGTH / 1000)), 'too large');
  }
  // Well-formed XML that never names the BPMN model's namespace is some other document (an HTML page, a Visio file).
  if (/^\s*(\uFEFF)?</.test(xml) && !xml.includes(BPMN_MODEL_NS)) throw new BpmnRejected(BPM_MESSAGES.bpmnNotBpmn, 'not BPMN');
  return readBpmn(xml);
}

/** The parts of bpmn-moddle that write (the engine's declaration covers reading). */
interface ModdleWriter {
  create(type: string, properties?: Record<string, unknown>): ModdleElement;
  toXML(element: ModdleElement, options?: { format?: boolean }): Promise<{ xml: string }>;
}

/** Every element of the file by id (processes, collaborations, their flow elements, nested ones). */
function elementsById(definitions: ModdleElement): Map<string, ModdleElement> {
  const byId = new Map<string, ModdleElement>();
  const visit = (element: ModdleElement) => {
    if (element.id && !byId.has(element.id)) byId.set(element.id, element);
    for (const list of ['rootElements', 'flowElements', 'artifacts', 'participants', 'laneSets', 'lanes']) {
      for (const child of (element[list] as ModdleElement[] | undefined) ?? []) visit(child);
    }
  };
  visit(definitions);
  return byId;
}

/** The process and every flow element in it, nested ones too. */
function processElements(process: ModdleElement): Set<ModdleElement> {
  const found = new Set<ModdleElement>([process]);
  const visit = (container: ModdleElement) => {
    for (const child of [...((container.flowElements as ModdleElement[] | undefined) ?? []), ...((container.artifacts as ModdleElement[] | undefined) ?? [])]) {
      found.add(child);
      visit(child);
    }
  };
  visit(process);
  return found;
}

/**
 * Whether a diagram of the file draws the process with a shape: its own plane, a collaboration's with a pool of it, or
 * any plane with a shape of one of its nodes (a tool may draw a process that has no pool on a collaboration's plane).
 */
function drawsProcess(definitions: ModdleElement, process: ModdleElement): boolean {
  const elements = processElements(process);
  return ((definitions.diagrams as ModdleElement[] | undefined) ?? []).some((diagram) => {
    const plane = diagram.plane as ModdleElement | undefined;
    const element = plane?.bpmnElement as ModdleElement | undefined;
    const shapes = ((plane?.planeElement as ModdleElement[] | undefined) ?? []).filter((di) => di.$type === 'bpmndi:BPMNShape');
    const shows = element === process || (element?.$type === 'bpmn:Collaboration'
      && ((element.participants as ModdleElement[] | undefined) ?? []).some((p) => p.processRef === process));
    return (shows && shapes.length > 0) || shapes.some((shape) => elements.has(shape.bpmnElement as ModdleElement));
  });
}

/**
 * The file with diagram interchange for the process `key` (else the one the console would show): as it is when it
 * draws that process, else with a new diagram of the generated layout.
 */
export async function bpmnWithDiagram(xml: string, key?: string): Promise<string> {
  const moddle = new BpmnModdle();
  const writer = moddle as unknown as ModdleWriter;
  let definitions: ModdleElement;
  try {
    definitions = (await moddle.fromXML(xml, 'bpmn:Definitions')).rootElement;
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0] ?? 'not XML';
    throw new BpmnRejected(BPM_MESSAGES.bpmnUnreadable(reason), reason);
  }
  const byId = elementsById(definitions);
  const processes = ((definitions.rootElements as ModdleElement[] | undefined) ?? []).filter((e) => e.$type === 'bpmn:Process');
  const process = key === undefined ? (processes.find((p) => p.isExecutable === true) ?? processes[0]) : processes.find((p) => p.id === key);
  if (!process) throw new BpmnRejected(key === undefined ? BPM_MESSAGES.bpmnNoProcess : BPM_MESSAGES.keyNotInBpmn(key), 'no process');
  if (drawsProcess(definitions, process)) return xml;

  const layout = await processDiagram(xml, process.id);
  /** A DI id that is no element's id yet. */
  const freshId = (base: string) => {
    let id = base;
    for (let n = 2; byId.has(id); n++) id = `${base}_${n}`;
    byId.set(id, definitions);
    return id;
  };
  const bounds = (x: number, y: number, width: number, height: number) => writer.create('dc:Bounds', { x, y, width, height });
  const label = (item: DiagramShape | DiagramEdge) => (item.labelX === undefined || item.labelY === undefined
    ? {} : { label: writer.create('bpmndi:BPMNLabel', { bounds: bounds(item.labelX - 50, item.labelY - 8, 100, 16) }) });
  const shapes = layout.shapes.filter((s) => byId.has(s.id)).map((shape) => writer.create('bpmndi:BPMNShape', {
    id: freshId(`${shape.id}_di`), bpmnElement: byId.get(shape.id), bounds: bounds(shape.x, shape.y, shape.width, shape.height),
    ...(shape.expanded === undefined ? {} : { isExpanded: shape.expanded }), ...label(shape),
  }));
  const edges = layout.edges.filter((e) => byId.has(e.id)).map((edge) => writer.create('bpmndi:BPMNEdge', {
    id: freshId(`${edge.id}_di`), bpmnElement: byId.get(edge.id),
    waypoint: edge.points.map((p) => writer.create('dc:Point', { x: p.x, y: p.y })), ...label(edge),
  }));
  const plane = writer.create('bpmndi:BPMNPlane', { id: freshId(`${process.id}_plane`), bpmnElement: process, planeElement: [...shapes, ...edges] });
  const diagram = writer.create('bpmndi:BPMNDiagram', { id: freshId(`${process.id}_diagram`), plane });
  definitions.diagrams = [...((definitions.diagrams as ModdleElement[] | undefined) ?? []), diagram];
  return (await writer.toXML(definitions, { format: true })).xml;
}

/** A file name for a downloaded template: its key (and version) in letters, digits, dot, dash and underscore only. */
export function bpmnFileName(key: string, version?: number): string {
  const stem = `${key}${version === undefined ? '' : `-v${version}`}`.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[.]+/, '_').slice(0, 120);
  return `${stem || 'process'}.bpmn`;
}
