// The designer's state, one step of its undo history: the document and the platform settings of its user tasks.
import { elementsById, type ProcessDocument } from '../document.ts';
import type { NodeSettingsMap } from './props.ts';

export interface DesignState {
  doc: ProcessDocument;
  nodes: NodeSettingsMap;
}

/** The settings of user tasks that are still in the design (the server refuses settings of other ids). */
export function keptSettings(state: DesignState): DesignState {
  const userTasks = new Set([...elementsById(state.doc).values()].filter((e) => e.$type === 'bpmn:UserTask').map((e) => e.id!));
  const stray = Object.keys(state.nodes).filter((id) => !userTasks.has(id));
  if (stray.length === 0) return state;
  return { ...state, nodes: Object.fromEntries(Object.entries(state.nodes).filter(([id]) => userTasks.has(id))) };
}
