// The upload controls (uploadFile, uploadImg): a value is a list of stored files' references, kept in the column as one
// comma-separated text. The engine checks the shape, the count and the kinds a control accepts; whether each file
// exists for the enterprise, and its size, the server checks against its store (filesOfRecord below names them).
import type { Form, FormField } from '../metadata/index.ts';
import type { ControlType } from '../vocab/index.ts';
import { walkFormFields } from '../rules/formFields.ts';
import { limitsOf, type UploadLimits } from './controls/kit/files.ts';
import { controlDefinition, controlTypesOf } from './registry.ts';

export { fileReferences, UPLOAD_TEXTS, uploadMessage, type UploadLimits } from './controls/kit/files.ts';

/** The upload controls: those holding a list of files (uploadFile, uploadImg). */
export const UPLOAD_CONTROL_TYPES: readonly ControlType[] = controlTypesOf('files');
export type UploadControlType = ControlType;

export const isUploadControl = (type: string): type is UploadControlType => (UPLOAD_CONTROL_TYPES as readonly string[]).includes(type);

/** A control's limits: its props over the palette's defaults. */
export const uploadLimits = (field: Pick<FormField, 'type' | 'props'>): UploadLimits => limitsOf(controlDefinition(field.type)!.palette.props, field);

/** The upload fields of a form among checked values, with their references: what the server looks up before a save. */
export function filesOfRecord(form: Pick<Form, 'fields'>, values: Record<string, unknown>): { field: FormField; title: string; references: string[] }[] {
  return walkFormFields(form.fields)
    .map(({ field }) => field as FormField)
    .filter((field) => isUploadControl(field.type) && Array.isArray(values[field.key]) && (values[field.key] as unknown[]).length > 0)
    .map((field) => ({ field, title: field.title || field.key, references: values[field.key] as string[] }));
}
