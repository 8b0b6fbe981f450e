// Button permissions of the design screens (seed-metadata menus), each checked again by the server's routes.
const crud = (prefix: string) => ({ list: `${prefix}:list`, add: `${prefix}:add`, edit: `${prefix}:edit`, delete: `${prefix}:delete` }) as const;

export const PERMS = {
  group: { add: 'eform:group:add', edit: 'eform:group:edit', delete: 'eform:group:delete' },
  dict: { add: 'system:dict:add', edit: 'system:dict:edit', delete: 'system:dict:delete' },
  model: { ...crud('eform:model'), sync: 'eform:model:sync', generate: 'eform:model:generate' },
  form: crud('eform:form'),
  view: { ...crud('eform:view'), log: 'eform:view:log' },
} as const;
