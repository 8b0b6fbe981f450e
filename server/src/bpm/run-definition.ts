// A process definition as the runner runs it, read once per source: bpmn-moddle's reading made loadable by bpmn-engine
// (declarations it cannot load left out, message flows to nested nodes placed), and what the runner needs of it beside
// bpmn-engine's context: the data objects conditions read by name. The least recently used of many is forgotten.
import { createHash } from 'node:crypto';
import { Engine, type BpmnEngineOptions } from 'bpmn-engine';
import * as Elements from 'bpmn-elements';
import { BPM_MESSAGES, type DataObjectRef, type EventReference, type EventTrigger } from '@yc/engine/bpm';
import { MessageError } from '@yc/engine';

/** bpmn-engine's logger, which writes nothing (its default makes a `debug` logger for every element of every run). */
export const silent = () => ({ debug: () => undefined, error: () => undefined, warn: () => undefined });

/**
 * A run that failed: the process (its design, or the data it was given) cannot go on from there. The request that ran
 * it is refused with the reason (400, 'The process cannot go on: …') and writes nothing.
 */
export class ProcessFailed extends MessageError {
  constructor(readonly reason: string) {
    super(BPM_MESSAGES.processFailed(reason));
  }
}

const COMPILED_LIMIT = 200;
export type Compiled = NonNullable<BpmnEngineOptions['sourceContext']>;
/** A definition as the runner runs it: bpmn-engine's context, and the data objects its conditions read by name. */
export interface Program {
  sourceContext: Compiled;
  dataObjects: DataObjectRef[];
  /** By node id: the message or signal a node waiting for one is triggered by. */
  triggers: Record<string, EventTrigger>;
  /** The start events of the processes themselves (not of sub-processes): each message to one is a new instance. */
  processStarts: ReadonlySet<string>;
}
const compiledSources = new Map<string, Promise<Program>>();

/** What the runner reads and edits of bpmn-moddle's elements. */
interface ModdleElement {
  $type: string;
  id?: string;
  $parent?: ModdleElement;
  [property: string]: unknown;
}

interface ModdleContext {
  rootElement: ModdleElement;
  elementsById: Record<string, ModdleElement>;
}

/** bpmn-engine's ways to read a definition (`_serializeSource` is the two in a row). */
interface Reader {
  _getModdleContext(source: string): Promise<ModdleContext>;
  _serializeModdleContext(context: ModdleContext): Compiled;
}

/** The end of a message flow as bpmn-elements addresses it: a process, or a node of one (nested ones too). */
interface FlowEnd {
  processId: string;
  id?: string;
  participantId?: string;
  participantName?: string;
}

/**
 * Root elements bpmn-engine reads: processes, collaborations, errors, and those of a type bpmn-elements has a behaviour
 * for (messages, signals, escalations, data stores, categories). Others (global tasks, item definitions, resources,
 * interfaces, end points…) are declarations it would refuse as an unknown activity type, and none of them runs.
 */
const readRoot = ({ $type }: ModdleElement) =>
  $type === 'bpmn:Process' || $type === 'bpmn:Collaboration' || $type === 'bpmn:Error' || $type.slice(5) in Elements;

const elementsOf = (element: ModdleElement, property: string) => (element[property] as ModdleElement[] | undefined) ?? [];

/** Where a message flow's end is, for bpmn-elements: the process of a pool, a process, or the process holding a node. */
function flowEnd(element: ModdleElement | undefined): FlowEnd | undefined {
  if (!element) return undefined;
  if (element.$type === 'bpmn:Participant') {
    const process = element.processRef as ModdleElement | undefined;
    return process?.id ? { processId: process.id, participantId: element.id!, participantName: element.name as string } : undefined;
  }
  if (element.$type === 'bpmn:Process') return { processId: element.id! };
  let parent = element.$parent;
  while (parent && parent.$type !== 'bpmn:Process') parent = parent.$parent;
  return parent?.id ? { processId: parent.id, id: element.id! } : undefined;
}

/** Whether moddle-context-serializer places the end itself (it finds a node only directly in a process). */
const placedBySerializer = (element: ModdleElement | undefined) => element?.$type === 'bpmn:Process'
  || (element?.$type === 'bpmn:Participant' ? Boolean((element.processRef as ModdleElement | undefined)?.id) : element?.$parent?.$type === 'bpmn:Process');

/**
 * The definition read by bpmn-moddle, made loadable by bpmn-engine: root declarations it cannot load left out, resource
 * assignments without an expression left out (the serializer reads the expression of each), and the message flows the
 * serializer cannot place (from or to a node inside a sub-process: it looks for the node only directly in a process;
 * from or to a pool without a process: nothing runs there) taken out; of those, the ones between two processes' nodes
 * are returned, to be placed after serialising.
 */
