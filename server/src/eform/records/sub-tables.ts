// What a record's form reaches beyond the record's own columns, written in the main record's transaction (all or
// nothing): the rows of its oneToMany sub-tables (editableTable controls: each row checked with the sub-table form's
// rules, rows added, edited and deleted to match what the form sends), the one row of each oneToOne section, and the
// ids of its user and dept pickers (each must be a user or department of the caller's enterprise). A record of a
// sub-table added on its own must name an existing main record ('A sub-table record needs a main-table record first').
import {
  canEdit, compileDelete, formStoreIssues, sectionKeys, compileInsert, compileUpdate, fieldError, generateDefaultForm, nestedSubTables, oneToOneSections, pickedIds,
  pickerFields, PLATFORM_DIALECT, readableColumns, subTableDesignError, subTableFields, subTableMessage, toFormData, toStoredValues,
  validateRecord, validateSubTableRows,
  type ColumnValue, type FieldError, type Form, type FormField, type OneToOneSection, type PhysicalColumn, type TableModel,
} from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import { badRequest } from '../../wire/envelope.ts';
import type { Actor } from '../store/records/data-log.ts';
import { writeDataLog } from '../store/records/data-log.ts';
import { invalid } from '../errors.ts';
import { loadItem } from '../store/metadata.ts';
import { onPlatform, type RecordContext } from './records-context.ts';
import { runStatement } from '../store/records/sql-exec.ts';
import { deleteChildRows, findChildRows, findPickedIds, hasRowWith } from '../store/records/related.ts';

type Row = Record<string, unknown> & { id: string };

/** A child table of the form: its model, the form its rows are edited with, and the column naming the main record. */
interface ChildTable {
  model: TableModel;
  form: Form;
  foreignKey: string;
  columns: Map<string, PhysicalColumn>;
}

interface SubTable extends ChildTable {
  field: FormField;
}

const target = (child: ChildTable) => ({ table: child.model.tableName, columns: [...child.columns.values()] });
const compile = { dialect: PLATFORM_DIALECT, placeholder: 'question' } as const;

/** The table model and row form of a child table; undefined when its model is missing or names no main table link. */
async function loadChild(em: EntityManager, tableName: string, formCode: unknown, foreignKey: unknown): Promise<ChildTable | undefined> {
  const model = (await loadItem(em, 'tableModel', tableName))?.content;
  const key = typeof foreignKey === 'string' && foreignKey ? foreignKey : model?.mainTable?.foreignKey;
  if (!model || !key) return undefined;
  const stored = typeof formCode === 'string' && formCode ? (await loadItem(em, 'form', formCode))?.content : undefined;
  const form = stored && stored.objectName === model.tableName ? stored : generateDefaultForm(model);
  // The foreign key is the platform's to fill, never the row's.
  const fields = form.fields.filter((f) => f.key !== key);
  const columns = readableColumns(model);
  if (!columns.has(key)) return undefined;
  return { model, form: { ...form, fields }, foreignKey: key, columns };
}

/**
 * The sub-tables of each form object met, kept with it (two statements per sub-table saved on every save and read): a
 * page's form is the one of its cached context (records-context.ts), which any metadata change drops, so a changed
 * child model or row form is read again with the new context's form. A refusal is not kept.
 */
const knownSubTables = new WeakMap<object, SubTable[]>();

async function loadSubTables(em: EntityManager, form: Pick<Form, 'fields'>): Promise<readonly SubTable[]> {
  const known = knownSubTables.get(form);
  if (known) return known;
  const out: SubTable[] = [];
  for (const field of subTableFields(form)) {
    const child = await loadChild(em, String(field.props!.tableName), field.props!.formCode, field.props!.foreignKey);
    if (!child) throw badRequest(subTableMessage('noTable', { title: field.title || field.key }));
    out.push({ ...child, field });
  }
  knownSubTables.set(form, out);
  return out;
}

