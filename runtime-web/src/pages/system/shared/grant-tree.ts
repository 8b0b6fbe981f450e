// Checking items of the authorisation tree: an item needs its ancestors, and an unchecked item takes its
// descendants with it. A page may be granted without any of its buttons, so checks do not cascade down.
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

/** The checked set after checking or unchecking `key`. */
export function toggleKey(index: TreeIndex, checked: ReadonlySet<string>, key: string, check: boolean): Set<string> {
  const next = new Set(checked);
  if (check) {
    for (let k: string | undefined = key; k !== undefined; k = index.parentOf.get(k)) next.add(k);
  } else {
    for (const k of [key, ...descendants(index, key)]) next.delete(k);
  }
  return next;
}

/** Known keys only, in tree order (ids of deleted items are dropped). */
export function orderedKeys(index: TreeIndex, keys: ReadonlySet<string>): string[] {
  return index.all.filter((k) => keys.has(k));
}
