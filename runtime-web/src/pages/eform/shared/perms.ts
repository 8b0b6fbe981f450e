// Button permissions of the design screens (the engine's catalogue), each checked again by the server's routes.
import { PERMISSIONS } from '../../../engine.ts';

export const PERMS = {
  group: PERMISSIONS.eform.group,
  dict: PERMISSIONS.system.dict,
  model: PERMISSIONS.eform.model,
  form: PERMISSIONS.eform.form,
  view: PERMISSIONS.eform.view,
} as const;
