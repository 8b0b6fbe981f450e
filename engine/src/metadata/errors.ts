// Turns ajv errors into {path, message} issues with readable English messages.
import type { ErrorObject } from 'ajv';

/** One problem found in a metadata value: a JSON pointer into the value and an English message. */
export interface ValidationIssue {
  path: string;
  /** In English; with `code` (and `params`) when the message is in the catalogue, to be shown in any language. */
  message: string;
  code?: string;
  params?: Readonly<Record<string, string | number>>;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'a boolean',
  array: 'an array',
  object: 'an object',
  null: 'null',
};

const typeName = (t: unknown) => (Array.isArray(t) ? t : [t]).map((x) => TYPE_NAMES[String(x)] ?? String(x)).join(' or ');

type Describe = (params: Record<string, unknown>, parentSchema: Record<string, unknown>) => string;

const DESCRIBE: Record<string, Describe> = {
  required: () => 'is required',
  enum: (p) => `must be one of ${(p.allowedValues as unknown[]).join(', ')}`,
  const: (p) => `must be ${JSON.stringify(p.allowedValue)}`,
  type: (p) => `must be ${typeName(p.type)}`,
  minLength: (p) => (p.limit === 1 ? 'must not be empty' : `must have at least ${String(p.limit)} characters`),
  maxLength: (p) => `must have at most ${String(p.limit)} characters`,
  minimum: (p) => `must be at least ${String(p.limit)}`,
  maximum: (p) => `must be at most ${String(p.limit)}`,
  minItems: (p) => `must have at least ${String(p.limit)} item${p.limit === 1 ? '' : 's'}`,
  pattern: (_p, s) => `must match the expected format${typeof s.description === 'string' ? ` (${s.description})` : ''}`,
  format: (p) => `must be a valid ${String(p.format)}`,
  additionalProperties: (p) => `has an unknown property ${String(p.additionalProperty)}`,
};

/** Escapes one JSON pointer segment (RFC 6901). */
export const pointerSegment = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

export function toIssue(error: ErrorObject): ValidationIssue {
  const params = error.params as Record<string, unknown>;
  const path =
    error.keyword === 'required' ? `${error.instancePath}/${pointerSegment(String(params.missingProperty))}` : error.instancePath;
  const describe = DESCRIBE[error.keyword];
  const text = describe ? describe(params, (error.parentSchema ?? {}) as Record<string, unknown>) : (error.message ?? 'is invalid');
  return { path, message: `${path || '(root)'} ${text}` };
}

/** Issues of an ajv run, without repeats; a type error is left out where the allowed values are listed. */
export function toIssues(errors: readonly ErrorObject[] | null | undefined): ValidationIssue[] {
  const all = errors ?? [];
  const listed = new Set(all.filter((e) => e.keyword === 'enum').map((e) => e.instancePath));
  const seen = new Set<string>();
  return all
    .filter((e) => !(e.keyword === 'type' && listed.has(e.instancePath)))
    .map(toIssue)
    .filter((i) => !seen.has(i.message) && Boolean(seen.add(i.message)));
}
