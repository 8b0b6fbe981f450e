// MikroORM entity schemas of the approval process tables (the tenant column is filled by the database, as elsewhere).
import { EntitySchema } from '@mikro-orm/core';
import type { AddSignPosition, NodeSettings, ProcessTemplateStatus, TaskAction } from '@yc/engine';
import type { Defaulted } from './identity.ts';

type StartPermission = { type: 'all' | 'roles'; roleCodes?: string[] };
const timestamp = { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date() } as const;

export interface BpmTemplate extends Defaulted<'status' | 'nodes' | 'createdAt' | 'updatedAt' | 'version'> {
  id: string; templateKey: string; name: string; groupName: string; groupCode?: string | null;
  status: ProcessTemplateStatus; formCode?: string | null; bpmnXml: string; startPermission: StartPermission;
  nodes: Record<string, NodeSettings>; publishedVersion?: number | null;
  createdBy?: string | null; createdAt: Date; updatedBy?: string | null; updatedAt: Date; version: number;
}
export const BpmTemplateEntity = new EntitySchema<BpmTemplate>({
  name: 'BpmTemplate', tableName: 'bpm_template',
  properties: {
    id: { type: 'uuid', primary: true }, templateKey: { type: 'text' }, name: { type: 'text' }, groupName: { type: 'text' },
    groupCode: { type: 'text', nullable: true }, status: { type: 'text', default: 'design' }, formCode: { type: 'text', nullable: true },
    bpmnXml: { type: 'text', lazy: true }, startPermission: { type: 'json' }, nodes: { type: 'json', default: '{}' },
    publishedVersion: { type: 'integer', nullable: true },
    createdBy: { type: 'text', nullable: true }, createdAt: timestamp, updatedBy: { type: 'text', nullable: true },
    updatedAt: { ...timestamp, onUpdate: () => new Date() }, version: { type: 'integer', version: true },
  },
});

export interface BpmTemplateVersion extends Defaulted<'publishedAt'> {
  templateKey: string; definitionVersion: number; name: string; formCode?: string | null; bpmnXml: string;
  startPermission: StartPermission; nodes: Record<string, NodeSettings>; publishedBy?: string | null; publishedAt: Date;
}
export const BpmTemplateVersionEntity = new EntitySchema<BpmTemplateVersion>({
  name: 'BpmTemplateVersion', tableName: 'bpm_template_version',
  properties: {
    templateKey: { type: 'text', primary: true }, definitionVersion: { type: 'integer', primary: true }, name: { type: 'text' },
    formCode: { type: 'text', nullable: true }, bpmnXml: { type: 'text', lazy: true }, startPermission: { type: 'json' }, nodes: { type: 'json' },
    publishedBy: { type: 'text', nullable: true }, publishedAt: timestamp,
  },
});

export interface BpmInstance extends Defaulted<'startTime' | 'version'> {
  id: string; templateKey: string; definitionVersion: number; businessTitle: string; state: 'ACTIVE' | 'COMPLETED' | 'SUSPENDED';
  startUserId: string; startTime: Date; endTime?: Date | null; engineState?: unknown; variables?: Record<string, unknown>; version: number;
  parentId?: string | null; parentNodeId?: string | null;
}
export const BpmInstanceEntity = new EntitySchema<BpmInstance>({
  name: 'BpmInstance', tableName: 'bpm_instance',
  properties: {
    id: { type: 'uuid', primary: true }, templateKey: { type: 'text' }, definitionVersion: { type: 'integer' }, businessTitle: { type: 'text' },
    state: { type: 'text' }, startUserId: { type: 'uuid' }, startTime: timestamp, endTime: { type: 'Date', columnType: 'timestamptz', nullable: true },
    engineState: { type: 'json', nullable: true, lazy: true }, variables: { type: 'json', nullable: true }, version: { type: 'integer', version: true },
    parentId: { type: 'uuid', nullable: true }, parentNodeId: { type: 'text', nullable: true },
  },
});

export interface BpmTask extends Defaulted<'taskType' | 'status' | 'createdAt'> {
  id: string; instanceId: string; nodeId: string; nodeName?: string | null; taskType: 'todo' | 'toRead';
  assigneeId?: string | null; status: 'open' | 'waiting' | 'done' | 'cancelled'; action?: TaskAction | null; opinion?: string | null;
  createdAt: Date; completedAt?: Date | null; dueAt?: Date | null; parentId?: string | null; addSign?: AddSignPosition | null;
  /** The delegator whose task this is, and the delegation that gave it to its assignee. */
  delegatedFrom?: string | null; delegationId?: string | null;
}
export const BpmTaskEntity = new EntitySchema<BpmTask>({
  name: 'BpmTask', tableName: 'bpm_task',
  properties: {
    id: { type: 'uuid', primary: true }, instanceId: { type: 'uuid' }, nodeId: { type: 'text' }, nodeName: { type: 'text', nullable: true },
    taskType: { type: 'text', default: 'todo' }, assigneeId: { type: 'uuid', nullable: true }, status: { type: 'text', default: 'open' },
    action: { type: 'text', nullable: true }, opinion: { type: 'text', nullable: true }, createdAt: timestamp,
    completedAt: { type: 'Date', columnType: 'timestamptz', nullable: true }, dueAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    parentId: { type: 'uuid', nullable: true }, addSign: { type: 'text', nullable: true },
    delegatedFrom: { type: 'uuid', nullable: true }, delegationId: { type: 'uuid', nullable: true },
  },
});

export interface BpmTemplateGroup extends Defaulted<'orderNo' | 'createdAt' | 'updatedAt' | 'version'> {
  id: string; name: string; code: string; orderNo: number;
  createdBy?: string | null; createdAt: Date; updatedBy?: string | null; updatedAt: Date; version: number;
}
/** A process group of the templates page; templates name it by its name (their `group`). */
export const BpmTemplateGroupEntity = new EntitySchema<BpmTemplateGroup>({
  name: 'BpmTemplateGroup', tableName: 'bpm_template_group',
  properties: {
    id: { type: 'uuid', primary: true }, name: { type: 'text' }, code: { type: 'text' }, orderNo: { type: 'integer', default: 0 },
    createdBy: { type: 'text', nullable: true }, createdAt: timestamp, updatedBy: { type: 'text', nullable: true },
    updatedAt: { ...timestamp, onUpdate: () => new Date() }, version: { type: 'integer', version: true },
  },
});

export const BPM_ENTITIES = [BpmTemplateEntity, BpmTemplateVersionEntity, BpmInstanceEntity, BpmTaskEntity, BpmTemplateGroupEntity];
