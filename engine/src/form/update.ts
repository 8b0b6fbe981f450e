// A generated form and list page brought up to date with their table model after the model changed: controls and
// columns for new fields are added (as generation would make them), those of fields the model no longer has are
// removed, and everything else — titles, order, spans, rules, containers, other controls — stays as designed.
import { PLATFORM_COLUMNS, persistedColumns } from '../ddl/columns.ts';
import type { Form, FormField, TableModel, View } from '../metadata/index.ts';
import { valueControl } from './registry.ts';
import { generateDefaultForm, generateDefaultView } from './generate.ts';

/** Virtual fields (spec §5) are bound to no column and always stay. */
const VIRTUAL_PREFIX = '_temp_';

type Node = FormField & { children?: Node[]; columns?: { children?: Node[] }[]; panes?: { children?: Node[] }[] };

/**
 * Fields bound to another table: a sub-table (its rows are a child table's) and a oneToOne section (its controls are
 * the child row's columns). They stay whole, whatever the main model's columns are.
 */
const boundElsewhere = (field: Node) =>
  (field.type === 'editableTable' && typeof field.props?.tableName === 'string' && field.props.tableName !== '')
  || (typeof field.props?.oneToOne === 'string' && field.props.oneToOne !== '');

/** The fields with value controls bound to columns the model no longer has left out, at every depth. */
function prune(fields: readonly Node[], keep: (key: string) => boolean): Node[] {
  return fields.flatMap((field): Node[] => {
    if (boundElsewhere(field)) return [field];
    if (valueControl(field.type) && field.key && !field.key.startsWith(VIRTUAL_PREFIX) && !keep(field.key)) return [];
    return [{
      ...field,
      ...(field.children ? { children: prune(field.children, keep) } : {}),
      ...(field.columns ? { columns: field.columns.map((c) => ({ ...c, ...(c.children ? { children: prune(c.children, keep) } : {}) })) } : {}),
      ...(field.panes ? { panes: field.panes.map((p) => ({ ...p, ...(p.children ? { children: prune(p.children, keep) } : {}) })) } : {}),
    }];
  });
}

function keysOf(fields: readonly Node[]): Set<string> {
  const keys = new Set<string>();
  const walk = (list: readonly Node[] | undefined) => {
    for (const f of list ?? []) {
      if (f.key) keys.add(f.key);
      walk(f.children);
      f.columns?.forEach((c) => walk(c.children));
      f.panes?.forEach((p) => walk(p.children));
    }
  };
  walk(fields);
  return keys;
}

export interface ModelUpdate<T> {
  item: T;
  added: string[];
  removed: string[];
}

export function updateFormFromModel(form: Form, model: TableModel): ModelUpdate<Form> {
  const columns = new Set(persistedColumns(model).map((c) => c.colCode));
  const before = keysOf(form.fields as Node[]);
  const kept = prune(form.fields as Node[], (key) => columns.has(key));
  const after = keysOf(kept);
  const added = (generateDefaultForm(model).fields as Node[]).filter((f) => !after.has(f.key));
  return {
    item: { ...form, fields: [...kept, ...added] as Form['fields'] },
    added: added.map((f) => f.key),
    removed: [...before].filter((k) => !after.has(k)),
  };
}

export function updateViewFromModel(view: View, model: TableModel): ModelUpdate<View> {
  const generated = generateDefaultView(model, { viewCode: view.viewCode, ...(view.formCode ? { formCode: view.formCode } : {}) });
  // Platform columns (create_by, …) are the table's too, whatever the model lists.
  const listed = new Set([...generated.columns.map((c) => c.colCode), ...PLATFORM_COLUMNS.map((c) => c.name)]);
  const kept = view.columns.filter((c) => listed.has(c.colCode));
  const present = new Set(kept.map((c) => c.colCode));
  // A new column is listed, not queried: the query bar stays as designed.
  const added = generated.columns.filter((c) => !present.has(c.colCode)).map(({ isQuery: _q, isDefaultQuery: _d, queryOp: _o, ...c }) => c);
  return {
    item: { ...view, columns: [...kept, ...added] },
    added: added.map((c) => c.colCode),
    removed: view.columns.filter((c) => !listed.has(c.colCode)).map((c) => c.colCode),
  };
}
