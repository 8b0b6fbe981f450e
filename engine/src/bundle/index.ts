// App bundles: the on-disk format (manifest and one file per item), its checks, and the plan of an install or update.
export * from './messages.ts';
export * from './manifest.ts';
export * from './files.ts';
export * from './checks.ts';
export * from './plan.ts';
export * from './catalogue.ts';
export * from './progress.ts';