function loadable({ rootElement, elementsById }: ModdleContext) {
  rootElement.rootElements = elementsOf(rootElement, 'rootElements').filter(readRoot);
  for (const element of Object.values(elementsById)) {
    if (Array.isArray(element.resources)) {
      element.resources = (element.resources as ModdleElement[]).filter((resource) => resource.resourceAssignmentExpression);
    }
  }
  const placed: { flow: ModdleElement; source: FlowEnd; target: FlowEnd }[] = [];
  for (const collaboration of elementsOf(rootElement, 'rootElements').filter((e) => e.$type === 'bpmn:Collaboration')) {
    collaboration.messageFlows = elementsOf(collaboration, 'messageFlows').filter((flow) => {
      const [from, to] = [flow.sourceRef, flow.targetRef] as (ModdleElement | undefined)[];
      if (placedBySerializer(from) && placedBySerializer(to)) return true;
      const [source, target] = [flowEnd(from), flowEnd(to)];
      if (source && target) placed.push({ flow, source, target });
      return false;
    });
  }
  return placed;
}

/** The definition's BPMN as bpmn-engine runs it: read, made loadable, serialised, its nested message flows placed. */
/** A message or signal a node refers to, as declared (its name, else its id only). */
function reference(element: unknown): EventReference | undefined {
  const ref = element as ModdleElement | undefined;
  if (!ref?.id) return undefined;
  return typeof ref.name === 'string' && ref.name ? { id: ref.id, name: ref.name } : { id: ref.id };
}

/**
 * What the runner needs of a definition beside bpmn-engine's context: its data objects and references (read by name by
 * conditions), and what triggers each node waiting for a message or signal (receive tasks, start and catch events).
 */
function declared({ elementsById }: ModdleContext) {
  const dataObjects: DataObjectRef[] = [];
  const triggers: Record<string, EventTrigger> = {};
  const processStarts = new Set<string>();
  for (const element of Object.values(elementsById)) {
    if (!element.id) continue;
    if (element.$type === 'bpmn:StartEvent' && element.$parent?.$type === 'bpmn:Process') processStarts.add(element.id);
    if (element.$type === 'bpmn:DataObject' || element.$type === 'bpmn:DataObjectReference') {
      const objectId = (element.dataObjectRef as ModdleElement | undefined)?.id;
      dataObjects.push({ id: element.id, ...(typeof element.name === 'string' ? { name: element.name } : {}), ...(objectId ? { objectId } : {}) });
    }
    const trigger: EventTrigger = {};
    if (element.$type === 'bpmn:ReceiveTask') trigger.message = reference(element.messageRef);
    for (const definition of elementsOf(element, 'eventDefinitions')) {
      if (definition.$type === 'bpmn:MessageEventDefinition') trigger.message ??= reference(definition.messageRef);
      if (definition.$type === 'bpmn:SignalEventDefinition') trigger.signal ??= reference(definition.signalRef);
    }
    if (trigger.message || trigger.signal) triggers[element.id] = trigger;
  }
  return { dataObjects, triggers, processStarts };
}

async function read(reader: Reader, source: string): Promise<Program> {
  const moddle = await reader._getModdleContext(source);
  const { dataObjects, triggers, processStarts } = declared(moddle);
  const nested = loadable(moddle);
  const context = reader._serializeModdleContext(moddle);
  const { elements } = context as unknown as { elements: { definition: { id: string; type: string }; messageFlows: unknown[] } };
  for (const { flow, source: from, target: to } of nested) {
    elements.messageFlows.push({
      id: flow.id, type: flow.$type, name: flow.name, parent: { id: elements.definition.id, type: elements.definition.type },
      sourceId: (flow.sourceRef as ModdleElement).id, targetId: (flow.targetRef as ModdleElement).id, source: from, target: to,
      behaviour: { ...flow }, Behaviour: Elements.MessageFlow,
    });
  }
  return { sourceContext: context, dataObjects, triggers, processStarts };
}

/**
 * The definition's BPMN read once (bpmn-moddle) into the context bpmn-engine builds each run from, kept for the next
 * runs of the same source (a published definition never changes; the least recently used of many goes).
 */
export function compiled(source: string, elements: Record<string, unknown>): Promise<Program> {
  // Kept by the source's digest: the cache holds compiled contexts, not the files themselves.
  const key = createHash('sha256').update(source).digest('base64');
  let context = compiledSources.get(key);
  if (context) compiledSources.delete(key);
  else {
    // Read with the runner's element behaviours: the context holds the behaviour of each element.
    const engine = new Engine({ name: 'reader', elements, settings: { enableDummyService: true }, Logger: silent });
    // A definition bpmn-engine cannot load is the process's failure, as a run's is.
    context = read(engine as unknown as Reader, source).catch((error: unknown) => {
      compiledSources.delete(key);
      throw new ProcessFailed(error instanceof Error ? error.message : String(error));
    });
  }
  compiledSources.set(key, context);
  if (compiledSources.size > COMPILED_LIMIT) compiledSources.delete(compiledSources.keys().next().value!);
  return context;
}