/** The form as the console draws it: each sub-table control carries its row form (and refusal, where its design has one). */
export async function withRowForms(em: EntityManager, form: Form): Promise<Form> {
  const subs = subTableFields(form);
  if (subs.length === 0) return form;
  const rowForms = new Map<string, Record<string, unknown>>();
  for (const field of subs) {
    const child = await loadChild(em, String(field.props!.tableName), field.props!.formCode, field.props!.foreignKey);
    const refused = subTableDesignError(field) ?? (child && nestedSubTables(child.form).length ? subTableMessage('notSupported') : undefined);
    rowForms.set(field.key, {
      ...(child ? { rowForm: { formCode: child.form.formCode, fields: child.form.fields }, foreignKey: child.foreignKey } : {}),
      ...(refused ? { refused } : !child ? { refused: subTableMessage('noTable', { title: field.title || field.key }) } : {}),
    });
  }
  const expand = (fields: FormField[]): FormField[] => fields.map((f) => ({
    ...f,
    ...(rowForms.has(f.key) && f.type === 'editableTable' ? { props: { ...f.props, ...rowForms.get(f.key) } } : {}),
    ...(f.children ? { children: expand(f.children) } : {}),
    ...(f.columns ? { columns: f.columns.map((c) => ({ ...c, children: expand(c.children) })) } : {}),
    ...(f.panes ? { panes: f.panes.map((p) => ({ ...p, children: expand(p.children) })) } : {}),
  }));
  return { ...form, fields: expand(form.fields) };
}

/** The picker errors of the input: ids naming no user (dept: no department) of the caller's enterprise. */
/** The ids among `ids` that name a user (a 'user' picker) or a department (else) of the enterprise. */
async function existingPicks(em: EntityManager, type: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  return new Set(await findPickedIds(em, type, ids));
}

/** Picked ids known to exist, by picker field: asked once for many records (an import's chunk), one query per picker. */
export type KnownPicks = ReadonlyMap<string, ReadonlySet<string>>;

export async function knownPicks(em: EntityManager, ctx: RecordContext, inputs: readonly Record<string, unknown>[]): Promise<KnownPicks> {
  const known = new Map<string, Set<string>>();
  for (const field of pickerFields(ctx.form)) {
    known.set(field.key, await existingPicks(em, field.type, [...new Set(inputs.flatMap((input) => pickedIds(input[field.key])))]));
  }
  return known;
}

async function pickerErrors(em: EntityManager, ctx: RecordContext, input: Record<string, unknown>, known?: KnownPicks): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const field of pickerFields(ctx.form)) {
    if (!Object.hasOwn(input, field.key) || !canEdit(ctx.access, field.key)) continue;
    const ids = pickedIds(input[field.key]);
    // Ids not known already (none asked, or a before-save hook changed them) are asked now.
    const asked = known?.get(field.key);
    const found = await existingPicks(em, field.type, ids.filter((id) => !asked?.has(id)));
    if (ids.some((id) => !asked?.has(id) && !found.has(id))) errors.push(fieldError(field.key, subTableMessage('unknownPick', { title: field.title || field.key })));
  }
  return errors;
}

/** A sub-table record added or edited on its own must name an existing record of its main table. */
async function checkMainRecord(em: EntityManager, ctx: RecordContext, input: Record<string, unknown>): Promise<void> {
  const link = ctx.model.mainTable;
  if (!link || ctx.model.objStructure === 'main' || !Object.hasOwn(input, link.foreignKey)) return;
  const mainId = input[link.foreignKey];
  const mainKey = link.mainKey ?? 'id';
  const found = typeof mainId === 'string' && mainId ? await hasRowWith(em, link.tableName, mainKey, mainId) : false;
  if (!found) throw badRequest(subTableMessage('needsMain'));
}

interface PreparedRows {
  sub: SubTable;
  rows: { id?: string; values: Record<string, unknown> }[];
}

interface PreparedSection {
  section: OneToOneSection;
  child: ChildTable;
  values: Record<string, unknown>;
}

/** What a save writes besides the main row, checked before anything is written; `write` runs after the main row. */
export interface RelatedWrites {
  write(actor: Actor, mainId: string): Promise<void>;
}

