// Request helpers of the eform routes: the caller's name and the query of list endpoints.
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { codeParam, optionalExcept, PAGE_QUERY_PROPERTIES, str } from '../wire/requests.ts';

/** Query string of list endpoints. */
export const pageQuery = Type.Object({ ...PAGE_QUERY_PROPERTIES, ...optionalExcept({ groupCode: codeParam, keyword: str(100) }) });

/** Who is writing, as recorded in create_by / update_by columns. */
export const username = (request: FastifyRequest) => request.caller().username;
