// Page (view): list, tree, layout or mobile page over a table model or SQL, with columns, buttons and hooks.
import { Type, type Static } from '@sinclair/typebox';
import {
  ALIGN_TYPES,
  BUTTON_ACTIONS,
  BUTTON_TYPES,
  CONTROL_TYPES,
  DESIGN_STATUSES,
  DIALOG_SIZE_CODES,
  FIXED_POSITIONS,
  FLOW_SCOPES,
  HOOK_LANGS,
  MASKING_TYPES,
  PAGE_TYPES,
  QUERY_OPERATOR_CODES,
} from '../vocab/index.ts';
import { Code, Name, OneOf, OWNED } from './common.ts';
import { MobileCardSchema, PageLayoutSchema } from './page-layout.ts';

export const ViewColumnSchema = Type.Object({
  colCode: Type.String(),
  colName: Type.String(),
  colAlias: Type.Optional(Type.String()),
  alignType: Type.Optional(OneOf(ALIGN_TYPES)),
  colWidth: Type.Optional(Type.Integer({ minimum: 0 })),
  fixed: Type.Optional(OneOf(FIXED_POSITIONS)),
  tuoMin: Type.Optional(OneOf(MASKING_TYPES, { description: 'Masking of the values' })),
  isShow: Type.Optional(Type.Boolean()),
  showType: Type.Optional(OneOf(CONTROL_TYPES)),
  dictCode: Type.Optional(Code('Dictionary translating the values')),
  isQuery: Type.Optional(Type.Boolean()),
  queryOp: Type.Optional(OneOf(QUERY_OPERATOR_CODES)),
  isDefaultQuery: Type.Optional(Type.Boolean({ description: 'Shown in the collapsed query bar; at most one per page' })),
  isImport: Type.Optional(Type.Boolean()),
  importRules: Type.Optional(Type.String({ description: 'Rule pattern preset or check rule code applied to imported values' })),
  isSort: Type.Optional(Type.Boolean()),
  sortNo: Type.Optional(Type.Number()),
});
export type ViewColumn = Static<typeof ViewColumnSchema>;

export const HookSchema = Type.Object({ lang: OneOf(HOOK_LANGS), code: Type.String() });
export type Hook = Static<typeof HookSchema>;

export const ViewButtonSchema = Type.Object({
  buttonName: Name(),
  buttonNameEn: Type.Optional(Type.String()),
  buttonType: OneOf(BUTTON_TYPES),
  buttonStyle: Type.Optional(Type.String({ description: 'primary, default, dashed, link or danger' })),
  buttonIcon: Type.Optional(Type.String()),
  action: OneOf(BUTTON_ACTIONS),
  openType: Type.Optional(OneOf(DIALOG_SIZE_CODES)),
  dialogSize: Type.Optional(OneOf(DIALOG_SIZE_CODES)),
  linkForm: Type.Optional(Code('formCode opened by the button')),
  linkView: Type.Optional(Code('viewCode opened by the button')),
  permission: Type.Optional(Type.String({ description: "Button action code required, e.g. 'order:add'" })),
  isDefault: Type.Optional(Type.Boolean({ description: 'Default buttons cannot be deleted' })),
  script: Type.Optional(HookSchema),
  sortNo: Type.Optional(Type.Number()),
});
export type ViewButton = Static<typeof ViewButtonSchema>;

export const ViewSchema = Type.Object(
  {
    ...OWNED,
    viewName: Name(),
    viewCode: Code(),
    viewType: OneOf(PAGE_TYPES),
    viewStatus: Type.Optional(OneOf(DESIGN_STATUSES)),
    tableName: Type.Optional(Code('Table model listed by the page')),
    sql: Type.Optional(Type.String({ description: 'Page SQL; must return an id field' })),
    sqlCode: Type.Optional(Code('SQL config listed by the page')),
    formCode: Type.Optional(Code('Form used to add, edit and show records')),
    treeConfig: Type.Optional(Type.Object({ parentField: Type.String(), labelField: Type.String() })),
    columns: Type.Array(ViewColumnSchema),
    buttons: Type.Optional(Type.Array(ViewButtonSchema)),
    isPage: Type.Optional(Type.Boolean({ description: 'Paginate' })),
    pageNum: Type.Optional(Type.Integer({ minimum: 1, description: 'Page size' })),
    isLineNum: Type.Optional(Type.Boolean({ description: 'Show line numbers' })),
    flowScope: Type.Optional(OneOf(FLOW_SCOPES)),
    beforeLoad: Type.Optional(HookSchema),
    afterLoad: Type.Optional(HookSchema),
    beforeSave: Type.Optional(HookSchema),
    afterSave: Type.Optional(HookSchema),
    layout: Type.Optional(PageLayoutSchema),
    mobileCard: Type.Optional(MobileCardSchema),
  },
  { title: 'Page (view)' },
);
export type View = Static<typeof ViewSchema>;
