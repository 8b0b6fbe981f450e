// The error handler: failures become envelopes; a 500 never carries a stack trace or SQL text.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiError, installErrorHandling } from '../src/wire/envelope.ts';

async function appThrowing(error: Error) {
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  app.get('/boom', async () => {
    throw error;
  });
  return app;
}

describe('error envelope', () => {
  it('hides the details of an unexpected error', async () => {
    const app = await appThrowing(new Error('select * from sys_user where password_hash = $1 -- relation does not exist'));
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: '500', message: 'An error occurred. Please try again later', result: null });
    expect(res.body).not.toMatch(/select|sys_user|stack|\.ts/);
  });

  it('passes an ApiError through with its status and text, translated on request', async () => {
    const app = await appThrowing(new ApiError(403, 'access denied'));
    expect((await app.inject({ url: '/boom' })).json()).toMatchObject({ code: '403', message: 'access denied' });
    expect((await app.inject({ url: '/boom?lang=zh_CN' })).json()).toMatchObject({ code: '403', message: '拒绝访问' });
  });
});
