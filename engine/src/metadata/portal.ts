// Portal: report widgets placed on the 12-column grid.
import { Type, type Static } from '@sinclair/typebox';
import { PORTAL_GRID_COLUMNS } from '../vocab/index.ts';
import { Code, Name, OWNED } from './common.ts';

export const PortalItemSchema = Type.Object({
  i: Type.String({ description: 'Item key, unique in the portal' }),
  x: Type.Integer({ minimum: 0, maximum: PORTAL_GRID_COLUMNS - 1 }),
  y: Type.Integer({ minimum: 0 }),
  w: Type.Integer({ minimum: 1, maximum: PORTAL_GRID_COLUMNS }),
  h: Type.Integer({ minimum: 1 }),
  widgetCode: Code(),
});
export type PortalItem = Static<typeof PortalItemSchema>;

export const PortalSchema = Type.Object(
  {
    ...OWNED,
    portalName: Name(),
    portalCode: Code(),
    isDefault: Type.Optional(Type.Boolean()),
    items: Type.Array(PortalItemSchema),
  },
  { title: 'Portal' },
);
export type Portal = Static<typeof PortalSchema>;
