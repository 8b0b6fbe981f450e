// Schema validation of metadata values with one cached ajv instance; isomorphic (no node: imports).
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { toIssues, type ValidationIssue } from './errors.ts';
import { METADATA_KINDS, type MetadataKind, type MetadataOf } from './kinds.ts';

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: ValidationIssue[] };

let ajv: Ajv | undefined;
const validators = new Map<MetadataKind, ValidateFunction>();

function validatorFor(kind: MetadataKind): ValidateFunction {
  const cached = validators.get(kind);
  if (cached) return cached;
  const schema: unknown = METADATA_KINDS[kind];
  if (!schema) throw new Error(`Unknown metadata kind: ${String(kind)}`);
  ajv ??= createAjv();
  const validator = ajv.compile(schema as object);
  validators.set(kind, validator);
  return validator;
}

function createAjv(): Ajv {
  const instance = new Ajv({ allErrors: true, verbose: true, allowUnionTypes: true });
  (addFormats as unknown as (a: Ajv) => Ajv)(instance);
  return instance;
}

/** Validates a value against the canonical schema of a metadata kind. */
export function validateMetadata<K extends MetadataKind>(kind: K, value: unknown): ValidationResult<MetadataOf<K>> {
  const validator = validatorFor(kind);
  if (validator(value)) return { ok: true, value: value as MetadataOf<K> };
  return { ok: false, errors: toIssues(validator.errors) };
}

const schemaValidators = new WeakMap<object, ValidateFunction>();

/** Validates a value against any schema of the engine (e.g. a fill rule generator's parameters), with the same ajv. */
export function validateWithSchema(schema: object, value: unknown): ValidationIssue[] {
  let validator = schemaValidators.get(schema);
  if (!validator) {
    ajv ??= createAjv();
    validator = ajv.compile(schema);
    schemaValidators.set(schema, validator);
  }
  return validator(value) ? [] : toIssues(validator.errors);
}
