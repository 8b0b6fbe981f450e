// How route schemas become validators and serializers.
//
// What Fastify's ajv may coerce (#33 item 6): the server refuses what the API document refuses. A query string, path or
// header value is text on the wire, so there ajv turns it into the type the document declares for it (an integer
// parameter from "10"); a JSON body already carries its types, so there nothing is coerced: `"back": 0` where the
// document says "0"|"1" is refused, not read as "0".
//
// Compiling ~450 routes' schemas is most of a server's start (about 1.5 s of CPU). Fastify hands the compilers copies of
// the route schemas, so neither ajv's cache (by object) nor anything else keeps a compiled function from one server to
// the next; here each is kept by what it was compiled from (the schema's text, the part or status, the shared schemas
// and options), and a second server in the same process (a restart, a test file after another) compiles nothing again.
// A compiled function depends on nothing else, so a kept one is the same one compiling would give.
import { createHash } from 'node:crypto';
import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Factories = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type Options = { customOptions?: Record<string, unknown> };
type Route = { schema: unknown; method: string; url: string; httpPart?: string; httpStatus?: string; contentType?: string };
type Build = (externalSchemas: unknown, options: Options) => (route: Route) => unknown;

/** The text a compiled function is kept by (its digest: response schemas run to kilobytes). */
const keyOf = (...parts: unknown[]) => createHash('sha1').update(JSON.stringify(parts)).digest('base64');

type Compiled = ((...args: unknown[]) => unknown) & { errors?: unknown };

/**
 * A function compiled on its first call (#40 item 2): most routes are never called in a server's life, and the
 * compiled validators and serializers of all of them held ~15 MB of the idle server's heap. The compiled function
 * answers every call, its `errors` (ajv's, which Fastify reads after a failed validation) included.
 */
function compiledOnFirstCall(compile: () => unknown): Compiled {
  let compiled: Compiled | undefined;
  const call = function (this: unknown, ...args: unknown[]) {
    compiled ??= compile() as Compiled;
    return compiled.apply(this, args);
  };
  Object.defineProperty(call, 'errors', { get: () => compiled?.errors, set: (errors: unknown) => { if (compiled) compiled.errors = errors; } });
  return call;
}

/** A factory of compilers whose compiled functions are kept by what they were compiled from. */
function keeping(build: Build, routeKey: (route: Route) => unknown[]): Build {
  const kept = new Map<string, unknown>();
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    const shared = keyOf(externalSchemas, options);
    return (route) => {
      const key = keyOf(shared, ...routeKey(route), route.schema);
      if (!kept.has(key)) kept.set(key, compiledOnFirstCall(() => compile(route)));
      return kept.get(key);
    };
  };
}

/** Fastify's own validator factory (one pool of ajv instances, by options). */
const pool = AjvCompiler() as unknown as Build;

/** Builds each route part's validator: bodies with an ajv that coerces nothing, the other parts with Fastify's ajv. */
export const validatorsByPart = keeping((externalSchemas, options) => {
  const textParts = pool(externalSchemas, options);
  const bodies = pool(externalSchemas, { ...options, customOptions: { ...options.customOptions, coerceTypes: false } });
  return (route: Route) => (route.httpPart === 'body' ? bodies(route) : textParts(route));
}, (route) => [route.httpPart]) as unknown as Factories['buildValidator'];

/** Fastify's own serializers (fast-json-stringify), each compiled once per process. */
export const keptSerializers = keeping(SerializerSelector() as unknown as Build, (route) => [route.httpStatus, route.contentType]) as unknown as Factories['buildSerializer'];
