// Tree pages (viewType 'tree'): records of a table model linked by a parent field (treeConfig.parentField) and shown by
// a label field. Children are listed one level at a time, each with whether it has children of its own (computed in
// SQL); a node moves under another unless that is itself or one of its descendants; the last root never goes.
import type { PhysicalColumn } from '../ddl/columns.ts';
import type { View } from '../metadata/view.ts';
import { PLATFORM_DIALECT } from '../query/dialect.ts';
import { Params, selectList, type CompileOptions, type SqlStatement } from '../query/sql.ts';
import { defineMessages, messageMaker, MessageError, type Message } from '../wire/message.ts';

/** The column of listed children that says whether a node has children (no field name starts with an underscore). */
export const TREE_HAS_CHILDREN = '__hasChildren';
/** The most children one level lists. */
export const TREE_MAX_CHILDREN = 2000;
/** The deepest a chain of parents is followed when a move is checked. */
export const TREE_MAX_DEPTH = 1000;

export const PAGE_TREE_TEXTS = defineMessages('pageTree', {
  notTree: { en_US: 'The page is not a tree: set its parent and label fields', zh_CN: '页面不是树：请设置父字段和显示字段' },
  badField: { en_US: 'The tree field {field} is not a column of the table', zh_CN: '树字段 {field} 不是表的列' },
  parentNotText: { en_US: 'The tree parent field {field} must be a text column', zh_CN: '树的父字段 {field} 必须是文本列' },
  cycle: { en_US: 'A node cannot be moved under itself or one of its descendants', zh_CN: '节点不能移动到自身或其下级节点之下' },
  parentMissing: { en_US: 'The new parent node does not exist', zh_CN: '新的父节点不存在' },
  platformOnly: { en_US: 'A tree page lists tables of the platform database only', zh_CN: '树页面只支持平台数据库中的表' },
});
const tree = messageMaker('pageTree', PAGE_TREE_TEXTS);

export const PAGE_TREE_MESSAGES = {
  notTree: tree('notTree'),
  badField: (field: string) => tree('badField', { field }),
  parentNotText: (field: string) => tree('parentNotText', { field }),
  cycle: tree('cycle'),
  parentMissing: tree('parentMissing'),
  platformOnly: tree('platformOnly'),
  /** The spec's 'the last root node cannot be deleted' (the common catalogue's). */
  lastRootNode: { code: 'm.lastRootNode' } as Message,
} as const;

export interface TreeSettings {
  parentField: string;
  labelField: string;
}

/** A page's tree fields, checked against the table's columns (the parent a text column); refused with its message. */
export function treeSettings(view: Pick<View, 'treeConfig'>, columns: ReadonlyMap<string, PhysicalColumn>): TreeSettings {
  const config = view.treeConfig;
  if (!config?.parentField || !config.labelField) throw new MessageError(PAGE_TREE_MESSAGES.notTree);
  for (const field of [config.parentField, config.labelField]) if (!columns.has(field)) throw new MessageError(PAGE_TREE_MESSAGES.badField(field));
  if (columns.get(config.parentField)!.type !== 'varchar') throw new MessageError(PAGE_TREE_MESSAGES.parentNotText(config.parentField));
  return { parentField: config.parentField, labelField: config.labelField };
}

/** Whether a parent value makes a root (no parent). */
export const isRootParent = (value: unknown): boolean => value === null || value === undefined || value === '';

export interface TreeTarget extends TreeSettings {
  table: string;
  /** Columns returned for each node. */
  columns: readonly PhysicalColumn[];
}

/** A filter of a tree's roots (a layout link's): the roots are then the topmost records whose column equals the value. */
export interface TreeRootFilter {
  colCode: string;
  value: unknown;
}

const rootCondition = (quoted: string) => `nullif(${quoted}, '') is null`;

/**
 * The children of `parentId` (the roots for null), ordered by label then id, each with `__hasChildren` (an indexed
 * EXISTS on the parent column). Data rules (`extraWhere`, unqualified columns) limit the nodes listed. With `roots`
 * (columns checked by the caller, values bound) the roots are the topmost records matching them, not the parentless.
 */
