// State vocabularies of spec §4: processes, announcements, messages, jobs, templates.
export const PROCESS_TEMPLATE_STATUSES = ['design', 'active', 'suspended'] as const;
export type ProcessTemplateStatus = (typeof PROCESS_TEMPLATE_STATUSES)[number];

export const PROCESS_INSTANCE_STATES = ['ACTIVE', 'COMPLETED', 'SUSPENDED'] as const;
export type ProcessInstanceState = (typeof PROCESS_INSTANCE_STATES)[number];

/** How a node's assignees are found: named users, roles, departments or positions, the initiator, the initiator's leader, a form field. */
export const ASSIGNEE_TYPES = ['user', 'role', 'dept', 'position', 'initiator', 'initiatorLeader', 'formField'] as const;
export type AssigneeType = (typeof ASSIGNEE_TYPES)[number];

/** How many of a node's assignees decide: one person (single), any one of them (or-sign), all of them (countersign). */
export const SIGN_MODES = ['single', 'any', 'all'] as const;
export type SignMode = (typeof SIGN_MODES)[number];

/** Where a rejected task goes back to: the initiator (who submits again), the node handled before, or a named earlier node. */
export const REJECT_TARGETS = ['initiator', 'previous', 'node'] as const;
export type RejectTarget = (typeof REJECT_TARGETS)[number];

/** The node id of the task that hands a rejected process back to its initiator to submit again. */
export const INITIATOR_NODE = '$initiator';

/** Where signers added to a task come: before its handler (who decides after them) or after (they decide next). */
export const ADD_SIGN_POSITIONS = ['before', 'after'] as const;
export type AddSignPosition = (typeof ADD_SIGN_POSITIONS)[number];

/** What a task's handler did (the circulation's passType). */
export const TASK_ACTIONS = ['approve', 'reject', 'resubmit', 'transfer', 'addSignAfter', 'read', 'reassign', 'handover', 'withdraw'] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

/** Where a delegation stands: before its period, within it, after it, or cancelled by its delegator or an administrator. */
export const DELEGATION_STATES = ['pending', 'active', 'expired', 'cancelled'] as const;
export type DelegationState = (typeof DELEGATION_STATES)[number];

/** What a handover moves: all the user's open tasks, or the tasks chosen. */
export const HANDOVER_TYPES = ['all', 'task'] as const;
export type HandoverType = (typeof HANDOVER_TYPES)[number];

/** My instances, classified: those I started, those I took part in (handled a task of). */
export const MY_INSTANCE_TYPES = ['start', 'participate'] as const;
export type MyInstanceType = (typeof MY_INSTANCE_TYPES)[number];

/** What the process page offers the caller on a task, by what the task is to them. */
export const PROCESS_PAGE_ACTIONS = {
  handle: ['approve', 'reject', 'addSign', 'transfer', 'cc'],
  resubmit: ['resubmit', 'withdraw'],
  read: ['read'],
  none: [],
} as const;
export type ProcessPageAction = (typeof PROCESS_PAGE_ACTIONS)[keyof typeof PROCESS_PAGE_ACTIONS][number];

/** What a node's form lets its handler do with a field. */
export const NODE_FIELD_ACCESS = ['edit', 'read', 'hidden'] as const;
export type NodeFieldAccess = (typeof NODE_FIELD_ACCESS)[number];

/** Who may start a process: every role or the listed roles. */
export const START_PERMISSION_TYPES = ['all', 'roles'] as const;
export type StartPermissionType = (typeof START_PERMISSION_TYPES)[number];

export const ANNOUNCEMENT_STATUSES = ['unpublished', 'published', 'revoked'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

export const MESSAGE_SEND_STATUSES = ['notSent', 'sent', 'failed'] as const;
export type MessageSendStatus = (typeof MESSAGE_SEND_STATUSES)[number];

export const JOB_STATUSES = ['running', 'stopped'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Code-generation templates: each layout exists with or without a process. */
export const CODE_TEMPLATES = [
  { code: 'single', label: 'single table' },
  { code: 'mainSubTab', label: 'main-sub tab tiling' },
  { code: 'mainTiling', label: 'main tiling' },
] as const;
export type CodeTemplate = (typeof CODE_TEMPLATES)[number]['code'];
