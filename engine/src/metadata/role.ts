// Role: a console or front role granting menu items and button permissions.
import { Type, type Static } from '@sinclair/typebox';
import { Code, Name, VERSIONED } from './common.ts';
import { BackFlagSchema } from './menu.ts';

export const RoleSchema = Type.Object(
  {
    ...VERSIONED,
    roleCode: Code(),
    roleName: Name(),
    roleNameEn: Type.Optional(Type.String({ description: 'Name shown in English' })),
    roleOrder: Type.Optional(Type.Number()),
    description: Type.Optional(Type.String()),
    descriptionEn: Type.Optional(Type.String({ description: 'Description shown in English' })),
    back: BackFlagSchema,
    permissions: Type.Array(Type.String({ description: 'MenuItem id' })),
  },
  { title: 'Role' },
);
export type Role = Static<typeof RoleSchema>;
