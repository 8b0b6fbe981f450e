// The metadata editors' model: pure document operations and their history (the editors' screens build on these).
export * from './form/document.ts';
export * from './history.ts';
export * from './form/operations.ts';
export * from './drafts.ts';
