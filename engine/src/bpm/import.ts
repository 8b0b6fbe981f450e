// BPMN 2.0 files read as the platform's process templates: the processes of a file, their flow nodes, and the platform
// settings of each user task. Files made with Camunda, Flowable or Activiti bring their engine's attributes
// (`camunda:assignee`, `flowable:candidateGroups`, `${initiator}`, multi-instance loops, due dates, form keys); they become
// the matching platform rules, so an existing diagram imports as it is. Read with bpmn-moddle, the model bpmn-engine uses.
import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import type { AssigneeRule, NodeSettings } from '../metadata/processTemplate.ts';
import { BPM_MESSAGES } from './messages.ts';
import type { Message } from '../wire/message.ts';

/** The namespaces of the engines whose attributes the platform understands. */
export const ENGINE_NAMESPACES = {
  camunda: 'http://camunda.org/schema/1.0/bpmn',
  flowable: 'http://flowable.org/bpmn',
  activiti: 'http://activiti.org/bpmn',
} as const;
const ENGINE_URIS: ReadonlySet<string> = new Set(Object.values(ENGINE_NAMESPACES));

/** A flow node of a process (inside sub-processes too), with the id of the sub-process it is in. */
export interface BpmnNode {
  id: string;
  name?: string;
  /** Its BPMN type without the prefix: userTask, exclusiveGateway, … */
  type: string;
  parent?: string;
}

export interface ImportedProcess {
  id: string;
  name?: string;
  executable: boolean;
  nodes: BpmnNode[];
  /** The platform settings of its user tasks, by id (only what the file says). */
  settings: Record<string, NodeSettings>;
}

export interface BpmnImport {
  processes: ImportedProcess[];
  /** What was read but not understood (an attribute's expression the platform cannot turn into a rule, …). */
  warnings: string[];
}

/** A BPMN file that cannot be read as one, with the catalogue's message. */
export class BpmnRejected extends Error {
  constructor(readonly catalogued: Message, reason: string) {
    super(reason);
  }
}

