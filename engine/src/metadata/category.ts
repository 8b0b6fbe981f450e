// Category: a node of the enterprise's coded tree (product types, regions, cost centres) that category controls offer.
// An app's categories travel in its bundle, each naming its parent by code (ids are the installation's own).
import { Type, type Static } from '@sinclair/typebox';
import { VERSIONED } from './common.ts';

/** A category code: letters, digits, `_`, `.` and `-` (the category screen's rule). */
export const CATEGORY_CODE_PATTERN = '^[A-Za-z0-9_.-]+$';
const CategoryCode = (description: string) => Type.String({ minLength: 1, maxLength: 64, pattern: CATEGORY_CODE_PATTERN, description });

export const CategorySchema = Type.Object(
  {
    ...VERSIONED,
    code: CategoryCode('Unique code of the category'),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    parentCode: Type.Optional(CategoryCode('Code of the parent category (none: a root)')),
    sortNo: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  },
  { title: 'Category' },
);
export type Category = Static<typeof CategorySchema>;
