// Approval processes: BPMN files read as process templates, the platform settings of their nodes, their messages.
export * from './diagram.ts';
export * from './import.ts';
export * from './messages.ts';
export * from './expression.ts';
export * from './analytics.ts';
export * from './condition.ts';
export * from './validate.ts';
export * from './export.ts';
export * from './diff.ts';
export * from './approval.ts';
export * from './condition-language.ts';
export * from './deliver.ts';
export * from './rekey.ts';
