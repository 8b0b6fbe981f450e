// Form: controls on the 24-column grid (layout controls nest others), with rules and permissions.
import { Type, type Static } from '@sinclair/typebox';
import { CONTROL_TYPES, DESIGN_STATUSES, FORM_GRID_COLUMNS, YES_NO } from '../vocab/index.ts';
import { Code, Name, OneOf, OWNED } from './common.ts';
import { PermissionEntrySchema } from './menu.ts';
import { ShowConfigSchema } from './showConfig.ts';

const Span = Type.Integer({ minimum: 1, maximum: FORM_GRID_COLUMNS, description: 'Columns taken on the 24-column grid' });

export const FieldRuleSchema = Type.Object({
  pattern: Type.Optional(Type.String({ description: 'Rule pattern preset code or a regular expression' })),
  pk: Type.Optional(Type.Boolean()),
  unionCheck: Type.Optional(Type.Boolean({ description: 'Value must be unique in its table' })),
  required: Type.Optional(Type.Boolean()),
  max: Type.Optional(Type.Integer({ minimum: 0 })),
  message: Type.Optional(Type.String({ description: "Error text; an 'm.' prefix marks a translation key" })),
});
export type FieldRule = Static<typeof FieldRuleSchema>;

export const FormFieldSchema = Type.Recursive(
  (Field) =>
    Type.Object({
      type: OneOf(CONTROL_TYPES),
      key: Type.String({ description: 'Control key, unique in the form; binds the table column' }),
      title: Type.Optional(Type.String()),
      titleEn: Type.Optional(Type.String()),
      required: Type.Optional(OneOf(YES_NO)),
      disabled: Type.Optional(OneOf(YES_NO)),
      span: Type.Optional(Span),
      placeholder: Type.Optional(Type.String()),
      defaultValue: Type.Optional(Type.Unknown()),
      showConfig: Type.Optional(ShowConfigSchema),
      rules: Type.Optional(Type.Array(FieldRuleSchema)),
      props: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'Control-specific properties' })),
      children: Type.Optional(Type.Array(Field, { description: 'Controls inside a card, table or affix' })),
      columns: Type.Optional(Type.Array(Type.Object({ span: Span, children: Type.Array(Field) }), { description: 'Columns of a grid' })),
      panes: Type.Optional(
        Type.Array(Type.Object({ key: Type.String(), title: Type.String(), children: Type.Array(Field) }), { description: 'Panes of tabs' }),
      ),
    }),
  { $id: 'FormField' },
);
export type FormField = Static<typeof FormFieldSchema>;

export const FormSchema = Type.Object(
  {
    ...OWNED,
    formName: Name(),
    formCode: Code(),
    formVersion: Type.Optional(Type.Integer({ minimum: 1 })),
    objectName: Type.Optional(Code('Table model the form edits')),
    formStatus: Type.Optional(OneOf(DESIGN_STATUSES)),
    pcUrl: Type.Optional(Type.String()),
    mobileUrl: Type.Optional(Type.String()),
    delClass: Type.Optional(Type.String()),
    serviceName: Type.Optional(Type.String()),
    fields: Type.Array(FormFieldSchema),
    permissionList: Type.Optional(Type.Array(PermissionEntrySchema)),
  },
  { title: 'Form' },
);
export type Form = Static<typeof FormSchema>;
