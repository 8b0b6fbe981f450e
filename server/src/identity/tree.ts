// Flat rows with parent ids → nested tree nodes (children only where there are some; orphans become roots).
export type TreeNode<T> = T & { key: string; leaf: boolean; children?: TreeNode<T>[] };

export function buildTree<T extends { id: string; parentId: string | null }>(rows: readonly T[]): TreeNode<T>[] {
  const ids = new Set(rows.map((r) => r.id));
  const byParent = new Map<string | null, T[]>();
  for (const row of rows) {
    const parent = row.parentId && ids.has(row.parentId) ? row.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const build = (parent: string | null, depth: number): TreeNode<T>[] =>
    depth > rows.length ? [] : (byParent.get(parent) ?? []).map((row) => {
      const children = build(row.id, depth + 1);
      return { ...row, key: row.id, leaf: children.length === 0, ...(children.length ? { children } : {}) };
    });
  return build(null, 0);
}
