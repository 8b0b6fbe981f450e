// Portal: items placed on the 12-column grid — a report widget, a list page's first rows, the announcements published to
// the viewer, the caller's to-do tasks or shortcuts (menu links) — assigned to roles (the portal a user gets: the first of their roles' portals by priority,
// else the default portal).
import { Type, type Static } from '@sinclair/typebox';
import { PORTAL_GRID_COLUMNS, PORTAL_ITEM_TYPES } from '../vocab/index.ts';
import { Code, Name, OneOf, OWNED } from './common.ts';

/** Rows a list or to-do item shows when it names none, and the most it may ask for. */
export const PORTAL_ITEM_ROWS = 5;
export const PORTAL_ITEM_MAX_ROWS = 50;

export const AnnouncementSchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200 }),
  content: Type.Optional(Type.String({ maxLength: 4000 })),
});

export const PortalItemSchema = Type.Object({
  i: Type.String({ minLength: 1, maxLength: 64, description: 'Item key, unique in the portal' }),
  x: Type.Integer({ minimum: 0, maximum: PORTAL_GRID_COLUMNS - 1 }),
  y: Type.Integer({ minimum: 0 }),
  w: Type.Integer({ minimum: 1, maximum: PORTAL_GRID_COLUMNS }),
  h: Type.Integer({ minimum: 1, maximum: 100 }),
  itemType: Type.Optional(OneOf(PORTAL_ITEM_TYPES, { description: 'widget when absent' })),
  title: Type.Optional(Type.String({ maxLength: 100, description: 'Heading of the item (the widget\'s name when absent)' })),
  widgetCode: Type.Optional(Code('Report widget drawn (widget items)')),
  viewCode: Type.Optional(Code('List page shown (list items)')),
  rows: Type.Optional(Type.Integer({ minimum: 1, maximum: PORTAL_ITEM_MAX_ROWS, description: 'Rows of a list, to-do or announcement item' })),
  announcements: Type.Optional(Type.Array(AnnouncementSchema, {
    maxItems: 50, description: 'Text kept by portals saved before announcements were published: still accepted, no longer shown (the item shows the viewer\'s published announcements)',
  })),
  menuIds: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 50, description: 'Menu items linked (shortcut items)' })),
});
export type PortalItem = Static<typeof PortalItemSchema>;

export const PortalSchema = Type.Object(
  {
    ...OWNED,
    portalName: Name(),
    portalCode: Code(),
    isDefault: Type.Optional(Type.Boolean()),
    roleCodes: Type.Optional(Type.Array(Code(), { maxItems: 200, description: 'Roles whose users get this portal' })),
    priority: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999, description: 'Lower first when a user has several roles\' portals' })),
    allowOverlap: Type.Optional(Type.Boolean({ description: 'Whether items may cover each other' })),
    items: Type.Array(PortalItemSchema, { maxItems: 100 }),
  },
  { title: 'Portal' },
);
export type Portal = Static<typeof PortalSchema>;
