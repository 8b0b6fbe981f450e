// The design rules a process is checked against before it is published (and as the designer edits it): a way in and a
// way out, every node on a path from a start to an end, a decision at every branching gateway, somebody to do every user
// task, and conditions the runner can evaluate. Errors block a publish; warnings name what the run copes with (a path
// ending without an end event, a task for nobody that an administrator gives to someone, a condition in a language the
// runner refuses when it is reached).
import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import type { NodeSettings } from '../metadata/processTemplate.ts';
import type { Message } from '../wire/message.ts';
import { conditionPlan } from './condition-language.ts';
import { BpmnRejected, readBpmn } from './import.ts';
import { BPM_MESSAGES } from './messages.ts';

/** Whether a FEEL interpreter reads the expression (the engine has none of its own). */
export type FeelReader = (expression: string) => boolean;

export interface DesignIssue {
  severity: 'error' | 'warning';
  /** The BPMN id of the node or flow the issue is at (none: the process as a whole). */
  elementId?: string;
  message: Message;
}

const JUEL = /^juel$/i;
const BRANCHING = new Set(['bpmn:ExclusiveGateway', 'bpmn:InclusiveGateway']);
/** The assignee rules that name somebody without values of their own. */
const SELF_NAMING = new Set(['initiator', 'initiatorLeader']);

const error = (message: Message, elementId?: string): DesignIssue => ({ severity: 'error', message, ...(elementId ? { elementId } : {}) });
const warning = (message: Message, elementId?: string): DesignIssue => ({ severity: 'warning', message, ...(elementId ? { elementId } : {}) });

/** How a node is named in a message: its name with its id, else its id. */
const label = (element: ModdleElement) => {
  const name = element.name?.replace(/\s+/g, ' ').trim();
  return name ? `${name} (${element.id})` : String(element.id);
};
const refId = (ref: unknown) => (ref as ModdleElement | undefined)?.id;
const definitionsOf = (element: ModdleElement) => (element.eventDefinitions as ModdleElement[] | undefined) ?? [];
const hasDefinition = (element: ModdleElement, type: string) => definitionsOf(element).some((d) => d.$type === type);
/** The link name of a link event (a throw continues at the catch of the same name in its scope). */
const linkName = (element: ModdleElement) => definitionsOf(element).find((d) => d.$type === 'bpmn:LinkEventDefinition')?.name as string | undefined;

/** Whether the settings name somebody to do the task: an assignee rule that finds people, or candidate roles. */
function namesSomebody(settings: NodeSettings | undefined): boolean {
  if ((settings?.candidateGroups?.length ?? 0) > 0) return true;
  return (settings?.assignees ?? []).some((rule) => SELF_NAMING.has(rule.type) || (rule.values?.length ?? 0) > 0);
}

/** One scope (the process, a sub-process): its nodes and sequence flows, and what follows each node inside it. */
class Scope {
  readonly nodes: ModdleElement[];
  readonly flows: ModdleElement[];
  private readonly byLink = new Map<string, ModdleElement[]>();

  constructor(readonly container: ModdleElement, flowNodeIds: ReadonlySet<string>) {
    const elements = (container.flowElements as ModdleElement[] | undefined) ?? [];
    this.nodes = elements.filter((e) => e.id && flowNodeIds.has(e.id));
    this.flows = elements.filter((e) => e.$type === 'bpmn:SequenceFlow');
    for (const node of this.nodes) {
      const link = node.$type === 'bpmn:IntermediateCatchEvent' ? linkName(node) : undefined;
      if (link !== undefined) this.byLink.set(link, [...(this.byLink.get(link) ?? []), node]);
    }
  }

  outgoing(node: ModdleElement) {
    return this.flows.filter((f) => refId(f.sourceRef) === node.id);
  }

  /** What a token at the node may go to next: its flows' targets, its boundary events, a link throw's catch events. */
  next(node: ModdleElement): ModdleElement[] {
    // A flow to an element the file does not have (a dangling reference) leads nowhere.
    const targets = this.outgoing(node).flatMap((f) => (f.targetRef ? [f.targetRef as ModdleElement] : []));
    const boundaries = this.nodes.filter((n) => refId(n.attachedToRef) === node.id);
    const link = node.$type === 'bpmn:IntermediateThrowEvent' ? linkName(node) : undefined;
    return [...targets, ...boundaries, ...(link !== undefined ? (this.byLink.get(link) ?? []) : [])];
  }

  /** Nodes started by something other than a flow: event sub-processes and compensation handlers. */
  isDetached(node: ModdleElement) {
    return node.triggeredByEvent === true || node.isForCompensation === true
      || (node.$type === 'bpmn:BoundaryEvent' && hasDefinition(node, 'bpmn:CompensateEventDefinition'));
  }
}

/** The nodes reached from `from` (included), following `step`. */
function closure(from: Iterable<ModdleElement>, step: (node: ModdleElement) => ModdleElement[]): Set<ModdleElement> {
  const seen = new Set<ModdleElement>();
  const queue = [...from];
  while (queue.length) {
    const node = queue.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    queue.push(...step(node));
  }
  return seen;
}

