// Roles (global ones: console '1' or front '0'): a coded catalogue whose codes carry no Chinese.
import { containsChinese, OneOf, PERMISSIONS, platformMessage } from '@yc/engine';
import type { Api, PluginOptions } from '../plugin-types.ts';
import type { EntityManager } from '../db/database.ts';
import { badRequest, ok, requestLanguage } from '../wire/envelope.ts';
import { catalogueRoutes } from './catalogue.ts';
import { keepingConsoleRole } from './self-guard.ts';
import { checkableField, isTaken } from './unique.ts';
import { SysRoleEntity } from '../db/entities/system.ts';
import { CODE, DESCRIPTION, NAME, NAME_EN, ORDER } from './wire.ts';
import { Type } from '@sinclair/typebox';
import { replies } from '../wire/responses.ts';
import { str, uuid } from '../wire/requests.ts';

export const ROLE_PROPERTIES = {
  roleCode: CODE, roleName: NAME, roleNameEn: NAME_EN, roleOrder: ORDER,
  description: DESCRIPTION, descriptionEn: DESCRIPTION, back: OneOf(['0', '1']),
};

export function checkRoleCodeText(value: unknown): void {
  if (containsChinese(value)) throw badRequest(platformMessage('roleCodeChinese'));
}

/** Refuses a role code with Chinese or one already used (`id`: the role edited). */
export async function checkRoleCode(em: EntityManager, roleCode: string, id?: string): Promise<void> {
  checkRoleCodeText(roleCode);
  if (await isTaken(em, 'sys_role', checkableField('sys_role', 'roleCode')!, roleCode, id)) throw badRequest(platformMessage('codeRepeated'));
}

export async function roleRoutes(app: Api, _options: PluginOptions) {
  catalogueRoutes(app, {
    base: '/api/system/role', noun: 'role', entity: SysRoleEntity, codeField: 'roleCode',
    properties: ROLE_PROPERTIES, required: ['roleCode', 'roleName', 'back'], filters: ['roleCode', 'roleName'],
    orderBy: [{ roleOrder: 'asc' }, { roleCode: 'asc' }],
    // Global roles only: department roles have their own screen.
    rows: { orgId: null },
    permissions: {
      list: PERMISSIONS.system.role.list, add: PERMISSIONS.system.role.add, edit: PERMISSIONS.system.role.edit, delete: PERMISSIONS.system.role.delete,
      all: [PERMISSIONS.system.role.list, PERMISSIONS.system.user.list, PERMISSIONS.system.user.add, PERMISSIONS.system.user.edit],
    },
    validate: (values) => checkRoleCodeText(values.roleCode),
    around: (em, session, change) => keepingConsoleRole(em, session.userId, change),
  });

  app.get('/api/system/role/checkRoleCode', {
    config: { access: { permission: [PERMISSIONS.system.role.add, PERMISSIONS.system.role.edit] } },
    schema: { tags: ['role'], response: replies(Type.Boolean()), summary: 'Whether a role code is valid and free (id: the role edited)', querystring: Type.Object({ roleCode: str(100), id: Type.Optional(uuid) }) },
  }, async (request) => {
    await request.tx((em) => checkRoleCode(em, request.query.roleCode, request.query.id));
    return ok(true, platformMessage('valueAvailable'), requestLanguage(request));
  });
}
