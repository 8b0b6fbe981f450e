// Route schemas compile once per process: a second server (a restart, the next test file in the same worker) is given
// the compiled validators and serializers of the first, and only for exactly what they were compiled from.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { keptSerializers, validatorsByPart } from '../src/wire/validators.ts';

const schema = () => ({ type: 'object', properties: { back: { type: 'integer' } }, required: ['back'] });
type Compile = (route: { schema: unknown; method: string; url: string; httpPart?: string; httpStatus?: string }) => (value: unknown) => unknown;
const validators = () => (validatorsByPart as unknown as (ext: unknown, opts: unknown) => Compile)({}, { customOptions: {} });
const serializers = () => (keptSerializers as unknown as (ext: unknown, opts: unknown) => Compile)({}, {});

describe('kept schema compilers', () => {
  it('gives a later server the validator compiled from the same schema, and a new one for another', () => {
    const first = validators()({ schema: schema(), method: 'POST', url: '/a', httpPart: 'body' });
    expect(validators()({ schema: schema(), method: 'POST', url: '/b', httpPart: 'body' })).toBe(first);
    expect(validators()({ schema: { ...schema(), required: [] }, method: 'POST', url: '/a', httpPart: 'body' })).not.toBe(first);
  });

  it('keeps a body validator (no coercion) apart from a query string one (coercion) of the same schema', () => {
    const body = validators()({ schema: schema(), method: 'POST', url: '/a', httpPart: 'body' });
    const query = validators()({ schema: schema(), method: 'POST', url: '/a', httpPart: 'querystring' });
    expect(body({ back: '1' })).toBe(false);
    expect(query({ back: '1' })).toBe(true);
  });

  it('keeps serializers by status as well as schema', () => {
    const ok = serializers()({ schema: schema(), method: 'GET', url: '/a', httpStatus: '200' });
    expect(serializers()({ schema: schema(), method: 'GET', url: '/b', httpStatus: '200' })).toBe(ok);
    expect(serializers()({ schema: schema(), method: 'GET', url: '/a', httpStatus: '400' })).not.toBe(ok);
    expect(ok({ back: 2, secret: 'x' })).toBe('{"back":2}');
  });

  it('serves two servers in one process with the same answers', async () => {
    const answers = [];
    for (let round = 0; round < 2; round++) {
      const app = Fastify({ schemaController: { compilersFactory: { buildValidator: validatorsByPart, buildSerializer: keptSerializers } } });
      app.post('/echo', { schema: { body: schema(), response: { 200: schema() } } }, async (req) => ({ ...(req.body as object), extra: 1 }));
      answers.push([(await app.inject({ method: 'POST', url: '/echo', payload: { back: 3 } })).body, (await app.inject({ method: 'POST', url: '/echo', payload: { back: '3' } })).statusCode]);
      await app.close();
    }
    expect(answers).toEqual([['{"back":3}', 400], ['{"back":3}', 400]]);
  });
});
