// Template: a named body (code generation or message) that can be enabled or disabled.
import { Type, type Static } from '@sinclair/typebox';
import { Code, Name, OWNED } from './common.ts';

export const TemplateSchema = Type.Object(
  {
    ...OWNED,
    tempName: Name(),
    tempCode: Code(),
    tempType: Type.String({ minLength: 1 }),
    tempStructure: Type.Optional(Type.String({ description: 'Code template layout, e.g. single, mainSubTab, mainTiling' })),
    tempBodyString: Type.String(),
    enabled: Type.Boolean(),
  },
  { title: 'Template' },
);
export type Template = Static<typeof TemplateSchema>;
