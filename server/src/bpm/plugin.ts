// The approval processes' routes (/api/bpm/…): process templates, process instances, their tasks and history.
import type { Api, PluginOptions } from '../plugins.ts';
import { instanceRoutes } from './instances.ts';
import { processRoutes } from './processes.ts';
import { taskActionRoutes } from './task-actions.ts';
import { templateRoutes } from './templates.ts';

export async function bpmRoutes(app: Api, options: PluginOptions) {
  await templateRoutes(app);
  await processRoutes(app, options);
  await instanceRoutes(app, options);
  await taskActionRoutes(app);
}
