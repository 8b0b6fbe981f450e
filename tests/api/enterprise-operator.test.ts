// The platform operator (issue #34 item 5): only an account of the default enterprise named in PLATFORM_OPERATORS lists
// the enterprises with their user counts and storage, freezes one (its users cannot sign in, their sessions end, its
// data stays), unfreezes it, and deletes a frozen one after typing its code (its rows, schema and files go). The
// default enterprise cannot be frozen or deleted.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpCustomer } from './eform-fixtures.ts';
import { ENTERPRISE_PASSWORD, registerEnterprise } from '../support/enterprises.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';

const suite = apiSuite({ env: { ENTERPRISE_REGISTRATION: 'open', PLATFORM_OPERATORS: 'admin' } });
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fake image body')]);
let river: ApiClient;

const enterprises = async () => (await suite.admin.get('/api/saas/enterprise/list')).body.result as
  { id: number; code: string; status: number; userCount: number; tableBytes: number; fileBytes: number; isDefault: boolean }[];
interface MenuTree { path: string; children?: MenuTree[] }
const idOf = async (code: string) => (await enterprises()).find((e) => e.code === code)!.id;
const freeze = (client: ApiClient, id: number, action = 'freeze') => client.put(`/api/saas/enterprise/${action}`, { id });

async function upload(client: ApiClient): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'river.png');
  const res = await fetch(`${client.baseUrl}/api/system/common/upload`, { method: 'POST', body: form, headers: { 'X-Access-Token': client.token! } });
  return ((await res.json()) as { result: { path: string }[] }).result[0]!.path;
}

beforeAll(async () => {
  river = await registerEnterprise(suite.server, 'river');
});

describe('the platform operator', () => {
  it('is the only one who lists, freezes or deletes enterprises', async () => {
    const id = await idOf('river');
    for (const client of [river, await suite.server.login('user')]) {
      expect((await client.get('/api/saas/enterprise/list')).status).toBe(403);
      expect((await freeze(client, id)).status).toBe(403);
      expect((await client.call('DELETE', '/api/saas/enterprise/delete', { id, confirmCode: 'river' })).status).toBe(403);
    }
    expect((await suite.server.anonymous().get('/api/saas/enterprise/list')).status).toBe(401);
  });

  it('lists every enterprise with its user count and storage', async () => {
    await upload(river);
    // A registered client's service account is not one of the enterprise's users.
    const client = await river.post('/api/system/oauthClient/add', {
      clientName: 'Reports', clientSecretType: 'confidential', clientAuthenticationMethods: ['client_secret_basic'],
      authorizationGrantTypes: ['client_credentials'], redirectUris: [], scopes: ['system:role:list'],
    });
    expect(client.status, client.body.message).toBe(200);
    const listed = await enterprises();
    expect(listed.map((e) => e.code)).toEqual(expect.arrayContaining(['default', 'river']));
    const row = listed.find((e) => e.code === 'river')!;
    expect(row).toMatchObject({ status: 1, userCount: 1 });
    expect(row.fileBytes).toBe(PNG.length);
    expect(listed.find((e) => e.code === 'default')!.userCount).toBeGreaterThanOrEqual(2);
  });

  it('freezes an enterprise: its sessions end and its users cannot sign in; unfreezing lets them in again', async () => {
    const id = await idOf('river');
    expect((await freeze(suite.admin, id)).status).toBe(200);
    expect((await river.get('/api/user/info')).status).toBe(401);
    const refused = await suite.server.anonymous().post('/api/system/login', { username: 'river_admin', password: ENTERPRISE_PASSWORD });
    expect(refused.body.message).toBe('The enterprise is frozen');
    expect(await suite.server.sql(`select 1 from sys_user where username = 'river_admin'`)).toHaveLength(1);
    expect((await freeze(suite.admin, id, 'unfreeze')).status).toBe(200);
    river = await suite.server.login('river_admin', ENTERPRISE_PASSWORD);
  });

  it('sees System › Enterprises in the menu, which no one else is given', async () => {
    const screens = async (client: ApiClient) => {
      const { menu } = (await client.get('/api/system/permission/getUserPermissionByToken')).body.result as { menu: MenuTree[] };
      const paths = (nodes: MenuTree[]): string[] => nodes.flatMap((n) => [n.path, ...paths(n.children ?? [])]);
      return paths(menu);
    };
    expect(await screens(suite.admin)).toContain('/system/enterprise');
    expect(await screens(river)).not.toContain('/system/enterprise');
    expect(await screens(await suite.server.login('user'))).not.toContain('/system/enterprise');
    expect((await enterprises()).filter((e) => e.isDefault).map((e) => e.code)).toEqual(['default']);
  });

  it('cannot freeze or delete the default enterprise', async () => {
    const id = await idOf('default');
    expect((await freeze(suite.admin, id)).body.message).toBe('The default enterprise and the operator\'s own enterprise cannot be frozen');
    expect((await suite.admin.call('DELETE', '/api/saas/enterprise/delete', { id, confirmCode: 'default' })).body.message)
      .toBe('The default enterprise and the operator\'s own enterprise cannot be frozen');
    expect((await freeze(suite.admin, 999_999)).body.message).toBe('The enterprise does not exist');
  });

  it('deletes only a frozen enterprise whose code was typed: its rows, schema and files go', async () => {
    const doomed = await registerEnterprise(suite.server, 'doomed');
    await setUpCustomer(doomed);
    const file = await upload(doomed);
    const id = await idOf('doomed');
    const stored = path.join(suite.server.config.files.dir, `t${id}`, file);
    expect(fs.existsSync(stored)).toBe(true);
    // The system log of its calls is written in the background: written before the enterprise goes.
    await expect.poll(async () => (await suite.server.sql(`select 1 from sys_log where username = 'doomed_admin' and path = '/api/system/common/upload'`)).length, { timeout: 10_000 }).toBe(1);
    const remove = (confirmCode: string) => suite.admin.call('DELETE', '/api/saas/enterprise/delete', { id, confirmCode });
    expect((await remove('doomed')).body.message).toBe('Only a frozen enterprise can be deleted');
    await freeze(suite.admin, id);
    expect((await remove('river')).body.message).toBe('Type the enterprise code to confirm the deletion');
    expect(await suite.server.sql(`select 1 from sys_tenant where id = $1`, [id])).toHaveLength(1);
    expect((await remove('doomed')).status).toBe(200);
    expect(await suite.server.sql(`select 1 from sys_tenant where id = $1`, [id])).toHaveLength(0);
    expect(await suite.server.sql(`select 1 from sys_user where tenant_id = $1`, [id])).toHaveLength(0);
    expect(await suite.server.sql(`select 1 from pg_namespace where nspname = $1`, [`yc_t${id}`])).toHaveLength(0);
    expect(fs.existsSync(stored)).toBe(false);
    // The other enterprise is untouched.
    expect((await river.get('/api/user/info')).status).toBe(200);
  });
});
