// The form engine: control registry, RJSF schema, record validation, field permissions, values, generation, palette.
import './controls.ts';
import './uploads.ts';
export * from './registry.ts';
export * from './messages.ts';
export * from './fields.ts';
export * from './access.ts';
export * from './validate.ts';
export * from './values.ts';
export * from './rjsf.ts';
export * from './generate.ts';
export * from './update.ts';
export * from './palette.ts';
export * from './templates.ts';
export * from './file-types.ts';
export * from './uploads.ts';
export * from './options.ts';
export * from './format.ts';
