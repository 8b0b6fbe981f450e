// The controls of a form that hold values, with their titles and options resolved.
import type { Form, FormField, Option } from '../metadata/index.ts';
import { formControls, walkFormFields } from '../rules/formFields.ts';
import type { Language } from '../wire/index.ts';
import { valueControl, type ControlContext, type ValueControl } from './registry.ts';

/** Whether the field's value must be unique in its table (a unionCheck rule). */
export const isUnionChecked = (field: Pick<FormField, 'rules'>) => (field.rules ?? []).some((r) => r.unionCheck);

/** The keys of the fields (at any depth) whose values must be unique in the table: each gets a unique index. */
export function unionCheckKeys(form: Pick<Form, 'fields'>): string[] {
  return walkFormFields(form.fields)
    .map(({ field }) => field as FormField)
    .filter((field) => typeof field.key === 'string' && isUnionChecked(field))
    .map((field) => field.key);
}

/** Dictionary items by dictionary code, as options; undefined when the dictionary is unknown. */
export interface OptionLookup {
  dictOptions?(dictCode: string): Option[] | undefined;
  /** Options of a field from its SQL or HTTP config (options.ts), as loaded for the current values; undefined when not loaded. */
  remoteOptions?(fieldKey: string): Option[] | undefined;
}

export interface ValueField {
  field: FormField;
  control: ValueControl;
  ctx: ControlContext;
}

export const fieldTitle = (field: Pick<FormField, 'key' | 'title' | 'titleEn'>, lang?: Language) =>
  (lang === 'en_US' ? field.titleEn || field.title : field.title) || field.key;

/** Static options win; then the dictionary's items; then the options loaded from the field's SQL or HTTP config. */
export function resolveOptions(field: FormField, lookup: OptionLookup = {}): Option[] | undefined {
  const config = field.showConfig;
  if (config?.options?.length) return config.options;
  const dictCode = config?.dictOption?.dictCode;
  if (dictCode) return lookup.dictOptions?.(dictCode);
  return config?.sqlConfig?.sqlCode || config?.httpConfig?.httpCode ? lookup.remoteOptions?.(field.key) : undefined;
}

/** Codes of the dictionaries a form's controls use (for loading them in one go). */
export function formDictCodes(form: Pick<Form, 'fields'>): string[] {
  const codes = formControls(form).map(({ field }) => field.showConfig?.dictOption?.dictCode);
  return [...new Set(codes.filter((c): c is string => typeof c === 'string' && c !== ''))];
}

/** Every value control of the form, depth first; layout, display and unsupported controls are left out. */
export function valueFields(form: Pick<Form, 'fields'>, lookup?: OptionLookup, lang?: Language): ValueField[] {
  return valueControls(form).map(({ field, control }) => ({ field, control, ctx: { field, title: fieldTitle(field, lang), options: resolveOptions(field, lookup) } }));
}

const controlsByForm = new WeakMap<object, { fields: unknown; controls: readonly Omit<ValueField, 'ctx'>[] }>();

/** The value controls of a form with their control types, memoised per form object like formControls. */
function valueControls(form: Pick<Form, 'fields'>): readonly Omit<ValueField, 'ctx'>[] {
  const hit = controlsByForm.get(form);
  if (hit && hit.fields === form.fields) return hit.controls;
  const controls = formControls(form).flatMap(({ field: draft }) => {
    const field = draft as FormField;
    const control = valueControl(field.type);
    return control ? [{ field, control }] : [];
  });
  controlsByForm.set(form, { fields: form.fields, controls });
  return controls;
}
