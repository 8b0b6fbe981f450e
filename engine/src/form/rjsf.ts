// Form metadata → RJSF JSON Schema, uiSchema and the 24-column layout tree the form renderer draws.
import type { Form, FormField } from '../metadata/index.ts';
import { walkFormFields } from '../rules/formFields.ts';
import { DEFAULT_COL_SPAN } from '../vocab/index.ts';
import type { Language } from '../wire/index.ts';
import type { LinkageState } from '../linkage/evaluate.ts';
import { canEdit, canSee, type FieldAccessLevel } from './access.ts';
import { fieldTitle, valueFields, type OptionLookup } from './fields.ts';
import { controlDefinition, type JsonSchema } from './registry.ts';

/** A node of the layout: a value control by key, or a layout / display control with its content. */
export interface LayoutNode {
  type: FormField['type'];
  key: string;
  span: number;
  title?: string;
  props?: Record<string, unknown>;
  children?: LayoutNode[];
  columns?: { span: number; children: LayoutNode[] }[];
  panes?: { key: string; title: string; children: LayoutNode[] }[];
  /** A control type this version cannot render yet. */
  unsupported?: true;
}

export interface RjsfForm {
  schema: JsonSchema & { type: 'object'; properties: Record<string, JsonSchema>; required: string[] };
  uiSchema: Record<string, unknown>;
  layout: LayoutNode[];
}

export interface FormSchemaOptions {
  lookup?: OptionLookup;
  lang?: Language;
  /** Field permissions of the user: hidden fields are left out, read-only ones disabled. */
  access?: ReadonlyMap<string, FieldAccessLevel>;
  /** The linkage state of the current values: hides, requires and disables. */
  linkage?: LinkageState;
}

export function buildFormSchema(form: Pick<Form, 'fields'>, options: FormSchemaOptions = {}): RjsfForm {
  const { access = new Map(), linkage } = options;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const uiSchema: Record<string, unknown> = {};
  for (const { field, control, ctx } of valueFields(form, options.lookup, options.lang)) {
    if (!canSee(access, field.key)) continue;
    properties[field.key] = { ...control.schema(ctx), title: ctx.title, ...(field.defaultValue !== undefined ? { default: field.defaultValue } : {}) };
    const hidden = linkage?.hidden.has(field.key) === true;
    const isRequired = field.required === 'Y' || (field.rules ?? []).some((r) => r.required) || linkage?.required.has(field.key);
    if (isRequired && !hidden) required.push(field.key);
    const disabled = field.disabled === 'Y' || !canEdit(access, field.key) || linkage?.disabled.has(field.key) === true;
    uiSchema[field.key] = {
      'ui:widget': hidden ? 'hidden' : control.widget,
      ...(disabled ? { 'ui:disabled': true } : {}),
      ...(field.placeholder ? { 'ui:placeholder': field.placeholder } : {}),
      'ui:options': { span: field.span ?? DEFAULT_COL_SPAN, ...(ctx.options ? { options: ctx.options } : {}), ...control.uiOptions?.(ctx), ...field.props },
    };
  }
  const layout = layoutOf(form.fields, access, options.lang);
  uiSchema['ui:order'] = [...walkFormFields(form.fields).map(({ field }) => String(field.key)).filter((k) => k in properties), '*'];
  uiSchema['ui:layout'] = layout;
  return { schema: { type: 'object', properties, required }, uiSchema, layout };
}

function layoutOf(fields: readonly FormField[], access: ReadonlyMap<string, FieldAccessLevel>, lang?: Language): LayoutNode[] {
  return fields.flatMap((field): LayoutNode[] => {
    const definition = controlDefinition(field.type);
    if (definition?.kind === 'value' && !canSee(access, field.key)) return [];
    const node: LayoutNode = { type: field.type, key: field.key, span: field.span ?? (definition?.kind === 'value' ? DEFAULT_COL_SPAN : 24) };
    if (!definition) return [{ ...node, unsupported: true }];
    if (definition.kind === 'value') return [node];
    if (field.title || field.titleEn) node.title = fieldTitle(field, lang);
    if (field.props) node.props = field.props;
    if (field.children) node.children = layoutOf(field.children, access, lang);
    if (field.columns) node.columns = field.columns.map((c) => ({ span: c.span, children: layoutOf(c.children, access, lang) }));
    if (field.panes) node.panes = field.panes.map((p) => ({ key: p.key, title: p.title, children: layoutOf(p.children, access, lang) }));
    return [node];
  });
}
