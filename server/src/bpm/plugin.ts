// The approval processes' routes (/api/bpm/…): process templates so far.
import type { Api } from '../plugins.ts';
import { templateRoutes } from './templates.ts';

export async function bpmRoutes(app: Api) {
  await templateRoutes(app);
}
