// The one error a query plan or a write plan raises: the request named something the metadata does not allow.
import { QUERY_LIMITS } from './limits.ts';

export class QueryRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QueryRejected';
  }
}

export const QUERY_MESSAGES = {
  notQueryable: (colCode: string) => `Column ${colCode} cannot be queried on this page`,
  notSortable: (colCode: string) => `Column ${colCode} cannot be sorted on this page`,
  unknownOperator: (op: string) => `Unknown query operator ${op}`,
  operatorNotAllowed: (op: string, colCode: string) => `Operator ${op} is not allowed for column ${colCode}`,
  badValue: (colCode: string) => `Invalid query value for column ${colCode}`,
  badOrder: (order: string) => `Sort order must be asc or desc, not ${order}`,
  badPage: `Page number and page size must be positive integers, the page size at most ${QUERY_LIMITS.maxPageSize}`,
  tooManyValues: (max: number) => `A query may list at most ${max} values`,
  tooManyConditions: (max: number) => `A query may have at most ${max} conditions`,
  badIdentifier: (name: string) => `Invalid identifier ${name}`,
} as const;