export function compileTreeChildren(
  target: TreeTarget, parentId: string | null, options: CompileOptions = {}, roots: readonly TreeRootFilter[] = [],
): SqlStatement {
  const d = PLATFORM_DIALECT;
  const params = new Params(options.placeholder);
  const table = d.quote(target.table);
  const parent = d.quote(target.parentField);
  const matching = (alias: string) => roots.map((f) => `${alias}.${d.quote(f.colCode)} = ${params.add(f.value)}`).join(' and ');
  const own = parentId !== null ? `${parent} = ${params.add(parentId)}`
    : roots.length === 0 ? rootCondition(parent)
    // The topmost records matching the filter: those whose parent does not match it too.
    : `${matching('n')} and not exists (select 1 from ${table} p where p.${d.quote('id')} = n.${parent} and ${matching('p')})`;
  const where = [own, ...(options.extraWhere ?? []).map((f) => params.fragment(f))].join(' and ');
  const hasChildren = `exists (select 1 from ${table} c where c.${parent} = n.${d.quote('id')})`;
  const text =
    `select ${selectList(target.columns, d)}, ${hasChildren} as ${d.quote(TREE_HAS_CHILDREN)} from ${table} n where ${where}` +
    ` order by ${d.quote(target.labelField)}, ${d.quote('id')} limit ${TREE_MAX_CHILDREN}`;
  return { text, values: params.values };
}

/** The ids of `id` and all its ancestors (cycles in the data stop the walk; at most TREE_MAX_DEPTH levels). */
export function compileAncestorIds(target: Pick<TreeTarget, 'table' | 'parentField'>, id: string, options: CompileOptions = {}): SqlStatement {
  const d = PLATFORM_DIALECT;
  const params = new Params(options.placeholder);
  const table = d.quote(target.table);
  const parent = d.quote(target.parentField);
  const text =
    `with recursive up(id, parent, depth) as (` +
    `select ${d.quote('id')}, ${parent}, 1 from ${table} where ${d.quote('id')} = ${params.add(id)}` +
    ` union select t.${d.quote('id')}, t.${parent}, up.depth + 1 from ${table} t join up on t.${d.quote('id')} = up.parent where up.depth < ${TREE_MAX_DEPTH})` +
    ` select distinct id from up`;
  return { text, values: params.values };
}

/** How many roots remain once `ids` are gone, and how many of `ids` are roots. */
export function compileRootsAfterDelete(target: Pick<TreeTarget, 'table' | 'parentField'>, ids: readonly string[], options: CompileOptions = {}): SqlStatement {
  const d = PLATFORM_DIALECT;
  const params = new Params(options.placeholder);
  const parent = d.quote(target.parentField);
  const list = ids.map((id) => params.add(id)).join(', ');
  const text =
    `select count(*) filter (where ${d.quote('id')} not in (${list}))::int as remaining,` +
    ` count(*) filter (where ${d.quote('id')} in (${ids.map((id) => params.add(id)).join(', ')}))::int as deleted` +
    ` from ${d.quote(target.table)} where ${rootCondition(parent)}`;
  return { text, values: params.values };
}

/** Whether deleting leaves no root although there were roots among the deleted: refused with 'the last root node…'. */
export const removesLastRoot = (counts: { remaining: number; deleted: number }): boolean => counts.deleted > 0 && counts.remaining === 0;

/** Whether moving `id` under `parentId` (whose chain of ancestors, itself included, is `ancestorsOfParent`) makes a cycle. */
export const makesCycle = (id: string, ancestorsOfParent: readonly string[]): boolean => ancestorsOfParent.includes(id);

/** The index that keeps children lookups fast (created once by the server for a tree page's table). */
export function treeIndexStatement(target: Pick<TreeTarget, 'table' | 'parentField'>): string {
  const d = PLATFORM_DIALECT;
  // Not `ix_`/`uq_`: the model's own indexes, which a table sync keeps in step with the model.
  const name = `tree_${target.table}_${target.parentField}`.slice(0, 63);
  return `create index if not exists ${d.quote(name)} on ${d.quote(target.table)} (${d.quote(target.parentField)})`;
}