const FLOW_NODE = /^bpmn:(.+(Task|Event|Gateway)|SubProcess|Transaction|CallActivity|AdHocSubProcess|Task)$/;
const EXPRESSION = /^[$#]\{\s*([A-Za-z_][\w.]*)\s*\}$/;

/** A comma-separated list, trimmed, without empties. */
const list = (value: string | undefined): string[] => (value ?? '').split(',').map((v) => v.trim()).filter(Boolean);

/** An ISO-8601 duration (P2D, PT48H, P1DT12H30M) in hours; undefined for anything else (an expression, a date). */
export function durationHours(value: string | undefined): number | undefined {
  const match = /^P(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value?.trim() ?? '');
  if (!match || value!.trim() === 'P' || value!.trim().endsWith('T')) return undefined;
  const [, weeks, days, hours, minutes, seconds] = match.map((v) => Number(v ?? 0));
  const total = weeks! * 168 + days! * 24 + hours! + minutes! / 60 + seconds! / 3600;
  return total > 0 ? Math.round(total * 1000) / 1000 : undefined;
}

interface Reading {
  /** `attr(element, 'assignee')`: the attribute of any known engine's namespace. */
  attr(element: ModdleElement, name: string): string | undefined;
  /** Variables holding the initiator (`${initiator}` and the start events' `initiator` attributes). */
  initiators: Set<string>;
  warnings: string[];
}

/** An assignee expression or name as a rule: the initiator, a form field (another variable), or users. */
function assigneeRules(values: readonly string[], reading: Reading, where: string): AssigneeRule[] {
  const users: string[] = [];
  const fields: string[] = [];
  let initiator = false;
  for (const value of values) {
    const variable = EXPRESSION.exec(value)?.[1];
    if (variable === undefined) {
      if (/[$#]\{/.test(value)) reading.warnings.push(`${where}: the expression ${value} is not a variable; left out`);
      else users.push(value);
    } else if (reading.initiators.has(variable)) initiator = true;
    else fields.push(variable);
  }
  return [
    ...(initiator ? [{ type: 'initiator' as const }] : []),
    ...(users.length ? [{ type: 'user' as const, values: users }] : []),
    ...(fields.length ? [{ type: 'formField' as const, values: fields }] : []),
  ];
}

/** What a multi-instance loop says of the sign mode: completed by one (or-sign), else all or a share (countersign). */
function loopSettings(loop: ModdleElement, reading: Reading, where: string): Partial<NodeSettings> {
  const condition = String((loop.completionCondition as ModdleElement | undefined)?.body ?? '').replace(/\s+/g, '');
  const sequential = loop.isSequential === true;
  const settings: Partial<NodeSettings> = { signMode: 'all', ...(sequential ? { sequential } : {}) };
  if (!condition) return settings;
  if (/nrOfCompletedInstances(>=1|>0|==1)\b/.test(condition)) return { signMode: 'any' };
  const ratio = /nrOfCompletedInstances\/nrOfInstances>=(\d*\.?\d+)/.exec(condition)?.[1];
  if (ratio !== undefined && Number(ratio) > 0 && Number(ratio) <= 1) return { ...settings, completionRatio: Number(ratio) };
  reading.warnings.push(`${where}: the completion condition ${condition} is not understood; all must approve`);
  return settings;
}

/** The platform settings a user task's engine attributes make. */
function taskSettings(task: ModdleElement, reading: Reading): NodeSettings {
  const where = `user task ${task.id}`;
  const loop = task.loopCharacteristics as ModdleElement | undefined;
  const multi = loop?.$type === 'bpmn:MultiInstanceLoopCharacteristics' ? loop : undefined;
  const element = multi ? reading.attr(multi, 'elementVariable') : undefined;
  const assignee = reading.attr(task, 'assignee');
  const collection = multi ? reading.attr(multi, 'collection') : undefined;
  // In a loop over a collection the assignee is the element variable: the collection names who is assigned.
  const assigneeValues = element && assignee && EXPRESSION.exec(assignee)?.[1] === element ? list(collection) : assignee ? [assignee] : [];
  const groups = list(reading.attr(task, 'candidateGroups'));
  const groupRules = groups.filter((g) => !/[$#]\{/.test(g));
  const rules = [
    ...assigneeRules([...assigneeValues, ...list(reading.attr(task, 'candidateUsers'))], reading, where),
    ...(groupRules.length ? [{ type: 'role' as const, values: groupRules }] : []),
  ];
  if (groupRules.length < groups.length) reading.warnings.push(`${where}: candidate group expressions are left out`);
  const dueDate = reading.attr(task, 'dueDate');
  const dueHours = durationHours(dueDate);
  if (dueDate && dueHours === undefined) reading.warnings.push(`${where}: the due date ${dueDate} is not a duration; left out`);
  const formKey = reading.attr(task, 'formKey');
  const formCode = formKey && /^[A-Za-z][\w]*$/.test(formKey) ? formKey : undefined;
  if (formKey && !formCode) reading.warnings.push(`${where}: the form key ${formKey} is not a form code; left out`);
  return {
    ...(rules.length ? { assignees: rules } : {}),
    ...(groupRules.length ? { candidateGroups: groupRules } : {}),
    ...(multi ? loopSettings(multi, reading, where) : {}),
    ...(dueHours !== undefined ? { dueHours } : {}),
    ...(formCode ? { formCode } : {}),
  };
}

/** The flow nodes of a process or sub-process, depth first, each with the sub-process it is in. */
function flowNodes(container: ModdleElement, parent?: string): { element: ModdleElement; parent?: string }[] {
  const elements = (container.flowElements as ModdleElement[] | undefined) ?? [];
  return elements.flatMap((element) => {
    if (!FLOW_NODE.test(element.$type)) return [];
    const inner = Array.isArray(element.flowElements) ? flowNodes(element, element.id) : [];
    return [{ element, ...(parent ? { parent } : {}) }, ...inner];
  });
}

/** Reads a BPMN 2.0 file: its processes, their nodes and the platform settings of their user tasks. */
export async function readBpmn(xml: string): Promise<BpmnImport> {
  let definitions: ModdleElement;
  const warnings: string[] = [];
  try {
    const read = await new BpmnModdle().fromXML(xml, 'bpmn:Definitions');
    definitions = read.rootElement;
    warnings.push(...read.warnings.map((w) => w.message));
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0] ?? 'not XML';
    throw new BpmnRejected(BPM_MESSAGES.bpmnUnreadable(reason), reason);
  }
  const prefixes = new Set(
    Object.entries(definitions.$attrs ?? {}).flatMap(([name, uri]) => (name.startsWith('xmlns:') && ENGINE_URIS.has(uri) ? [name.slice(6)] : [])),
  );
  const attr = (element: ModdleElement, name: string) => {
    for (const prefix of prefixes) {
      const value = element.$attrs?.[`${prefix}:${name}`];
      if (value !== undefined && value.trim() !== '') return value.trim();
    }
    return undefined;
  };
  const processes = ((definitions.rootElements as ModdleElement[] | undefined) ?? []).filter((e) => e.$type === 'bpmn:Process');
  if (processes.length === 0) throw new BpmnRejected(BPM_MESSAGES.bpmnNoProcess, 'no process');
  return {
    warnings,
    processes: processes.map((process) => {
      const found = flowNodes(process);
      const nodes = found.map((n) => n.element);
      const initiators = new Set(['initiator', ...nodes.filter((n) => n.$type === 'bpmn:StartEvent').flatMap((n) => attr(n, 'initiator') ?? [])]);
      const reading: Reading = { attr, initiators, warnings };
      const settings: Record<string, NodeSettings> = {};
      for (const node of nodes) {
        if (node.$type !== 'bpmn:UserTask' || !node.id) continue;
        const task = taskSettings(node, reading);
        if (Object.keys(task).length) settings[node.id] = task;
      }
      return {
        id: process.id ?? '',
        ...(process.name ? { name: process.name } : {}),
        executable: process.isExecutable === true,
        nodes: found.map(({ element: n, parent }) => ({
          id: n.id ?? '', type: n.$type.slice(5, 6).toLowerCase() + n.$type.slice(6),
          ...(n.name ? { name: n.name } : {}), ...(parent ? { parent } : {}),
        })),
        settings,
      };
    }),
  };
}
