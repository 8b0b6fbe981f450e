// The system log: login, logout and operation entries (who, what, when, IP, outcome, duration), listed and deleted.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { createUser, STRONG_PASSWORD } from '../support/identity.ts';

const suite = apiSuite();

interface Entry {
  id: string; logType: string; userId: string | null; username: string; method: string; path: string; ip: string;
  status: number; outcome: string; durationMs: number | null; content: string; createdAt: string;
}
const entries = async (query = ''): Promise<Entry[]> => (await suite.admin.get(`/api/system/log/list?pageSize=1000${query}`)).body.result.records;

describe('what the log records', () => {
  it('records a login, a failed login and a logout with who, when and from where', async () => {
    // Signing in and out is open before the first change of password: the log holds only these three entries.
    const user = await createUser(suite.admin, {}, { firstLogin: true });
    await suite.server.anonymous().post('/api/system/login', { username: user.username, password: 'Wrong#Pass1' });
    const client = await suite.server.login(user.username, STRONG_PASSWORD);
    await client.post('/api/system/logout');
    const mine = await entries(`&username=${user.username}`);
    expect(mine.map((e) => [e.logType, e.outcome])).toEqual([['logout', 'success'], ['login', 'success'], ['login', 'failure']]);
    expect(mine[2]).toMatchObject({ userId: user.id, username: user.username, ip: '127.0.0.1', status: 400, content: 'Incorrect username or password' });
    expect(Date.now() - Date.parse(mine[0]!.createdAt)).toBeLessThan(60_000);
    expect(JSON.stringify(mine)).not.toMatch(/Wrong#Pass1|Str0ng/);
  });

  it('records every changing API call of a signed-in user with its outcome and duration, but no reads', async () => {
    const before = (await entries('&logType=operation')).length;
    await suite.admin.get('/api/system/role/list');
    const ok = await suite.admin.post('/api/system/role/add', { roleCode: 'logged_role', roleName: 'Logged', back: '0' });
    const refused = await suite.admin.post('/api/system/role/add', { roleCode: 'logged_role', roleName: 'Again', back: '0' });
    expect([ok.status, refused.status]).toEqual([200, 400]);
    const ops = await entries('&logType=operation');
    expect(ops.length).toBe(before + 2);
    expect(ops.slice(0, 2).map((e) => [e.method, e.path, e.status, e.outcome])).toEqual([
      ['POST', '/api/system/role/add', 400, 'failure'],
      ['POST', '/api/system/role/add', 200, 'success'],
    ]);
    expect(ops[0]).toMatchObject({ username: 'admin', content: 'Add a role' });
    expect(typeof ops[0]!.durationMs).toBe('number');
    expect(JSON.stringify(ops)).not.toMatch(/Logged|Again/);
  });

  it('records a refused call of a user without the permission', async () => {
    const user = await createUser(suite.admin);
    const client = await suite.server.login(user.username, STRONG_PASSWORD);
    expect((await client.post('/api/system/role/add', {})).status).toBe(403);
    const [entry] = await entries(`&username=${user.username}&logType=operation`);
    expect(entry).toMatchObject({ status: 403, outcome: 'failure', path: '/api/system/role/add' });
  });
});

describe('the log in the console', () => {
  it('filters by type, outcome, key word and time', async () => {
    const logins = await entries('&logType=login&outcome=success&keyWord=admin');
    expect(logins.length).toBeGreaterThan(0);
    expect(logins.every((e) => e.logType === 'login' && e.outcome === 'success' && e.username === 'admin')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await entries(`&createdFrom=${today}&createdTo=${today}`)).length).toBeGreaterThan(0);
    expect(await entries('&createdTo=2000-01-01')).toEqual([]);
    expect((await suite.admin.get('/api/system/log/list?logType=other')).status).toBe(400);
  });

  it('deletes one entry and several (DELETE)', async () => {
    const [a, b, c] = await entries();
    expect((await suite.admin.delete(`/api/system/log/delete?id=${a!.id}`)).status).toBe(200);
    expect((await suite.admin.delete(`/api/system/log/deleteBatch?ids=${b!.id},${c!.id}`)).status).toBe(200);
    const ids = (await entries()).map((e) => e.id);
    expect(ids).not.toContain(a!.id);
    expect(ids).not.toContain(c!.id);
    expect((await suite.admin.delete(`/api/system/log/delete?id=${a!.id}`)).status).toBe(404);
  });

  it('counts logins for the home page (loginfo, visitInfo)', async () => {
    await suite.server.login('admin');
    const info = (await suite.admin.get('/api/system/log/loginfo')).body.result;
    expect(info.todayVisitCount).toBeGreaterThanOrEqual(2);
    expect(info.todayIp).toBe(1);
    expect(info.totalVisitCount).toBeGreaterThanOrEqual(info.todayVisitCount);
    const visits = (await suite.admin.get('/api/system/log/visitInfo')).body.result as { day: string; visit: number; ip: number }[];
    expect(visits).toHaveLength(7);
    expect(visits[6]).toMatchObject({ visit: info.todayVisitCount, ip: 1 });
    expect(visits.slice(0, 6).every((v) => v.visit === 0)).toBe(true);
  });
});
