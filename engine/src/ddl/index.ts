// DDL of modelled tables: platform columns, PostgreSQL types, catalog reading, create / sync plans.
export * from './columns.ts';
export * from './types.ts';
export * from './errors.ts';
export * from './defaults.ts';
export * from './plan.ts';
export * from './indexes.ts';
export * from './dialect.ts';
