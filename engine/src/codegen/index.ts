// Code generation (issue #39): the wizard's input, modules generated from table models by template sets, and the
// three-way merge that keeps hand edits when a module is regenerated.
export * from './input.ts';
export * from './header.ts';
export * from './generate.ts';
export * from './merge.ts';
export * from './samples.ts';
export * from '../wire/codegen-messages.ts';
