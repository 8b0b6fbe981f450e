// What the server does to a record's values before the form engine checks them, for the controls that need it: serial
// numbers drawn (serial-numbers.ts), rich text cleaned (rich-text.ts), drawn signatures that must be files of the
// caller's enterprise. One call from the record service on each add and edit.
import { fieldError, fieldsOfType, formMessage, isFileReference, type Form } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import { findFiles } from '../../files/store.ts';
import { invalid } from '../errors.ts';
import { withCleanRichText } from './rich-text.ts';
import { withSerialNumbers } from './serial-numbers.ts';

const one = (value: unknown) => (Array.isArray(value) && value.length === 1 ? value[0] : value);

/** The input as the form engine should check it (a signature naming no stored file is refused here). */
export async function serverControlValues(
  em: EntityManager, form: Pick<Form, 'fields'>, userId: string, input: Record<string, unknown>, before?: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const out = withCleanRichText(form, input);
  const signatures = fieldsOfType(form, 'signature').flatMap((field) => {
    const ref = one(out[field.key]);
    return isFileReference(ref) ? [{ field, ref }] : [];
  });
  if (signatures.length) {
    const found = new Set((await findFiles(em, signatures.map((s) => s.ref))).map((f) => f.path));
    const missing = signatures.filter((s) => !found.has(s.ref));
    if (missing.length) throw invalid(missing.map(({ field }) => fieldError(field.key, formMessage('notSignature', field.title || field.key))));
  }
  return withSerialNumbers(em, form, userId, out, before);
}
