// Bodies the handler validates with the engine's own schema (metadata documents: the engine's ajv, no coercion, its
// list of issues with their paths): Fastify only checks that the body is a JSON object, and the API document shows the
// engine's schema, so an integrator's client is typed by exactly what the server checks.
import type { TSchema, TUnsafe } from '@sinclair/typebox';
import { Open } from './responses.ts';
import { version } from './requests.ts';

/** Where a body keeps the schema the document shows (a symbol: ajv and the serialiser never see it). */
export const DOCUMENTED_SCHEMA = Symbol('documented schema');

type Schema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

export interface EngineBodyOptions {
  /** An edit: `version`, the version the item was read at, is required. */
  edit?: boolean;
  /** Properties the server fills itself (or defaults), optional on the wire though the schema requires them. */
  optional?: readonly string[];
}

/** The body as Fastify checks it (a JSON object) carrying the engine schema the document shows. */
export function EngineBody(schema: TSchema, options: EngineBodyOptions = {}): TUnsafe<Record<string, unknown>> {
  const engine = schema as unknown as Schema;
  const required = (engine.required ?? []).filter((name) => !options.optional?.includes(name));
  const documented: Schema = {
    ...engine,
    properties: { ...engine.properties, ...(options.edit ? { version } : {}) },
    required: options.edit ? [...new Set([...required, 'version'])] : required,
  };
  return { ...Open, [DOCUMENTED_SCHEMA]: documented } as unknown as TUnsafe<Record<string, unknown>>;
}

/**
 * A record of a table model the enterprise designed (a page's record, sent or answered): its own fields, with `id` and
 * `data_version` (the version an edit names). Documented as the shared `ModelledRecord` component; Fastify checks and
 * serialises it as an open object, the page's form validates it.
 */
export const ModelledRecord = { ...Open, [DOCUMENTED_SCHEMA]: { $ref: '#/components/schemas/ModelledRecord' } } as unknown as TUnsafe<Record<string, unknown>>;

/** The `ModelledRecord` component. */
export const MODELLED_RECORD_COMPONENT = {
  type: 'object',
  description: 'A record of a table model of the enterprise\'s own design: its fields by column code, with id and data_version',
  properties: {
    id: { type: ['string', 'integer'], description: 'The record\'s id (absent on an add)' },
    data_version: { type: ['integer', 'null'], description: 'The version the record was read at; an edit names it' },
  },
  additionalProperties: true,
};

/** A copy of a route's schema as the document shows it: each part that carries a documented schema replaced by it. */
export function documentedSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(documentedSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const documented = (schema as { [DOCUMENTED_SCHEMA]?: unknown })[DOCUMENTED_SCHEMA];
  // A nullable copy (`Nullable(ModelledRecord)`) keeps the symbol: the document says it may be null too.
  if (documented) return [(schema as { type?: unknown }).type].flat().includes('null') ? { anyOf: [documented, { type: 'null' }] } : documented;
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, documentedSchema(value)]));
}
