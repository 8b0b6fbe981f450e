// Checking items of the authorisation tree, as the reference console does: checking an item checks everything
// below it and grants its ancestors; unchecking takes everything below with it, and an ancestor left with nothing
// granted below goes too. An item shows checked when it and everything below it are granted, half-checked when only
// some are (its grant is kept: a page may be granted with only some of its buttons). What is saved is the granted set.
import type { AuthTreeNode } from '../../../api/access.ts';

export interface TreeIndex {
  parentOf: Map<string, string | undefined>;
  childrenOf: Map<string, string[]>;
  all: string[];
  /** Keys of the nodes with children (for expand all). */
  branches: string[];
}

export function indexTree(nodes: readonly AuthTreeNode[]): TreeIndex {
  const index: TreeIndex = { parentOf: new Map(), childrenOf: new Map(), all: [], branches: [] };
  const walk = (list: readonly AuthTreeNode[], parent: string | undefined) => {
    for (const node of list) {
      index.parentOf.set(node.key, parent);
      index.childrenOf.set(node.key, (node.children ?? []).map((c) => c.key));
      index.all.push(node.key);
      if (node.children?.length) {
        index.branches.push(node.key);
        walk(node.children, node.key);
      }
    }
  };
  walk(nodes, undefined);
  return index;
}

function descendants(index: TreeIndex, key: string): string[] {
  const children = index.childrenOf.get(key) ?? [];
  return children.flatMap((c) => [c, ...descendants(index, c)]);
}

function ancestors(index: TreeIndex, key: string): string[] {
  const out: string[] = [];
  for (let k = index.parentOf.get(key); k !== undefined; k = index.parentOf.get(k)) out.push(k);
  return out;
}

/** The granted set after checking or unchecking `key`. */
export function toggleKey(index: TreeIndex, granted: ReadonlySet<string>, key: string, check: boolean): Set<string> {
  const next = new Set(granted);
  if (check) {
    for (const k of [key, ...descendants(index, key), ...ancestors(index, key)]) next.add(k);
  } else {
    for (const k of [key, ...descendants(index, key)]) next.delete(k);
    for (const k of ancestors(index, key)) if (!descendants(index, k).some((d) => next.has(d))) next.delete(k);
  }
  return next;
}

/** How the tree shows a granted set: fully granted items checked, partly granted ones half-checked. */
export function checkState(index: TreeIndex, granted: ReadonlySet<string>): { checked: string[]; halfChecked: string[] } {
  const checked: string[] = [];
  const halfChecked: string[] = [];
  for (const key of index.all) {
    const below = descendants(index, key);
    const full = granted.has(key) && below.every((d) => granted.has(d));
    if (full) checked.push(key);
    else if (granted.has(key) || below.some((d) => granted.has(d))) halfChecked.push(key);
  }
  return { checked, halfChecked };
}

/** Known keys only, in tree order (ids of deleted items are dropped). */
export function orderedKeys(index: TreeIndex, keys: ReadonlySet<string>): string[] {
  return index.all.filter((k) => keys.has(k));
}
