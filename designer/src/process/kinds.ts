// What the process designer draws and adds: the palette's kinds (each the BPMN element it makes and its size), and
// which BPMN types the canvas draws with a shape of their own — the rest get a generic one, named in the round-trip
// report.

/** The palette: each kind makes one BPMN element (a timer an event holding a timer definition). */
export const PALETTE_KINDS = {
  startEvent: { type: 'bpmn:StartEvent', width: 36, height: 36 },
  endEvent: { type: 'bpmn:EndEvent', width: 36, height: 36 },
  userTask: { type: 'bpmn:UserTask', width: 100, height: 80 },
  serviceTask: { type: 'bpmn:ServiceTask', width: 100, height: 80 },
  scriptTask: { type: 'bpmn:ScriptTask', width: 100, height: 80 },
  exclusiveGateway: { type: 'bpmn:ExclusiveGateway', width: 50, height: 50 },
  parallelGateway: { type: 'bpmn:ParallelGateway', width: 50, height: 50 },
  inclusiveGateway: { type: 'bpmn:InclusiveGateway', width: 50, height: 50 },
  subProcess: { type: 'bpmn:SubProcess', width: 350, height: 200 },
  timerEvent: { type: 'bpmn:IntermediateCatchEvent', width: 36, height: 36, timer: true },
  timerBoundary: { type: 'bpmn:BoundaryEvent', width: 36, height: 36, timer: true },
} as const;
export type PaletteKind = keyof typeof PALETTE_KINDS;
export const PALETTE_ORDER = Object.keys(PALETTE_KINDS) as PaletteKind[];

/** How the canvas draws a BPMN type (its local name: userTask, startEvent, …). */
export const SHAPE_FAMILIES = ['event', 'activity', 'gateway', 'container', 'data', 'annotation', 'group', 'generic'] as const;
export type ShapeFamily = (typeof SHAPE_FAMILIES)[number];

const ACTIVITIES = new Set([
  'task', 'userTask', 'serviceTask', 'scriptTask', 'sendTask', 'receiveTask', 'manualTask', 'businessRuleTask',
  'subProcess', 'transaction', 'adHocSubProcess', 'callActivity',
]);
const EVENTS = new Set(['startEvent', 'endEvent', 'intermediateCatchEvent', 'intermediateThrowEvent', 'boundaryEvent']);
const GATEWAYS = new Set(['exclusiveGateway', 'parallelGateway', 'inclusiveGateway', 'complexGateway', 'eventBasedGateway']);
const DATA = new Set(['dataObjectReference', 'dataStoreReference', 'dataObject', 'dataInput', 'dataOutput']);

export function shapeFamily(type: string): ShapeFamily {
  if (EVENTS.has(type)) return 'event';
  if (GATEWAYS.has(type)) return 'gateway';
  if (ACTIVITIES.has(type)) return 'activity';
  if (type === 'participant' || type === 'lane') return 'container';
  if (DATA.has(type)) return 'data';
  if (type === 'textAnnotation') return 'annotation';
  if (type === 'group') return 'group';
  return 'generic';
}

/** Event definitions the canvas marks inside an event (others show as a plain event of their position). */
export const MARKED_EVENT_KINDS = new Set(['timer', 'message', 'signal', 'error', 'terminate', 'escalation', 'conditional', 'link', 'compensate', 'cancel', 'multiple']);

/** Edge types the canvas draws (sequence flows with conditions and defaults; the others as the notation styles them). */
export const EDGE_TYPES = new Set(['sequenceFlow', 'messageFlow', 'association', 'dataInputAssociation', 'dataOutputAssociation']);
