// RJSF's validator backed by the engine: a form's values are checked by the same validateRecord the server
// runs on save (principle 1), so the browser shows the server's rules and messages before any call.
// ajv only answers RJSF's schema questions (isValid), never the user's errors.
import type { ErrorSchema, RJSFSchema, RJSFValidationError, ValidationData, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { validateRecord, type FieldError, type Form, type ValidateOptions } from '../engine.ts';
import { problemText } from './messages.ts';

type Values = Record<string, unknown>;

const schemaValidator = customizeValidator<Values>();

/** Engine field errors as RJSF's error list and error schema, in the user's language. */
export function toRjsfErrors(errors: readonly FieldError[]): ValidationData<Values> {
  const errorSchema: Record<string, { __errors: string[] }> = {};
  const list: RJSFValidationError[] = errors.map((error) => {
    const { key } = error;
    const text = problemText(error);
    (errorSchema[key] ??= { __errors: [] }).__errors.push(text);
    return { name: 'engine', property: `.${key}`, message: text, stack: `${key}: ${text}` };
  });
  return { errors: list, errorSchema: errorSchema as ErrorSchema<Values> };
}

export function engineValidator(form: Pick<Form, 'fields'>, options: () => ValidateOptions): ValidatorType<Values> {
  return {
    validateFormData: (formData) => toRjsfErrors(validateRecord(form, formData ?? {}, options()).errors),
    isValid: (schema: RJSFSchema, formData: Values | undefined, rootSchema: RJSFSchema) => schemaValidator.isValid(schema, formData, rootSchema),
    rawValidation: (schema, formData) => schemaValidator.rawValidation(schema, formData),
  };
}
