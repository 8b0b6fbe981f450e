// Serial numbers (the serialno control): drawn from the field's fill rule by the server when a record is first saved,
// in the saving transaction (the rule's counter row stays locked until it ends, so two saves never get one number and
// a refused save gives its number back). A client's value is never taken: an edit keeps the stored number.
import { fieldsOfType, type Form } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import { drawFillRule } from '../../logic/value-rules.ts';
import { platformTimeZone } from '../../today.ts';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The input with each serial number field set by the server: the stored number (an edit that has one), else a number
 * drawn from the field's rule, else nothing.
 */
export async function withSerialNumbers(
  em: EntityManager, form: Pick<Form, 'fields'>, userId: string, input: Record<string, unknown>, before?: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const fields = fieldsOfType(form, 'serialno');
  if (!fields.length) return input;
  const out = { ...input };
  for (const field of fields) {
    const stored = before?.[field.key];
    const ruleCode = typeof field.props?.ruleCode === 'string' ? field.props.ruleCode : '';
    out[field.key] = !isEmpty(stored) ? stored : ruleCode ? await drawFillRule(em, ruleCode, userId, platformTimeZone()) : null;
  }
  return out;
}
