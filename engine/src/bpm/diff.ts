// What changed between two designs of a process template (two published versions, or a version and the design being
// edited): nodes added, removed or renamed, flows added or removed, conditions changed, the platform settings of a node
// changed, and the template's own start permission, form and name. Elements are matched by their BPMN id, the one
// identity a diagram keeps through every tool; a node whose type changed is one removed and one added.
import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import type { NodeSettings } from '../metadata/processTemplate.ts';
import { readBpmn, type BpmnNode } from './import.ts';

/** A design as stored: the BPMN file with its process key, the node settings, who may start it, its form and name. */
export interface DesignSnapshot {
  bpmnXml: string;
  key: string;
  nodes: Record<string, NodeSettings>;
  startPermission: { type: 'all' | 'roles'; roleCodes?: string[] };
  formCode?: string | null;
  name?: string;
}

export interface DiffFlow {
  id: string;
  name?: string;
  source?: string;
  target?: string;
  condition?: string;
}

export interface Change<T> {
  from: T;
  to: T;
}

export interface ProcessDiff {
  nodesAdded: BpmnNode[];
  nodesRemoved: BpmnNode[];
  nodesRenamed: (Change<string | undefined> & { id: string; type: string })[];
  flowsAdded: DiffFlow[];
  flowsRemoved: DiffFlow[];
  conditionsChanged: (Change<string | undefined> & { id: string; name?: string })[];
  settingsChanged: (Change<NodeSettings | undefined> & { id: string; name?: string })[];
  startPermission?: Change<DesignSnapshot['startPermission']>;
  formCode?: Change<string | null>;
  name?: Change<string | undefined>;
  /** Nothing of the above changed. */
  unchanged: boolean;
}

/** The sequence flows of the process (in sub-processes too), with their ends and conditions. */
async function flowsOf(xml: string, key: string): Promise<DiffFlow[]> {
  const definitions = (await new BpmnModdle().fromXML(xml, 'bpmn:Definitions')).rootElement;
  const process = ((definitions.rootElements as ModdleElement[] | undefined) ?? []).find((e) => e.$type === 'bpmn:Process' && e.id === key);
  const flows: DiffFlow[] = [];
  const visit = (container: ModdleElement) => {
    for (const element of (container.flowElements as ModdleElement[] | undefined) ?? []) {
      if (element.$type === 'bpmn:SequenceFlow' && element.id) {
        const condition = String((element.conditionExpression as ModdleElement | undefined)?.body ?? '').trim();
        flows.push({
          id: element.id, ...(element.name ? { name: element.name } : {}),
          source: (element.sourceRef as ModdleElement | undefined)?.id, target: (element.targetRef as ModdleElement | undefined)?.id,
          ...(condition ? { condition } : {}),
        });
      }
      if (Array.isArray(element.flowElements)) visit(element);
    }
  };
  if (process) visit(process);
  return flows;
}

/** A value as text with its object keys sorted (and role lists in order), to compare settings by what they say. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined).sort(([a], [b]) => a.localeCompare(b)))
    : v));
}

const startCanonical = (p: DesignSnapshot['startPermission']) =>
  canonical(p.type === 'roles' ? { type: 'roles', roleCodes: [...(p.roleCodes ?? [])].sort() } : { type: p.type });

/** What changed from one design to another. */
export async function diffProcessDesigns(from: DesignSnapshot, to: DesignSnapshot): Promise<ProcessDiff> {
  const nodesOf = async (s: DesignSnapshot) => new Map(((await readBpmn(s.bpmnXml)).processes.find((p) => p.id === s.key)?.nodes ?? []).map((n) => [n.id, n]));
  const [before, after] = await Promise.all([nodesOf(from), nodesOf(to)]);
  const [flowsBefore, flowsAfter] = await Promise.all([flowsOf(from.bpmnXml, from.key), flowsOf(to.bpmnXml, to.key)]);
  const kept = (id: string) => before.has(id) && after.has(id) && before.get(id)!.type === after.get(id)!.type;
  const sameEnds = (a: DiffFlow, b: DiffFlow | undefined) => b !== undefined && a.source === b.source && a.target === b.target;
  const flowAfter = new Map(flowsAfter.map((f) => [f.id, f]));
  const flowBefore = new Map(flowsBefore.map((f) => [f.id, f]));
  const named = (id: string) => {
    const name = after.get(id)?.name ?? before.get(id)?.name;
    return name ? { name } : {};
  };

  const diff: Omit<ProcessDiff, 'unchanged'> = {
    nodesAdded: [...after.values()].filter((n) => !kept(n.id)),
    nodesRemoved: [...before.values()].filter((n) => !kept(n.id)),
    nodesRenamed: [...after.values()].filter((n) => kept(n.id) && (before.get(n.id)!.name ?? '') !== (n.name ?? ''))
      .map((n) => ({ id: n.id, type: n.type, from: before.get(n.id)!.name, to: n.name })),
    flowsAdded: flowsAfter.filter((f) => !sameEnds(f, flowBefore.get(f.id))),
    flowsRemoved: flowsBefore.filter((f) => !sameEnds(f, flowAfter.get(f.id))),
    conditionsChanged: flowsAfter.filter((f) => sameEnds(f, flowBefore.get(f.id)) && flowBefore.get(f.id)!.condition !== f.condition)
      .map((f) => ({ id: f.id, ...(f.name ? { name: f.name } : {}), from: flowBefore.get(f.id)!.condition, to: f.condition })),
    settingsChanged: [...new Set([...Object.keys(from.nodes), ...Object.keys(to.nodes)])]
      .filter((id) => kept(id) && canonical(from.nodes[id] ?? {}) !== canonical(to.nodes[id] ?? {}))
      .sort()
      .map((id) => ({ id, ...named(id), from: from.nodes[id], to: to.nodes[id] })),
    ...(startCanonical(from.startPermission) === startCanonical(to.startPermission) ? {} : { startPermission: { from: from.startPermission, to: to.startPermission } }),
    ...((from.formCode ?? null) === (to.formCode ?? null) ? {} : { formCode: { from: from.formCode ?? null, to: to.formCode ?? null } }),
    ...(from.name === to.name ? {} : { name: { from: from.name, to: to.name } }),
  };
  const unchanged = Object.values(diff).every((part) => Array.isArray(part) && part.length === 0);
  return { ...diff, unchanged };
}
