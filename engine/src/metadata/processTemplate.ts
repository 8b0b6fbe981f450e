// Process template: a BPMN definition with its status, who may start it, and the platform's settings of its nodes
// (assignees, sign mode, form and field permissions, opinion, due time) keyed by the BPMN id of the node.
import { Type, type Static } from '@sinclair/typebox';
import { ASSIGNEE_TYPES, NODE_FIELD_ACCESS, PROCESS_TEMPLATE_STATUSES, SIGN_MODES, START_PERMISSION_TYPES } from '../vocab/index.ts';
import { Code, Name, OneOf } from './common.ts';

/** One way of finding a node's assignees; `values` names the users, roles, departments, positions or form field. */
export const AssigneeRuleSchema = Type.Object({
  type: OneOf(ASSIGNEE_TYPES),
  values: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 500 })),
});
export type AssigneeRule = Static<typeof AssigneeRuleSchema>;

export const NodeSettingsSchema = Type.Object({
  assignees: Type.Optional(Type.Array(AssigneeRuleSchema, { maxItems: 50, description: 'Who handles the node (all rules together)' })),
  candidateGroups: Type.Optional(Type.Array(Code(), { maxItems: 200, description: 'Roles whose members may claim the task' })),
  signMode: Type.Optional(OneOf(SIGN_MODES, { description: 'single, or-sign (any one), countersign (all)' })),
  sequential: Type.Optional(Type.Boolean({ description: 'Countersign one after another (else in parallel)' })),
  completionRatio: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1, description: 'Countersign: the share of approvals that completes the node' })),
  formCode: Type.Optional(Code('Form shown at the node')),
  fieldAccess: Type.Optional(Type.Record(Type.String(), OneOf(NODE_FIELD_ACCESS), { description: 'Field permissions at the node' })),
  opinionRequired: Type.Optional(Type.Boolean({ description: 'An approval opinion must be written' })),
  dueHours: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 24 * 366, description: 'Due time after the task is created' })),
});
export type NodeSettings = Static<typeof NodeSettingsSchema>;

export const ProcessTemplateSchema = Type.Object(
  {
    group: Type.String({ description: 'Process category' }),
    groupCode: Type.Optional(Code('Owning app group')),
    name: Name(),
    key: Type.String({ pattern: '^[A-Za-z_][\\w.-]*$', maxLength: 100, description: 'BPMN process id' }),
    version: Type.Optional(Type.Integer({ minimum: 0, description: 'Optimistic lock: a write with a stale version is rejected (the published definition version is publishedVersion)' })),
    status: OneOf(PROCESS_TEMPLATE_STATUSES),
    formCode: Type.Optional(Code('Form the process runs on')),
    bpmnXml: Type.String({ minLength: 1, maxLength: 2_000_000 }),
    startPermission: Type.Object({
      type: OneOf(START_PERMISSION_TYPES),
      roleCodes: Type.Optional(Type.Array(Code())),
    }),
    nodes: Type.Optional(Type.Record(Type.String(), NodeSettingsSchema, { description: 'The platform settings of the nodes, by BPMN id' })),
  },
  { title: 'Process template' },
);
export type ProcessTemplate = Static<typeof ProcessTemplateSchema>;