const NOTHING: RelatedWrites = { write: async () => {} };

const toColumns = (child: ChildTable, values: Record<string, unknown>): ColumnValue[] =>
  Object.entries(values)
    .filter(([key]) => child.columns.has(key) && key !== 'id' && key !== child.foreignKey && !['create_by', 'create_time', 'update_by', 'update_time', 'data_version', 'sys_org_code'].includes(key))
    .map(([key, value]) => ({ column: child.columns.get(key)!, value }));

/**
 * Checks what the input carries for the form's sub-tables, oneToOne sections and pickers (field errors thrown before
 * any write) and answers the writes to make once the main row exists. Sub-tables the input leaves out stay as they are.
 */
export async function prepareRelated(em: EntityManager, ctx: RecordContext, input: Record<string, unknown>, known?: KnownPicks): Promise<RelatedWrites> {
  if (!onPlatform(ctx)) {
    // A model kept in a data source or by a service: its form has no sub-tables nor sections (refused when it was
    // saved; a model moved there since is refused here), and its pickers name the platform's users and departments.
    const refused = formStoreIssues(ctx.form, ctx.model);
    if (refused.length) throw invalid(refused);
    const errors = await pickerErrors(em, ctx, input, known);
    if (errors.length) throw invalid(errors);
    return NOTHING;
  }
  await checkMainRecord(em, ctx, input);
  const errors = await pickerErrors(em, ctx, input, known);
  const subs = (await loadSubTables(em, ctx.form)).filter((s) => Array.isArray(input[s.field.key]) && canEdit(ctx.access, s.field.key) && s.field.disabled !== 'Y');
  const prepared: PreparedRows[] = [];
  for (const sub of subs) {
    const refused = subTableDesignError(sub.field) ?? (nestedSubTables(sub.form).length ? subTableMessage('notSupported') : undefined);
    if (refused) {
      errors.push(fieldError(sub.field.key, refused));
      continue;
    }
    const checked = validateSubTableRows(sub.field.key, sub.form, input[sub.field.key] as Record<string, unknown>[]);
    errors.push(...checked.errors);
    prepared.push({ sub, rows: checked.rows });
  }
  const sections: PreparedSection[] = [];
  for (const section of oneToOneSections(ctx.form)) {
    const child = await loadChild(em, section.tableName, undefined, section.field.props?.foreignKey);
    if (!child) throw badRequest(subTableMessage('noTable', { title: section.field.title || section.field.key }));
    const checked = validateRecord(section.form, input, { access: ctx.access });
    // The main form's check reports these fields' errors; here only the values matter.
    const present = Object.fromEntries(Object.entries(checked.values).filter(([k]) => Object.hasOwn(input, k)));
    if (Object.keys(present).length) sections.push({ section, child, values: toStoredValues(section.form, present) });
  }
  if (errors.length) throw invalid(errors);
  return {
    async write(actor, mainId) {
      for (const { sub, rows } of prepared) await writeRows(em, actor, sub, mainId, rows);
      for (const { child, values } of sections) await writeSection(em, actor, child, mainId, values);
    },
  };
}

const childRows = (em: EntityManager, child: ChildTable, mainId: string): Promise<Row[]> =>
  findChildRows<Row>(em, child.model.tableName, [...child.columns.keys()], child.foreignKey, mainId);

