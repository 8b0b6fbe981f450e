// Fill rules (value generators such as serial numbers) and check rules (named value validations).
import { Type, type Static } from '@sinclair/typebox';
import { Code, Name, OWNED } from './common.ts';

export const FillRuleSchema = Type.Object(
  {
    ...OWNED,
    ruleName: Name(),
    ruleCode: Code(),
    ruleClass: Type.String({ minLength: 1, description: 'Registered generator name' }),
    ruleParams: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { title: 'Fill rule' },
);
export type FillRule = Static<typeof FillRuleSchema>;

export const CheckRuleSchema = Type.Object(
  {
    ...OWNED,
    ruleName: Name(),
    ruleCode: Code(),
    digits: Type.Optional(Type.Integer({ minimum: 0, description: 'Number of characters the rule applies to' })),
    pattern: Type.String({ minLength: 1, description: 'Regular expression' }),
    message: Type.String({ minLength: 1 }),
    priority: Type.Optional(Type.Integer()),
  },
  { title: 'Check rule' },
);
export type CheckRule = Static<typeof CheckRuleSchema>;
