// A record's upload fields must refer to files of the caller's enterprise, each within its control's size limit:
// checked in the saving transaction (under the tenant policy, so another enterprise's file does not exist here).
import { fieldError, filesOfRecord, uploadLimits, uploadMessage, type FieldError, type Form } from '@yc/engine';
import type { EntityManager } from '../db/database.ts';
import { findFiles } from './store.ts';

/** The field errors of the record's file references (none when every file exists and fits). */
export async function fileReferenceErrors(em: EntityManager, form: Pick<Form, 'fields'>, values: Record<string, unknown>): Promise<FieldError[]> {
  const fields = filesOfRecord(form, values);
  if (!fields.length) return [];
  const found = new Map((await findFiles(em, fields.flatMap((f) => f.references))).map((f) => [f.path, f]));
  return fields.flatMap(({ field, title, references }) => {
    const limit = uploadLimits(field).maxSizeMb;
    if (references.some((r) => !found.has(r))) return [fieldError(field.key, uploadMessage('missing', { title }))];
    if (references.some((r) => found.get(r)!.size > limit * 1024 * 1024)) return [fieldError(field.key, uploadMessage('tooLarge', { title, n: limit }))];
    return [];
  });
}
