// Data source and behaviour of a control (showConfig of form fields and table columns), linkage included.
import { Type, type Static } from '@sinclair/typebox';
import { LINKAGE_ACTIONS } from '../vocab/index.ts';
import { Code, OneOf, Scalar } from './common.ts';

export const OptionSchema = Type.Object({ label: Type.String(), labelEn: Type.Optional(Type.String()), value: Scalar });
export type Option = Static<typeof OptionSchema>;

export const SqlParameterConfigSchema = Type.Object({
  parameterKey: Type.String({ description: 'Parameter of the SQL config' }),
  outKey: Type.Optional(Type.String({ description: 'Form field whose value feeds the parameter' })),
  defaultValue: Type.Optional(Type.String()),
});
export type SqlParameterConfig = Static<typeof SqlParameterConfigSchema>;

export const LinkageRuleSchema = Type.Object({
  when: Type.Unknown({ description: 'json-logic condition over the form values' }),
  actions: Type.Array(
    Type.Object({
      action: OneOf(LINKAGE_ACTIONS),
      target: Type.String({ description: 'Key of the control acted upon' }),
      value: Type.Optional(Type.Unknown({ description: 'Value for setValue (json-logic allowed)' })),
    }),
    { minItems: 1 },
  ),
});
export type LinkageRule = Static<typeof LinkageRuleSchema>;

export const ShowConfigSchema = Type.Object({
  options: Type.Optional(Type.Array(OptionSchema)),
  dictOption: Type.Optional(Type.Object({ dictCode: Code('Dictionary whose items are the options') })),
  sqlConfig: Type.Optional(
    Type.Object({
      sqlCode: Code('SQL config supplying the options'),
      sqlParameterConfig: Type.Optional(Type.Array(SqlParameterConfigSchema)),
      searchKey: Type.Optional(Type.String({ maxLength: 64, description: 'Parameter receiving the text typed in the control: the options are searched on the server, the first matches only' })),
      valueKey: Type.Optional(Type.String({ maxLength: 64, description: 'Parameter receiving the stored value (several comma-separated): finds its label and checks it at save' })),
    }),
  ),
  httpConfig: Type.Optional(
    Type.Object({ httpCode: Code('HTTP config supplying the options'), httpParameterConfig: Type.Optional(Type.Array(SqlParameterConfigSchema)) }),
  ),
  linkage: Type.Optional(Type.Array(LinkageRuleSchema)),
  formatExpr: Type.Optional(Type.String({ description: 'Display format with {key} and {value} placeholders' })),
});
export type ShowConfig = Static<typeof ShowConfigSchema>;