/** Start and end, reachability both ways, inside one scope; the process itself must have a start event. */
function checkPaths(scope: Scope, isProcess: boolean, issues: DesignIssue[]) {
  const starts = scope.nodes.filter((n) => n.$type === 'bpmn:StartEvent');
  const ends = scope.nodes.filter((n) => n.$type === 'bpmn:EndEvent');
  const adHoc = scope.container.$type === 'bpmn:AdHocSubProcess';
  if (isProcess && starts.length === 0) issues.push(error(BPM_MESSAGES.designNoStart));
  if (isProcess && ends.length === 0) issues.push(warning(BPM_MESSAGES.designNoEnd));
  const attached = (n: ModdleElement) => n.$type === 'bpmn:BoundaryEvent';
  const targeted = new Set(scope.flows.map((f) => refId(f.targetRef)));
  // A sub-process without a start event starts every node no flow leads to (as BPMN has it); an ad-hoc one, all.
  const entries = [
    ...(starts.length || isProcess ? starts : scope.nodes.filter((n) => !targeted.has(n.id) && !attached(n))),
    ...scope.nodes.filter((n) => adHoc || scope.isDetached(n)),
  ];
  if (!isProcess || starts.length) {
    const reached = closure(entries, (n) => scope.next(n));
    for (const node of scope.nodes) if (!reached.has(node)) issues.push(error(BPM_MESSAGES.designUnreachable(label(node)), node.id));
  }
  if (ends.length === 0 || adHoc) return;
  const before = new Map<ModdleElement, ModdleElement[]>();
  for (const node of scope.nodes) for (const target of scope.next(node)) before.set(target, [...(before.get(target) ?? []), node]);
  const ending = closure(ends, (n) => before.get(n) ?? []);
  for (const node of scope.nodes) {
    if (!ending.has(node) && !scope.isDetached(node)) issues.push(error(BPM_MESSAGES.designNoWayToEnd(label(node)), node.id));
  }
}

/**
 * A flow out of a branching gateway with no condition, not its default, is taken whenever the gateway is reached (BPMN,
 * and bpmn-engine): a warning. A condition that cannot run is an error when it is no JUEL, JavaScript, FEEL or XPath
 * expression the runner reads, a warning when its language is one the platform does not run (the run stops there).
 */
function checkFlows(scope: Scope, issues: DesignIssue[], readsFeel?: FeelReader) {
  for (const gateway of scope.nodes.filter((n) => BRANCHING.has(n.$type))) {
    const outgoing = scope.outgoing(gateway);
    if (outgoing.length < 2) continue;
    for (const flow of outgoing) {
      const body = String((flow.conditionExpression as ModdleElement | undefined)?.body ?? '').trim();
      if (!body && flow !== gateway.default) issues.push(warning(BPM_MESSAGES.designFlowNeedsCondition(label(flow), label(gateway)), flow.id));
    }
  }
  for (const flow of scope.flows) {
    const condition = flow.conditionExpression as ModdleElement | undefined;
    const body = String(condition?.body ?? '').trim();
    const language = typeof condition?.language === 'string' ? condition.language : '';
    const plan = conditionPlan(language, body);
    if (plan.kind === 'feel' && readsFeel && !readsFeel(plan.expression)) issues.push(error(BPM_MESSAGES.designConditionInvalid(label(flow), body), flow.id));
    if (plan.kind !== 'refused') continue;
    if (language && !JUEL.test(language)) issues.push(warning(BPM_MESSAGES.designConditionLanguage(label(flow), language), flow.id));
    else issues.push(error(BPM_MESSAGES.designConditionInvalid(label(flow), body), flow.id));
  }
}

/**
 * The issues of a design: the process `key` of the BPMN file with the platform's node settings (a user task's file
 * attributes count as settings too). Errors first, each kind in the file's order. Never throws for a file it cannot
 * read: that is an error issue too. With `readsFeel` (the server's FEEL interpreter), a FEEL or XPath condition it
 * cannot read is an error; without it (the browser), such a condition is left to the server.
 */
export async function validateProcessDesign(
  bpmnXml: string, key: string, nodes: Record<string, NodeSettings>, readsFeel?: FeelReader,
): Promise<DesignIssue[]> {
  let read;
  let definitions: ModdleElement;
  try {
    read = await readBpmn(bpmnXml);
    definitions = (await new BpmnModdle().fromXML(bpmnXml, 'bpmn:Definitions')).rootElement;
  } catch (failure) {
    if (failure instanceof BpmnRejected) return [error(failure.catalogued)];
    throw failure;
  }
  const imported = read.processes.find((p) => p.id === key);
  const process = ((definitions.rootElements as ModdleElement[] | undefined) ?? []).find((e) => e.$type === 'bpmn:Process' && e.id === key);
  if (!imported || !process) return [error(BPM_MESSAGES.keyNotInBpmn(key))];
  const flowNodeIds = new Set(imported.nodes.map((n) => n.id));
  const issues: DesignIssue[] = [];
  const visit = (container: ModdleElement, isProcess: boolean) => {
    const scope = new Scope(container, flowNodeIds);
    checkPaths(scope, isProcess, issues);
    checkFlows(scope, issues, readsFeel);
    for (const node of scope.nodes) {
      if (node.$type === 'bpmn:UserTask' && !namesSomebody(nodes[node.id!]) && !namesSomebody(imported.settings[node.id!])) {
        issues.push(warning(BPM_MESSAGES.designNoAssignee(label(node)), node.id));
      }
      if (Array.isArray(node.flowElements)) visit(node, false);
    }
  };
  visit(process, true);
  return [...issues.filter((i) => i.severity === 'error'), ...issues.filter((i) => i.severity === 'warning')];
}
