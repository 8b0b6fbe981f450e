// SQL and HTTP configs: named data sources that controls, pages and datasets call by code.
import { Type, type Static } from '@sinclair/typebox';
import { HTTP_METHODS, HTTP_PARAMETER_TYPES } from '../vocab/index.ts';
import { Code, KeyValueSchema, Name, OneOf, OWNED, ParameterSchema } from './common.ts';

export const SqlConfigSchema = Type.Object(
  {
    ...OWNED,
    sqlName: Name(),
    sqlCode: Code(),
    sqlQuery: Type.String({ minLength: 1, description: 'Query with named parameters' }),
    dsName: Type.Optional(Type.String({ description: 'A data source key; empty: the platform\'s own database, under the caller\'s enterprise' })),
    writable: Type.Optional(Type.Boolean({ description: 'Marked by an administrator as a write (insert, update or delete); otherwise read-only' })),
    parameters: Type.Optional(Type.Array(ParameterSchema)),
  },
  { title: 'SQL config' },
);
export type SqlConfig = Static<typeof SqlConfigSchema>;

export const HttpConfigSchema = Type.Object(
  {
    ...OWNED,
    httpName: Name(),
    httpCode: Code(),
    httpUrl: Type.String({ minLength: 1 }),
    httpMethod: OneOf(HTTP_METHODS),
    inParameterType: Type.Optional(OneOf(HTTP_PARAMETER_TYPES)),
    httpHeader: Type.Optional(Type.Array(KeyValueSchema)),
    inParameter: Type.Optional(Type.Array(ParameterSchema)),
    resultPath: Type.Optional(Type.String({ description: 'Dot path of the records in the response' })),
    totalPath: Type.Optional(Type.String({ description: 'Dot path of the total number of records (paged lists)' })),
  },
  { title: 'HTTP config' },
);
export type HttpConfig = Static<typeof HttpConfigSchema>;
