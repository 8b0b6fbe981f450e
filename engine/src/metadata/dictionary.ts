// Dictionary: a coded list of options (platform, public or app category).
import { Type, type Static } from '@sinclair/typebox';
import { DICT_CATEGORIES } from '../vocab/index.ts';
import { Code, Name, OneOf, OWNED } from './common.ts';

export const DictionaryItemSchema = Type.Object({
  itemText: Type.String(),
  itemTextEn: Type.Optional(Type.String()),
  itemValue: Type.String(),
  sortOrder: Type.Number(),
  visibleCheck: Type.Optional(Type.Boolean()),
});
export type DictionaryItem = Static<typeof DictionaryItemSchema>;

export const DictionarySchema = Type.Object(
  {
    ...OWNED,
    dictCode: Code(),
    dictName: Name(),
    category: OneOf(DICT_CATEGORIES),
    description: Type.Optional(Type.String()),
    items: Type.Array(DictionaryItemSchema),
  },
  { title: 'Dictionary' },
);
export type Dictionary = Static<typeof DictionarySchema>;
