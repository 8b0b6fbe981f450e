// Regeneration that keeps hand edits: per file, a three-way merge (node-diff3) of the last generated text (base), the
// user's file (mine) and the new generated text (next).
import { diff3Merge } from 'node-diff3';

export const MERGE_STATUSES = ['new', 'unchanged', 'updated', 'merged', 'conflict', 'deleted'] as const;
export type MergeStatus = (typeof MERGE_STATUSES)[number];

/** A region both sides changed differently: the user's lines, the last generated lines, the new generated lines. */
export interface MergeConflict {
  mine: string;
  base: string;
  next: string;
}

export interface MergeOutcome {
  status: MergeStatus;
  /** The text to write; absent for a deleted file. With conflicts: the text with git-style markers around them. */
  content?: string;
  conflicts?: MergeConflict[];
}

export interface MergeSides {
  /** The text last generated (kept beside the module), absent for a file generated for the first time. */
  base?: string;
  /** The user's file, absent when the user deleted it (or it was never written). */
  mine?: string;
  /** The new generated text, absent when the templates no longer produce the file. */
  next?: string;
}

const MARKS = { mine: '<<<<<<< mine', base: '||||||| generated before', next: '=======', end: '>>>>>>> generated now' } as const;

const lines = (text: string) => text.split('\n');
const joined = (part: readonly string[]) => part.join('\n');

/**
 * The file after a regeneration: new → next; deleted by the user → stays deleted; unchanged by the user → next;
 * no longer generated → dropped unless edited; otherwise the three-way merge, clean or with its conflicts listed.
 */
export function mergeRegenerated({ base, mine, next }: MergeSides): MergeOutcome {
  if (mine === undefined) {
    if (base !== undefined || next === undefined) return { status: 'deleted' };
    return { status: 'new', content: next };
  }
  if (next === undefined) return mine === base ? { status: 'deleted' } : { status: 'unchanged', content: mine };
  if (mine === next) return { status: 'unchanged', content: mine };
  if (base !== undefined && mine === base) return { status: 'updated', content: next };
  const regions = diff3Merge<string>(lines(mine), lines(base ?? ''), lines(next), { excludeFalseConflicts: true });
  const conflicts: MergeConflict[] = [];
  const out: string[] = [];
  for (const region of regions) {
    if (region.ok) out.push(...region.ok);
    else if (region.conflict) {
      const { a, o, b } = region.conflict;
      conflicts.push({ mine: joined(a), base: joined(o), next: joined(b) });
      out.push(MARKS.mine, ...a, MARKS.base, ...o, MARKS.next, ...b, MARKS.end);
    }
  }
  const content = joined(out);
  if (conflicts.length > 0) return { status: 'conflict', content, conflicts };
  return { status: content === mine ? 'unchanged' : 'merged', content };
}

/** A conflicted file's text with each conflict replaced by the side chosen for it (in order; 'next' when not chosen). */
export function resolveConflicts(content: string, choices: readonly ('mine' | 'next')[]): string {
  const out: string[] = [];
  let part: 'ok' | 'mine' | 'base' | 'next' = 'ok';
  let index = 0;
  const sides: Record<'mine' | 'next', string[]> = { mine: [], next: [] };
  for (const line of lines(content)) {
    if (part === 'ok' && line === MARKS.mine) part = 'mine';
    else if (part === 'mine' && line === MARKS.base) part = 'base';
    else if (part === 'base' && line === MARKS.next) part = 'next';
    else if (part === 'next' && line === MARKS.end) {
      out.push(...sides[choices[index++] ?? 'next']);
      sides.mine = [];
      sides.next = [];
      part = 'ok';
    } else if (part === 'ok') out.push(line);
    else if (part !== 'base') sides[part].push(line);
  }
  return joined(out);
}
