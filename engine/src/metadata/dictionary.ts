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
    dictNameEn: Type.Optional(Type.String({ description: 'Name shown in English' })),
    category: OneOf(DICT_CATEGORIES),
    description: Type.Optional(Type.String()),
    descriptionEn: Type.Optional(Type.String({ description: 'Description shown in English' })),
    items: Type.Array(DictionaryItemSchema),
  },
  { title: 'Dictionary' },
);
export type Dictionary = Static<typeof DictionarySchema>;
