// Template: a named body (a form or page document a design starts from, or a code-generation body), enabled or disabled.
import { Type, type Static } from '@sinclair/typebox';
import { TEMPLATE_TYPES } from '../vocab/index.ts';
import { Code, Name, OneOf, OWNED } from './common.ts';

export const TemplateSchema = Type.Object(
  {
    ...OWNED,
    tempName: Name(),
    tempCode: Code(),
    tempType: OneOf(TEMPLATE_TYPES, { description: 'form and page: the body is a form or page document (JSON) a design starts from' }),
    tempStructure: Type.Optional(Type.String({ description: 'Code template layout, e.g. single, mainSubTab, mainTiling' })),
    tempBodyString: Type.String(),
    enabled: Type.Boolean(),
  },
  { title: 'Template' },
);
export type Template = Static<typeof TemplateSchema>;
