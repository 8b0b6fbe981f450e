// MikroORM entity schemas of the organisation tables (organisations, positions, jobs), the menus' data rules and the
// system log. As in system.ts the tenant column is not mapped: the database fills it and row-level security filters by it.
import { EntitySchema, type OptionalProps } from '@mikro-orm/core';

const id = { type: 'uuid', primary: true } as const;
const version = { type: 'integer', version: true } as const;
const text = (nullable = false) => ({ type: 'text', nullable }) as const;
const order = { type: 'integer', default: 0 } as const;
const createdAt = { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date() } as const;

/** Properties the database fills when an insert leaves them out. */
type Defaulted<K extends string> = { [OptionalProps]?: K };

export interface SysOrg extends Defaulted<'orgOrder' | 'createdAt' | 'version'> {
  id: string; parentId?: string | null; orgCode: string; orgName: string; orgNameAbbr?: string | null;
  orgType: string; orgOrder: number; description?: string | null; leaderId?: string | null; createdAt: Date; version: number;
}
export const SysOrgEntity = new EntitySchema<SysOrg>({
  name: 'SysOrg', tableName: 'sys_org',
  properties: {
    id, parentId: { type: 'uuid', nullable: true }, orgCode: text(), orgName: text(), orgNameAbbr: text(true),
    orgType: text(), orgOrder: order, description: text(true), leaderId: { type: 'uuid', nullable: true }, createdAt, version,
  },
});

export interface SysPosition extends Defaulted<'positionOrder' | 'createdAt' | 'version'> { id: string; positionCode: string; positionName: string; positionOrder: number; createdAt: Date; version: number }
export const SysPositionEntity = new EntitySchema<SysPosition>({
  name: 'SysPosition', tableName: 'sys_position',
  properties: { id, positionCode: text(), positionName: text(), positionOrder: order, createdAt, version },
});

export interface SysJob extends Defaulted<'jobOrder' | 'createdAt' | 'version'> { id: string; jobCode: string; jobName: string; jobOrder: number; createdAt: Date; version: number }
export const SysJobEntity = new EntitySchema<SysJob>({
  name: 'SysJob', tableName: 'sys_job',
  properties: { id, jobCode: text(), jobName: text(), jobOrder: order, createdAt, version },
});

/** A data rule of a menu item: field, operator and value with #{variables}. */
export interface SysDataRule extends Defaulted<'ruleValue' | 'status' | 'createdAt' | 'version'> {
  id: string; permissionId: string; ruleName: string; ruleColumn: string; ruleConditions: string; ruleValue: string;
  status: string; createdAt: Date; version: number;
}
export const SysDataRuleEntity = new EntitySchema<SysDataRule>({
  name: 'SysDataRule', tableName: 'sys_permission_data_rule',
  properties: {
    id, permissionId: { type: 'uuid' }, ruleName: text(), ruleColumn: text(), ruleConditions: text(), ruleValue: { type: 'text', default: '' },
    status: { type: 'string', columnType: 'char(1)', default: '0' }, createdAt, version,
  },
});

export interface SysLog extends Defaulted<'createdAt'> {
  id: string; logType: string; userId?: string | null; username?: string | null; method?: string | null; path?: string | null;
  requestUrl?: string | null; ip?: string | null; status?: number | null; outcome: string; durationMs?: number | null;
  content?: string | null; createdAt: Date;
}
export const SysLogEntity = new EntitySchema<SysLog>({
  name: 'SysLog', tableName: 'sys_log',
  properties: {
    id, logType: text(), userId: { type: 'uuid', nullable: true }, username: text(true), method: text(true), path: text(true),
    requestUrl: text(true), ip: text(true), status: { type: 'integer', nullable: true }, outcome: text(),
    durationMs: { type: 'integer', nullable: true }, content: text(true), createdAt,
  },
});

export type { Defaulted };
export const IDENTITY_ENTITIES = [SysOrgEntity, SysPositionEntity, SysJobEntity, SysDataRuleEntity, SysLogEntity];
