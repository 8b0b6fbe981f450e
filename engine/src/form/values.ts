// Values between the form (what RJSF edits) and the table (what is stored): lists, switches, numbers.
import type { Form } from '../metadata/index.ts';
import { valueFields, type OptionLookup } from './fields.ts';

/** Form values → column values, for the value controls present in `values`. */
export function toStoredValues(form: Pick<Form, 'fields'>, values: Record<string, unknown>, lookup?: OptionLookup): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { field, control, ctx } of valueFields(form, lookup)) {
    if (!(field.key in values)) continue;
    const value = values[field.key];
    out[field.key] = value === null || value === undefined || !control.toStored ? (value ?? null) : control.toStored(value, ctx);
  }
  return out;
}

/** A stored record → form data for its value controls (other columns are left out). */
export function toFormData(form: Pick<Form, 'fields'>, record: Record<string, unknown>, lookup?: OptionLookup): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { field, control, ctx } of valueFields(form, lookup)) {
    if (!(field.key in record)) continue;
    const value = record[field.key];
    out[field.key] = value === null || value === undefined || !control.fromStored ? value : control.fromStored(value, ctx);
  }
  return out;
}

/** Default values of the form's value controls (for a new record). */
export function defaultValues(form: Pick<Form, 'fields'>): Record<string, unknown> {
  return Object.fromEntries(valueFields(form).flatMap(({ field }) => (field.defaultValue === undefined ? [] : [[field.key, field.defaultValue]])));
}
