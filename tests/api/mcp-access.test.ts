// Who may use the MCP server (issue #41): a signed-in caller only; an OAuth2 client-credentials token acts as its
// client's service account within its scopes; an administrator switches the server off per enterprise or limits it
// to named clients (system configs mcp-enabled and mcp-clients); each token is rate-limited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oidc from 'openid-client';
import { apiSuite } from '../support/server.ts';
import { connectAgent, textOf } from './mcp-fixtures.ts';

const suite = apiSuite();
let client: { id: string; clientId: string; clientSecret: string };
let bearerToken: string;

beforeAll(async () => {
  const res = await suite.admin.post('/api/system/oauthClient/add', {
    clientName: 'Desk agent', clientSecretType: 'confidential', clientAuthenticationMethods: ['client_secret_post'],
    authorizationGrantTypes: ['client_credentials'], redirectUris: [], scopes: ['system:role:list'],
  });
  expect(res.status, res.body.message).toBe(200);
  client = res.body.result;
  const config = await oidc.discovery(new URL(`${suite.server.url}/oidc`), client.clientId, client.clientSecret,
    oidc.ClientSecretPost(client.clientSecret), { execute: [oidc.allowInsecureRequests] });
  bearerToken = (await oidc.clientCredentialsGrant(config, { scope: 'system:role:list' })).access_token;
});
afterAll(async () => {
  await suite.admin.delete(`/api/system/oauthClient/delete?id=${client?.id}`);
});

/** Sets a system config of the enterprise as its administrator does, at the version read. */
async function setConfig(configCode: string, configValue: string): Promise<void> {
  const list = (await suite.admin.get('/api/system/sysconfig/list')).body.result as { configCode: string; version: number }[];
  const entry = list.find((c) => c.configCode === configCode)!;
  const saved = await suite.admin.put('/api/system/sysconfig/edit', { configCode, configValue, version: entry.version });
  expect(saved.status, saved.body.message).toBe(200);
}

const rpc = (headers: Record<string, string>, body: unknown, method = 'POST') => fetch(`${suite.server.url}/api/mcp`, {
  method, headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
  ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
});
const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };

describe('who may connect', () => {
  it('refuses a caller without a token (401) and answers GET with 405 (stateless)', async () => {
    const anonymous = await rpc({}, ping);
    expect(anonymous.status).toBe(401);
    const get = await rpc({ 'X-Access-Token': suite.admin.token! }, undefined, 'GET');
    expect(get.status).toBe(405);
    const pong = await rpc({ 'X-Access-Token': suite.admin.token! }, ping);
    expect([pong.status, ((await pong.json()) as { result: unknown }).result]).toEqual([200, {}]);
  });

  it('reads a message over 1 MiB only from a caller who may install apps (it can only be a bundle); others get 413 unread', async () => {
    const user = await suite.server.login('user');
    const large = { ...ping, params: { padding: 'x'.repeat(1_100_000) } };
    const refused = await rpc({ 'X-Access-Token': user.token! }, large);
    expect([refused.status, ((await refused.json()) as { message: string }).message])
      .toEqual([413, 'A message this large may only carry an app bundle, which needs the permission to install apps']);
    const mcpOff = await rpc({ 'X-Access-Token': user.token! }, ping, 'GET');
    expect([mcpOff.status, ((await mcpOff.json()) as { message: string }).message]).toEqual([405, 'Method not allowed: the MCP server is stateless (POST only)']);
    const admitted = await rpc({ 'X-Access-Token': suite.admin.token! }, large);
    expect(admitted.status).toBe(200);
    const wrongAccept = await rpc({ 'X-Access-Token': suite.admin.token!, accept: 'text/html' }, ping);
    expect([wrongAccept.status, ((await wrongAccept.json()) as { code: string }).code]).toEqual([406, '406']);
  });

  it('a client-credentials token acts as its service account within its scopes, logged with its client id', async () => {
    const agent = await connectAgent(suite.server.url, { authorization: `Bearer ${bearerToken}` });
    const roles = await agent.ok<any[]>('role_list');
    expect(roles.map((r) => r.roleCode)).toContain('admin');
    const refused = await agent.call('appGroup_add', { groupCode: 'nope', groupName: 'Nope', orderNum: 1 });
    expect(textOf(refused)).toBe('403: access denied');
    expect((await suite.admin.get('/api/eform/manage/appGroup/list')).body.result.map((g: any) => g.groupCode)).not.toContain('nope');
    await suite.server.platform.app.operationLog.flush();
    const logged = await suite.server.sql(`select content, status from sys_log where content like 'MCP tool appGroup_add%'`);
    expect(logged).toEqual([{ content: `MCP tool appGroup_add (client ${client.clientId})`, status: 403 }]);
    await agent.close();
  });
});

describe('the enterprise\'s settings', () => {
  it('limited to named clients: the platform\'s own token is refused, the named client\'s token works', async () => {
    await setConfig('mcp-clients', client.clientId);
    try {
      const own = await rpc({ 'X-Access-Token': suite.admin.token! }, ping);
      expect([own.status, ((await own.json()) as { message: string }).message]).toEqual([403, 'This client may not use the MCP server of this enterprise']);
      expect((await rpc({ authorization: `Bearer ${bearerToken}` }, ping)).status).toBe(200);
    } finally {
      await setConfig('mcp-clients', '*');
    }
    expect((await rpc({ 'X-Access-Token': suite.admin.token! }, ping)).status).toBe(200);
  });

  it('switched off: every token is refused until it is switched on again', async () => {
    await setConfig('mcp-enabled', '0');
    try {
      for (const headers of [{ 'X-Access-Token': suite.admin.token! }, { authorization: `Bearer ${bearerToken}` }] as Record<string, string>[]) {
        const res = await rpc(headers, ping);
        expect([res.status, ((await res.json()) as { message: string }).message]).toEqual([403, 'The MCP server is switched off for this enterprise']);
      }
    } finally {
      await setConfig('mcp-enabled', '1');
    }
    expect((await rpc({ 'X-Access-Token': suite.admin.token! }, ping)).status).toBe(200);
  });
});

describe('rate limit', () => {
  it('refuses a token over its messages per minute (429) while another token goes on', async () => {
    const user = await suite.server.login('user');
    let last = 200;
    for (let i = 0; i < 260 && last !== 429; i++) last = (await rpc({ 'X-Access-Token': user.token! }, ping)).status;
    expect(last).toBe(429);
    expect((await rpc({ 'X-Access-Token': suite.admin.token! }, ping)).status).toBe(200);
  });
});
