// What Fastify's ajv may coerce (#33 item 6): the server refuses what the API document refuses. A query string, path or
// header value is text on the wire, so there ajv turns it into the type the document declares for it (an integer
// parameter from "10"); a JSON body already carries its types, so there nothing is coerced: `"back": 0` where the
// document says "0"|"1" is refused, not read as "0".
import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type ValidatorFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator'];
type Options = { customOptions?: Record<string, unknown> };
type Route = { schema: unknown; method: string; url: string; httpPart: string };
type Build = (externalSchemas: unknown, options: Options) => (route: Route) => unknown;

/** Fastify's own validator factory (one pool of ajv instances, by options). */
const pool = AjvCompiler() as unknown as Build;

/** Builds each route part's validator: bodies with an ajv that coerces nothing, the other parts with Fastify's ajv. */
export const validatorsByPart = ((externalSchemas: unknown, options: Options) => {
  const textParts = pool(externalSchemas, options);
  const bodies = pool(externalSchemas, { ...options, customOptions: { ...options.customOptions, coerceTypes: false } });
  return (route: Route) => (route.httpPart === 'body' ? bodies(route) : textParts(route));
}) as unknown as ValidatorFactory;
