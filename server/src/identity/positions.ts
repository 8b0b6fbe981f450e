// Positions and jobs: coded catalogues of the organisation (a user holds jobs through selectedJob).
import type { Api, PluginOptions } from '../plugin-types.ts';
import { catalogueRoutes } from './catalogue.ts';
import { CODE, NAME, ORDER } from './wire.ts';
import { PERMISSIONS } from '@yc/engine';
import { SysJobEntity, SysPositionEntity } from '../db/entities/identity.ts';

const USER_FORM = [PERMISSIONS.system.user.list, PERMISSIONS.system.user.add, PERMISSIONS.system.user.edit];

export async function positionAndJobRoutes(app: Api, _options: PluginOptions) {
  catalogueRoutes(app, {
    base: '/api/org/sysPosition', noun: 'position', entity: SysPositionEntity,
    codeField: 'positionCode', properties: { positionCode: CODE, positionName: NAME, positionOrder: ORDER },
    required: ['positionCode', 'positionName'], filters: ['positionCode', 'positionName'], orderBy: [{ positionOrder: 'asc' }, { positionCode: 'asc' }],
    permissions: {
      list: PERMISSIONS.system.position.list, add: PERMISSIONS.system.position.add, edit: PERMISSIONS.system.position.edit, delete: PERMISSIONS.system.position.delete,
      all: [PERMISSIONS.system.position.list, ...USER_FORM],
    },
  });

  catalogueRoutes(app, {
    base: '/api/org/sysJob', noun: 'job', entity: SysJobEntity,
    codeField: 'jobCode', properties: { jobCode: CODE, jobName: NAME, jobOrder: ORDER },
    required: ['jobCode', 'jobName'], filters: ['jobCode', 'jobName'], orderBy: [{ jobOrder: 'asc' }, { jobCode: 'asc' }],
    permissions: {
      list: PERMISSIONS.system.job.list, add: PERMISSIONS.system.job.add, edit: PERMISSIONS.system.job.edit, delete: PERMISSIONS.system.job.delete,
      all: [PERMISSIONS.system.job.list, ...USER_FORM],
    },
  });
}
