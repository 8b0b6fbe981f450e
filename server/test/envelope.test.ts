// The error handler: failures become envelopes; a 500 never carries a stack trace or SQL text.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { platformMessage } from '@yc/engine';
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

  it('passes an ApiError through with its status and catalogue message, in the language asked for', async () => {
    const app = await appThrowing(new ApiError(403, platformMessage('accessDenied')));
    expect((await app.inject({ url: '/boom' })).json()).toMatchObject({ code: '403', message: 'access denied' });
    expect((await app.inject({ url: '/boom?lang=zh_CN' })).json()).toMatchObject({ code: '403', message: '拒绝访问' });
  });

  it('shows a text (a designer\'s own message) as it is: no English is looked up', async () => {
    const app = await appThrowing(new ApiError(400, 'access denied'));
    expect((await app.inject({ url: '/boom?lang=zh_CN' })).json()).toMatchObject({ code: '400', message: 'access denied' });
  });

  it('words a refused request body in the language asked for', async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    app.post('/echo', { schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } } }, async () => 'ok');
    const ask = (lang: string) => app.inject({ method: 'POST', url: `/echo?lang=${lang}`, payload: {} });
    expect((await ask('en_US')).json().message).toMatch(/^Invalid request: .*name/);
    expect((await ask('zh_CN')).json().message).toMatch(/^请求参数不正确：.*name/);
  });
});
