// ER model: a diagram of table models and the relations between them.
import { Type, type Static } from '@sinclair/typebox';
import { Code, Name, OneOf, OWNED } from './common.ts';

export const ER_RELATION_TYPES = ['oneToOne', 'oneToMany'] as const;

export const ErRelationSchema = Type.Object({
  fromTable: Code('Main table'),
  fromColumn: Type.String(),
  toTable: Code('Sub table'),
  toColumn: Type.String(),
  relationType: OneOf(ER_RELATION_TYPES),
});
export type ErRelation = Static<typeof ErRelationSchema>;

export const ErModelSchema = Type.Object(
  {
    ...OWNED,
    erName: Name(),
    erCode: Code('ER model identifier'),
    erDesc: Type.Optional(Type.String()),
    tables: Type.Array(Type.Object({ tableName: Code(), x: Type.Optional(Type.Number()), y: Type.Optional(Type.Number()) })),
    relations: Type.Optional(Type.Array(ErRelationSchema)),
  },
  { title: 'ER model' },
);
export type ErModel = Static<typeof ErModelSchema>;
