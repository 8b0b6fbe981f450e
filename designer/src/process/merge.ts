// A stale save of a process merged as every designer merges (ui/keeping.ts): the user's edits applied onto the version
// saved meanwhile, instead of saving over it. The user tasks' settings merge node by node and setting by setting; the
// diagram is taken whole from the side that changed it — when both did, the user's stays (the user's value wins every
// conflict of a merge) and the user is told so.
import { mergeDocuments } from '../ui/keeping.ts';
import { exportXml, loadProcess } from './document.ts';
import type { StoredProcess } from './ui/props.ts';
import { keptSettings, type DesignState } from './ui/state.ts';

export interface MergedProcess {
  /** The design to go on with (unsaved). */
  state: DesignState;
  /** Theirs, as read: the new point of comparison for unsaved changes. */
  stored: DesignState;
  /** Both sides changed the diagram: the user's was kept. */
  diagramConflict: boolean;
}

/** Merges the user's design (`mine`, started from `base`) onto `theirs`, the process `key` as stored now. */
export async function mergeProcess(base: DesignState, mine: DesignState, theirs: StoredProcess, key: string): Promise<MergedProcess> {
  const stored: DesignState = { doc: await loadProcess(theirs.xml, key), nodes: theirs.nodes };
  // Compared as exported, so that two reads of one file are the same diagram.
  const [was, ours, their] = await Promise.all([base.doc, mine.doc, stored.doc].map(exportXml));
  const mineChanged = ours !== was;
  const state = keptSettings({ doc: mineChanged ? mine.doc : stored.doc, nodes: mergeDocuments(base.nodes, mine.nodes, stored.nodes) });
  return { state, stored, diagramConflict: mineChanged && their !== was };
}
