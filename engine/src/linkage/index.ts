// Linkage between form controls (json-logic, whitelisted operators).
export * from './logic.ts';
export * from './evaluate.ts';
export * from './builder.ts';
