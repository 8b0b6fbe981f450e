// Positions and jobs: coded catalogues of the organisation (a user holds jobs through selectedJob).
import type { Api, PluginOptions } from '../plugins.ts';
import { catalogueRoutes } from './catalogue.ts';
import { CODE, NAME, ORDER } from './wire.ts';
import { PERMISSIONS } from '@yc/engine';

const USER_FORM = [PERMISSIONS.system.user.list, PERMISSIONS.system.user.add, PERMISSIONS.system.user.edit];

export async function positionAndJobRoutes(app: Api, _options: PluginOptions) {
  catalogueRoutes<'positionCode' | 'positionName' | 'positionOrder'>(app, {
    base: '/api/org/sysPosition', noun: 'position',
    table: { table: 'sys_position', columns: { positionCode: 'position_code', positionName: 'position_name', positionOrder: 'position_order' } },
    codeField: 'positionCode', properties: { positionCode: CODE, positionName: NAME, positionOrder: ORDER },
    required: ['positionCode', 'positionName'], filters: ['positionCode', 'positionName'], orderBy: 't.position_order, t.position_code',
    permissions: {
      list: PERMISSIONS.system.position.list, add: PERMISSIONS.system.position.add, edit: PERMISSIONS.system.position.edit, delete: PERMISSIONS.system.position.delete,
      all: [PERMISSIONS.system.position.list, ...USER_FORM],
    },
  });

  catalogueRoutes<'jobCode' | 'jobName' | 'jobOrder'>(app, {
    base: '/api/org/sysJob', noun: 'job',
    table: { table: 'sys_job', columns: { jobCode: 'job_code', jobName: 'job_name', jobOrder: 'job_order' } },
    codeField: 'jobCode', properties: { jobCode: CODE, jobName: NAME, jobOrder: ORDER },
    required: ['jobCode', 'jobName'], filters: ['jobCode', 'jobName'], orderBy: 't.job_order, t.job_code',
    permissions: {
      list: PERMISSIONS.system.job.list, add: PERMISSIONS.system.job.add, edit: PERMISSIONS.system.job.edit, delete: PERMISSIONS.system.job.delete,
      all: [PERMISSIONS.system.job.list, ...USER_FORM],
    },
  });
}
