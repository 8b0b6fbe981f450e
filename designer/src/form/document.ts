// Editing a form document: its controls form a tree (cards, tables and affixes hold `children`, grids hold `columns`,
// tabs hold `panes`), addressed by slots. Every operation returns a new document and leaves the old one as it was, so the
// history keeps each state; keys stay unique (a copy gets fresh ones).
import { newField, type ControlType, type Form, type FormField } from '@yc/engine';

/** Where controls sit: the form's top level, or a container's children, grid column or tab pane. */
export type Slot = { parent: null } | { parent: string; column?: number; pane?: number };

export interface Position {
  slot: Slot;
  index: number;
}

type Fields = FormField[];

/** The list a slot names in this field, or undefined when the field has no such slot. */
function slotList(field: FormField, slot: Exclude<Slot, { parent: null }>): Fields | undefined {
  if (slot.column !== undefined) return field.columns?.[slot.column]?.children;
  if (slot.pane !== undefined) return field.panes?.[slot.pane]?.children;
  return field.children;
}

/** Every list of controls inside a field, with the slot that names it. */
function innerLists(field: FormField): { slot: Slot; list: Fields }[] {
  return [
    ...(field.children ? [{ slot: { parent: field.key }, list: field.children }] : []),
    ...(field.columns ?? []).map((c, column) => ({ slot: { parent: field.key, column }, list: c.children })),
    ...(field.panes ?? []).map((p, pane) => ({ slot: { parent: field.key, pane }, list: p.children })),
  ];
}

/** Every control of the form, depth first. */
export function allFields(fields: readonly FormField[]): FormField[] {
  return fields.flatMap((f) => [f, ...innerLists(f).flatMap(({ list }) => allFields(list))]);
}

export const findField = (form: Form, key: string): FormField | undefined => allFields(form.fields).find((f) => f.key === key);

/** Where a control sits. */
export function positionOf(form: Form, key: string): Position | undefined {
  const search = (list: readonly FormField[], slot: Slot): Position | undefined => {
    const index = list.findIndex((f) => f.key === key);
    if (index >= 0) return { slot, index };
    for (const field of list) {
      for (const inner of innerLists(field)) {
        const found = search(inner.list, inner.slot);
        if (found) return found;
      }
    }
    return undefined;
  };
  return search(form.fields, { parent: null });
}

/** The form with the list at `slot` replaced by `change(list)`; an unknown slot is an error of the caller. */
function withList(form: Form, slot: Slot, change: (list: Fields) => Fields): Form {
  if (slot.parent === null) return { ...form, fields: change([...form.fields]) };
  const target = slot;
  let found = false;
  const rewrite = (list: readonly FormField[]): Fields =>
    list.map((field) => {
      if (field.key === target.parent && slotList(field, target)) {
        found = true;
        if (target.column !== undefined) {
          return { ...field, columns: field.columns!.map((c, i) => (i === target.column ? { ...c, children: change([...c.children]) } : c)) };
        }
        if (target.pane !== undefined) {
          return { ...field, panes: field.panes!.map((p, i) => (i === target.pane ? { ...p, children: change([...p.children]) } : p)) };
        }
        return { ...field, children: change([...field.children!]) };
      }
      return rewriteInner(field, rewrite);
    });
  const fields = rewrite(form.fields);
  if (!found) throw new Error(`no slot ${JSON.stringify(slot)} in the form`);
  return { ...form, fields };
}

function rewriteInner(field: FormField, rewrite: (list: readonly FormField[]) => Fields): FormField {
  if (!field.children && !field.columns && !field.panes) return field;
  return {
    ...field,
    ...(field.children ? { children: rewrite(field.children) } : {}),
    ...(field.columns ? { columns: field.columns.map((c) => ({ ...c, children: rewrite(c.children) })) } : {}),
    ...(field.panes ? { panes: field.panes.map((p) => ({ ...p, children: rewrite(p.children) })) } : {}),
  };
}

/** A key no control of the form has: `base`, else `base_2`, `base_3`, … */
export function uniqueKey(form: Form, base: string, taken: ReadonlySet<string> = new Set()): string {
  const keys = new Set([...allFields(form.fields).map((f) => f.key), ...taken]);
  if (!keys.has(base)) return base;
  let n = 2;
  while (keys.has(`${base}_${n}`)) n++;
  return `${base}_${n}`;
}

const clampIndex = (index: number, length: number) => Math.max(0, Math.min(index, length));

