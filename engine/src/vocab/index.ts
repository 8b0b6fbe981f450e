// Vocabularies of the spec (§4, §9), each defined once as an `as const` list with its union type.
export * from './controls.ts';
export * from './query.ts';
export * from './model.ts';
export * from './page.ts';
export * from './report.ts';
export * from './status.ts';
export * from './access.ts';
export * from './patterns.ts';
export * from './constants.ts';
export * from './permissions.ts';
