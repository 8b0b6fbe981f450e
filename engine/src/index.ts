// Public surface of the engine: metadata model, vocabularies, validators and interpreters. No I/O.
export * from './vocab/index.ts';
export * from './metadata/index.ts';
export * from './rules/index.ts';
export * from './wire/index.ts';
export * from './routes/index.ts';
export * from './permission/index.ts';
export * from './query/index.ts';
export * from './ddl/index.ts';
export * from './masking/index.ts';
export * from './form/index.ts';
export * from './linkage/index.ts';
export * from './script/index.ts';
export * from './logic/index.ts';
export * from './report/index.ts';
export * from './page/layout.ts';
export * from './page/excel.ts';
export * from './page/excel.ts';