/** Inserts a control at a position (its index clamped to the list). */
export function insertField(form: Form, field: FormField, at: Position): Form {
  if (allFields([field]).some((f) => findField(form, f.key))) throw new Error(`key ${field.key} is taken`);
  return withList(form, at.slot, (list) => {
    list.splice(clampIndex(at.index, list.length), 0, field);
    return list;
  });
}

/** Drops a new control of a type from the palette, with a fresh key. */
export function dropControl(form: Form, type: ControlType, at: Position): { form: Form; key: string } {
  const key = uniqueKey(form, type);
  return { form: insertField(form, newField(type, key), at), key };
}

export function removeField(form: Form, key: string): Form {
  const at = positionOf(form, key);
  if (!at) return form;
  return withList(form, at.slot, (list) => list.filter((f) => f.key !== key));
}

/** Moves a control (with what it holds) to a position; a container cannot move into itself. */
export function moveField(form: Form, key: string, to: Position): Form {
  const field = findField(form, key);
  if (!field) return form;
  if (to.slot.parent !== null && allFields([field]).some((f) => f.key === to.slot.parent)) throw new Error('a control cannot move into itself');
  const from = positionOf(form, key)!;
  const sameList = JSON.stringify(from.slot) === JSON.stringify(to.slot);
  // Within one list, the target index counts the list before the control left it.
  const index = sameList && to.index > from.index ? to.index - 1 : to.index;
  return insertField(removeField(form, key), field, { slot: to.slot, index });
}

/** A copy of a control right after it: its keys (and those of what it holds) made unique. */
export function duplicateField(form: Form, key: string): { form: Form; key: string } {
  const field = findField(form, key);
  const at = positionOf(form, key);
  if (!field || !at) return { form, key };
  const taken = new Set<string>();
  const renamed = (f: FormField): FormField => {
    const copyKey = uniqueKey(form, `${f.key}_copy`, taken);
    taken.add(copyKey);
    return rewriteInner({ ...f, key: copyKey }, (list) => list.map(renamed));
  };
  const copy = renamed(field);
  return { form: insertField(form, copy, { slot: at.slot, index: at.index + 1 }), key: copy.key };
}

/** Changes a control's properties; its key and type stay. */
export function updateField(form: Form, key: string, patch: Partial<Omit<FormField, 'key' | 'type'>>): Form {
  const at = positionOf(form, key);
  if (!at) return form;
  return withList(form, at.slot, (list) => list.map((f) => (f.key === key ? { ...f, ...patch } : f)));
}

/** Binds a control to another key (the table column it edits); refused when another control has that key. */
export function rekeyField(form: Form, key: string, to: string): Form {
  if (key === to) return form;
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(to)) throw new Error(`${to} is not a field name`);
  if (findField(form, to)) throw new Error(`key ${to} is taken`);
  const at = positionOf(form, key);
  if (!at) return form;
  return withList(form, at.slot, (list) => list.map((f) => (f.key === key ? { ...f, key: to } : f)));
}

/** Every control with its JSON pointer in the form (`/fields/1/columns/0/children/2`), depth first. */
export function fieldPaths(form: Pick<Form, 'fields'>): { key: string; path: string }[] {
  const walk = (list: readonly FormField[], base: string): { key: string; path: string }[] =>
    list.flatMap((field, i) => {
      const path = `${base}/${i}`;
      return [
        { key: field.key, path },
        ...walk(field.children ?? [], `${path}/children`),
        ...(field.columns ?? []).flatMap((c, j) => walk(c.children, `${path}/columns/${j}/children`)),
        ...(field.panes ?? []).flatMap((p, j) => walk(p.children, `${path}/panes/${j}/children`)),
      ];
    });
  return walk(form.fields, '/fields');
}

/** Issues of a document by the control they are about (the deepest control whose path leads to them); the rest under ''. */
export function issuesByControl<I extends { path: string }>(form: Pick<Form, 'fields'>, issues: readonly I[]): Map<string, I[]> {
  const paths = fieldPaths(form).sort((a, b) => b.path.length - a.path.length);
  const byKey = new Map<string, I[]>();
  for (const issue of issues) {
    const owner = paths.find((p) => issue.path === p.path || issue.path.startsWith(`${p.path}/`))?.key ?? '';
    byKey.set(owner, [...(byKey.get(owner) ?? []), issue]);
  }
  return byKey;
}
