// The layout of a layout or drag-layout page (its blocks and the links between them) and a mobile page's card: part of
// a page's canonical schema. What they mean and how they are checked beyond their shape lives in page/layout.ts.
import { Type, type Static } from '@sinclair/typebox';
import { LAYOUT_BLOCK_KINDS } from '../vocab/page.ts';
import { Code, OneOf } from './common.ts';

export const LayoutBlockSchema = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 64, description: 'Unique within the page; links name blocks by it' }),
  kind: OneOf(LAYOUT_BLOCK_KINDS),
  title: Type.Optional(Type.String()),
  viewCode: Type.Optional(Code('Page listed by a list or tree block')),
  formCode: Type.Optional(Code('Form shown by a form block')),
  widgetCode: Type.Optional(Code('Report widget drawn by a widget block')),
  x: Type.Integer({ minimum: 0, description: 'Grid column (layout) or px from the left (dragLayout)' }),
  y: Type.Integer({ minimum: 0, description: 'Grid row (layout) or px from the top (dragLayout)' }),
  w: Type.Integer({ minimum: 1, description: 'Columns spanned (layout) or width in px (dragLayout)' }),
  h: Type.Integer({ minimum: 1, description: 'Rows spanned (layout) or height in px (dragLayout)' }),
});
export type LayoutBlock = Static<typeof LayoutBlockSchema>;

export const LayoutLinkSchema = Type.Object({
  source: Type.String({ description: 'Key of the block whose selection filters' }),
  target: Type.String({ description: 'Key of the block filtered' }),
  field: Type.String({ minLength: 1, description: "Column of the target compared with the selection (a form block: 'id')" }),
  sourceField: Type.Optional(Type.String({ description: "Field of the selected record giving the value ('id' unless set)" })),
});
export type LayoutLink = Static<typeof LayoutLinkSchema>;

export const PageLayoutSchema = Type.Object({
  blocks: Type.Array(LayoutBlockSchema),
  links: Type.Optional(Type.Array(LayoutLinkSchema)),
});
export type PageLayout = Static<typeof PageLayoutSchema>;

/** How a mobile page draws a record as a card (first column as title and second as subtitle unless set). */
export const MobileCardSchema = Type.Object({
  titleField: Type.Optional(Type.String()),
  subtitleField: Type.Optional(Type.String()),
});
export type MobileCard = Static<typeof MobileCardSchema>;
