// Request helpers of the eform routes: the caller's name, paging parameters and JSON Schema snippets.
import type { FastifyRequest } from 'fastify';
import { QUERY_LIMITS } from '@yc/engine';

export const str = (maxLength = 200) => ({ type: 'string', maxLength }) as const;
export const codeParam = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** Query string of list endpoints. */
export const pageQuery = {
  type: 'object',
  properties: {
    pageNo: { type: 'integer', minimum: 1, maximum: QUERY_LIMITS.maxPageNo, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: QUERY_LIMITS.maxPageSize, default: 10 },
    groupCode: codeParam,
    keyword: str(100),
  },
} as const;

export interface PageQuery {
  pageNo: number;
  pageSize: number;
  groupCode?: string;
  keyword?: string;
}

/** Who is writing, as recorded in create_by / update_by columns. */
export const username = (request: FastifyRequest) => request.caller().username;

/** A body that must be a JSON object (its content is validated against the engine's schemas). */
export const objectBody = { type: 'object' } as const;