/** The sub-table's rows made to match the form's: edited where they name a row of this record, added, or deleted. */
async function writeRows(em: EntityManager, actor: Actor, sub: SubTable, mainId: string, rows: PreparedRows['rows']): Promise<void> {
  const existing = new Map((await childRows(em, sub, mainId)).map((r) => [r.id, r]));
  const kept = new Set(rows.flatMap((r) => (r.id && existing.has(r.id) ? [r.id] : [])));
  const gone = [...existing.keys()].filter((id) => !kept.has(id));
  const log: Parameters<typeof writeDataLog>[3][number][] = [];
  if (gone.length) {
    await runStatement(em, compileDelete(target(sub), gone, compile));
    log.push(...gone.map((id) => ({ action: 'delete' as const, recordId: id, before: existing.get(id)!, after: null })));
  }
  const start = Date.now();
  for (const [index, row] of rows.entries()) {
    const values = toColumns(sub, row.values);
    if (row.id && kept.has(row.id)) {
      const audit = [{ column: sub.columns.get('update_by')!, value: actor.username }, { column: sub.columns.get('update_time')!, value: new Date() }];
      const [after] = await runStatement<Row>(em, compileUpdate(target(sub), row.id, [...values, ...audit], compile));
      log.push({ action: 'edit', recordId: row.id, before: existing.get(row.id)!, after: after ?? null });
    } else {
      // Rows keep the form's order: their creation times follow it.
      const audit = [
        { column: sub.columns.get(sub.foreignKey)!, value: mainId },
        { column: sub.columns.get('create_by')!, value: actor.username },
        { column: sub.columns.get('create_time')!, value: new Date(start + index) },
      ];
      const [after] = await runStatement<Row>(em, compileInsert(target(sub), [...values, ...audit], compile));
      if (after) log.push({ action: 'add', recordId: after.id, before: null, after });
    }
  }
  if (log.length) await writeDataLog(em, sub.model.tableName, actor, log);
}

/** The one row of a oneToOne child: edited when it exists, else added. */
async function writeSection(em: EntityManager, actor: Actor, child: ChildTable, mainId: string, stored: Record<string, unknown>): Promise<void> {
  const values = toColumns(child, stored);
  if (values.length === 0) return;
  const [before] = await childRows(em, child, mainId);
  if (before) {
    const audit = [{ column: child.columns.get('update_by')!, value: actor.username }, { column: child.columns.get('update_time')!, value: new Date() }];
    const [after] = await runStatement<Row>(em, compileUpdate(target(child), before.id, [...values, ...audit], compile));
    await writeDataLog(em, child.model.tableName, actor, [{ action: 'edit', recordId: before.id, before, after: after ?? null }]);
  } else {
    const audit = [{ column: child.columns.get(child.foreignKey)!, value: mainId }, { column: child.columns.get('create_by')!, value: actor.username }];
    const [after] = await runStatement<Row>(em, compileInsert(target(child), [...values, ...audit], compile));
    if (after) await writeDataLog(em, child.model.tableName, actor, [{ action: 'add', recordId: after.id, before: null, after }]);
  }
}

/** A record with its sub-tables' rows (as the row forms hold them, with their ids) and its oneToOne sections' values. */
export async function withRelated<T extends Row>(em: EntityManager, ctx: RecordContext, row: T): Promise<T> {
  if (!onPlatform(ctx)) return row;
  const out: Record<string, unknown> = { ...row };
  for (const sub of await loadSubTables(em, ctx.form)) {
    out[sub.field.key] = (await childRows(em, sub, row.id)).map((r) => ({ id: r.id, ...toFormData(sub.form, r) }));
  }
  for (const section of oneToOneSections(ctx.form)) {
    const child = await loadChild(em, section.tableName, undefined, section.field.props?.foreignKey);
    if (!child) continue;
    const [one] = await childRows(em, child, row.id);
    if (!one) continue;
    for (const key of sectionKeys(section)) if (Object.hasOwn(one, key) && key !== child.foreignKey) out[key] = one[key];
  }
  return out as T;
}

/** The sub-table and oneToOne rows of deleted main records go with them (same transaction). */
export async function deleteRelated(em: EntityManager, ctx: RecordContext, mainIds: readonly string[]): Promise<void> {
  if (!onPlatform(ctx) || mainIds.length === 0) return;
  const children: ChildTable[] = [...await loadSubTables(em, ctx.form)];
  for (const section of oneToOneSections(ctx.form)) {
    const child = await loadChild(em, section.tableName, undefined, section.field.props?.foreignKey);
    if (child) children.push(child);
  }
  for (const child of children) await deleteChildRows(em, child.model.tableName, child.foreignKey, mainIds);
}
