// What changed between two versions of a metadata document: each value added, removed or changed, by JSON pointer.

export interface DocumentChange {
  /** JSON pointer of the value, e.g. /fields/2/title. */
  path: string;
  kind: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const pointer = (path: string, key: string | number) => `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** The changes that turn `before` into `after`, depth first, keys in order. */
export function diffDocuments(before: unknown, after: unknown, path = ''): DocumentChange[] {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => diffMember(before, after, key, pointer(path, key)));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    return Array.from({ length: Math.max(before.length, after.length) }, (_, i) => i).flatMap((i) =>
      i >= after.length
        ? [{ path: pointer(path, i), kind: 'removed' as const, before: before[i] }]
        : i >= before.length
          ? [{ path: pointer(path, i), kind: 'added' as const, after: after[i] }]
          : diffDocuments(before[i], after[i], pointer(path, i)),
    );
  }
  return Object.is(before, after) ? [] : [{ path: path || '/', kind: 'changed', before, after }];
}

function diffMember(before: Record<string, unknown>, after: Record<string, unknown>, key: string, path: string): DocumentChange[] {
  if (!(key in after)) return [{ path, kind: 'removed', before: before[key] }];
  if (!(key in before)) return [{ path, kind: 'added', after: after[key] }];
  return diffDocuments(before[key], after[key], path);
}
