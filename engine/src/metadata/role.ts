// Role: a console or front role granting menu items and button permissions.
import { Type, type Static } from '@sinclair/typebox';
import { Code, Name, VERSIONED } from './common.ts';
import { BackFlagSchema } from './menu.ts';

export const RoleSchema = Type.Object(
  {
    ...VERSIONED,
    roleCode: Code(),
    roleName: Name(),
    roleOrder: Type.Optional(Type.Number()),
    description: Type.Optional(Type.String()),
    back: BackFlagSchema,
    permissions: Type.Array(Type.String({ description: 'MenuItem id' })),
  },
  { title: 'Role' },
);
export type Role = Static<typeof RoleSchema>;
