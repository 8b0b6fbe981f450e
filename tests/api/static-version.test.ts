// The version of the session's static answers (#42 item 8): the console keeps the permission list, settings, locales
// and portal for the session and asks GET /api/system/session/staticVersion at each page load. Given a signed-in user,
// When nothing changes, Then the version holds (whoever asks, and across logins and logouts); When a grant, a piece of
// metadata or a system setting changes, Then it moves on the very next ask; and without a session nothing is answered.
import { describe, expect, it } from 'vitest';
import { createRole, createUser, STRONG_PASSWORD } from '../support/identity.ts';
import { ApiClient, apiSuite } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const PATH = '/api/system/session/staticVersion';
const suite = apiSuite();

const version = async (client: ApiClient): Promise<string> => {
  const res = await client.get<{ version: string }>(PATH);
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.version;
};
/** Every change committed so far has reached the server's caches (and its version). */
const fenced = () => suite.server.platform.db.changes.fence();

describe('the static answers\' version', () => {
  it('is answered to a session only', async () => {
    expect((await new ApiClient(suite.server.url).get(PATH)).status).toBe(401);
    expect((await new ApiClient(suite.server.url, 'not-a-token').get(PATH)).status).toBe(401);
  });

  it('holds while nothing static changes: other users, logins and logouts leave it', async () => {
    const user = await createUser(suite.admin);
    const client = await suite.server.login(user.username, STRONG_PASSWORD);
    await fenced();
    const before = await version(client);
    expect(await version(suite.admin)).toBe(before);
    const second = await suite.server.login(user.username, STRONG_PASSWORD);
    expect((await second.post('/api/system/logout')).status).toBe(200);
    await fenced();
    expect(await version(client)).toBe(before);
  });

  it('moves when a grant changes, when metadata changes and when a system setting changes', async () => {
    const user = await createUser(suite.admin);
    const client = await suite.server.login(user.username, STRONG_PASSWORD);
    await fenced();
    const first = await version(client);
    await createRole(suite.admin, ['index-portal'], { back: '0' });
    await fenced();
    const second = await version(client);
    expect(second).not.toBe(first);
    expectOk(await suite.admin.post('/api/eform/manage/portal/add', { portalName: 'Versioned', portalCode: 'versioned_home', roleCodes: [], items: [] }));
    await fenced();
    const third = await version(client);
    expect(third).not.toBe(second);
    expectOk(await suite.admin.put('/api/eform/manage/portal/settings', { portalType: 2, defaultPortal: null }));
    await fenced();
    const fourth = await version(client);
    expect(fourth).not.toBe(third);
    // A setting written beside the API (an operator's statement, a migration): sys_config's own notification moves it.
    await suite.server.tenantSql(`update sys_config set config_value = '1' where config_code = 'portal-type'`);
    expect(await version(client)).not.toBe(fourth);
  });
});
