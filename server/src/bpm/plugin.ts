// The approval processes' routes (/api/bpm/…): process templates, process instances, their tasks and history; and the
// scheduled firing of process timers.
import type { Api, PluginOptions } from '../plugin-types.ts';
import { analyticsRoutes } from './analytics.ts';
import { collectionRoutes } from './collection.ts';
import { delegationRoutes } from './delegation.ts';
import { handoverRoutes } from './handover.ts';
import { instanceRoutes } from './instances.ts';
import { processControllerRoutes } from './process-controller.ts';
import { processPageRoutes } from './process-page.ts';
import { processRoutes } from './processes.ts';
import { recordActionRoutes } from './record-actions.ts';
import { taskActionRoutes } from './task-actions.ts';
import { templateDiffRoutes } from './template-diff.ts';
import { templateGroupRoutes } from './template-groups.ts';
import { templateTransferRoutes } from './template-transfer.ts';
import { templateValidateRoutes } from './template-validate.ts';
import { templateRoutes } from './templates.ts';
import { scheduleProcessTimers } from './timers.ts';

export async function bpmRoutes(app: Api, options: PluginOptions) {
  await templateRoutes(app);
  await templateValidateRoutes(app);
  await templateTransferRoutes(app);
  await templateGroupRoutes(app);
  await templateDiffRoutes(app);
  await processRoutes(app, options);
  await instanceRoutes(app, options);
  await taskActionRoutes(app, options);
  await processPageRoutes(app);
  await recordActionRoutes(app);
  await processControllerRoutes(app);
  await collectionRoutes(app);
  await analyticsRoutes(app);
  await delegationRoutes(app);
  await handoverRoutes(app);
  await scheduleProcessTimers(options.jobs, options.db, options.sandbox);
}
