// Query operators of spec §9: a stable code per operator, in spec order, with an English label.
export const QUERY_OPERATORS = [
  { code: 'eq', label: 'equals' },
  { code: 'eqIgnoreCase', label: 'equals ignoring case' },
  { code: 'lt', label: 'less' },
  { code: 'gt', label: 'greater' },
  { code: 'le', label: 'less or equal' },
  { code: 'ge', label: 'greater or equal' },
  { code: 'ne', label: 'not equals' },
  { code: 'like', label: 'like' },
  { code: 'leftLike', label: 'left like' },
  { code: 'rightLike', label: 'right like' },
  { code: 'in', label: 'in' },
  { code: 'notIn', label: 'not in' },
  { code: 'between', label: 'between' },
  { code: 'custom', label: 'custom' },
  { code: 'isNull', label: 'is null' },
  { code: 'notNull', label: 'not null' },
] as const;
export type QueryOperator = (typeof QUERY_OPERATORS)[number]['code'];
export const QUERY_OPERATOR_CODES = QUERY_OPERATORS.map((o) => o.code) as readonly QueryOperator[];

/** Masking (tuoMin) types of spec §9 applied to a page column's values. */
export const MASKING_TYPES = ['none', 'email', 'phonenumber', 'idcard', 'address', 'bankcard', 'ext'] as const;
export type MaskingType = (typeof MASKING_TYPES)[number];
