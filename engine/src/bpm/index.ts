// Approval processes: BPMN files read as process templates, the platform settings of their nodes, their messages, and
// the approval behaviours' decisions (sign, completion, reject, add-sign, transfer, CC, claim, delegation, handover, batch).
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
export * from './sign.ts';
export * from './completion.ts';
export * from './reject.ts';
export * from './newcomers.ts';
export * from './add-sign.ts';
export * from './transfer.ts';
export * from './claim.ts';
export * from './delegation.ts';
export * from './handover.ts';
export * from './batch.ts';
