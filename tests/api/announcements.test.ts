// Announcements: Given an administrator, When they write an announcement (rich text cleaned), publish it to specified
// users or to everyone and revoke it, Then each user sees only what is sent to them while it is published, reads it
// (one, or all at once) and the unread count drops; edits happen only while unpublished; the spec's rules refuse a
// draft without its users or with its start after its end; a user without the permissions may not manage them.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInWith, STRONG_PASSWORD } from '../support/identity.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const suite = apiSuite();
type Person = { username: string; client: ApiClient };
let alice: Person;
let bob: Person;

async function person(): Promise<Person> {
  const user = await createUser(suite.admin);
  return { username: user.username, client: await suite.server.login(user.username, STRONG_PASSWORD) };
}

const add = async (body: Record<string, unknown>) =>
  expectOk<any>(await suite.admin.post('/api/system/announcement/add', { titile: 'Notice', msgType: 'ALL', ...body }));
const publish = (id: string) => suite.admin.put('/api/system/announcement/doReleaseData', { id });
const revoke = (id: string) => suite.admin.put('/api/system/announcement/doReovkeData', { id });
const mine = async (who: Person, query = '') => expectOk<any>(await who.client.get(`/api/system/sysAnnouncementSend/getMyAnnouncementSend?pageSize=50${query}`));
const titles = async (who: Person) => (await mine(who)).records.map((r: any) => r.titile);
const unread = async (who: Person) => (await mine(who, '&readFlag=0')).total;

beforeAll(async () => {
  [alice, bob] = [await person(), await person()];
});

describe('writing announcements', () => {
  it('refuses a draft sent to specified users without users, with its start after its end, or naming an unknown user', async () => {
    const before = expectOk<any>(await suite.admin.get('/api/system/announcement/list?pageSize=100')).total;
    const VALID = { titile: 'Bad', msgType: 'ALL' };
    for (const [body, message] of [
      [{ msgType: 'USER', selectedUser: [] }, 'Specified users required'],
      [{ startTime: '2030-01-02 00:00:00', endTime: '2030-01-01 00:00:00' }, 'start time not later than end time'],
      [{ msgType: 'USER', selectedUser: ['nobody_here'] }, 'User nobody_here does not exist'],
      [{ titile: '  ' }, 'Title cannot be empty'],
      [{ startTime: 'someday' }, 'Time someday is not a date and time'],
    ] as const) {
      const res = await suite.admin.post('/api/system/announcement/add', { ...VALID, ...body });
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect(expectOk<any>(await suite.admin.get('/api/system/announcement/list?pageSize=100')).total).toBe(before);
  });

  it('cleans the rich text with the allow-list and keeps the fields', async () => {
    const saved = await add({
      titile: 'Clean', msgContent: '<p onclick="x()">Hi <b>all</b><script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
      priority: 'H', msgCategory: 'system', sender: 'HR',
    });
    expect(saved.msgContent).toBe('<p>Hi <b>all</b><a>x</a></p>');
    expect([saved.sendStatus, saved.priority, saved.msgCategory, saved.sender]).toEqual(['unpublished', 'H', 'system', 'HR']);
    expect(expectOk<any>(await suite.admin.get(`/api/system/announcement/queryById?id=${saved.id}`)).titile).toBe('Clean');
  });

  it('changes an announcement only while unpublished and lists it by status', async () => {
    const a = await add({ titile: 'Draft one' });
    const edited = expectOk<any>(await suite.admin.put('/api/system/announcement/edit', { id: a.id, version: a.version, titile: 'Draft two', msgType: 'ALL' }));
    expect([edited.titile, edited.version]).toEqual(['Draft two', 2]);
    expectOk(await publish(a.id));
    const refused = await suite.admin.put('/api/system/announcement/edit', { id: a.id, version: 2, titile: 'Late', msgType: 'ALL' });
    expect([refused.status, refused.body.message]).toEqual([400, 'Only an unpublished announcement can be changed']);
    const del = await suite.admin.delete(`/api/system/announcement/delete?id=${a.id}`);
    expect([del.status, del.body.message]).toEqual([400, 'A published announcement cannot be deleted; revoke it first']);
    const again = await publish(a.id);
    expect([again.status, again.body.message]).toEqual([400, 'Only an unpublished announcement can be published']);
    const published = expectOk<any>(await suite.admin.get('/api/system/announcement/list?sendStatus=published&pageSize=100')).records;
    expect(published.map((r: any) => r.id)).toContain(a.id);
    expect(published.every((r: any) => r.sendStatus === 'published')).toBe(true);
    expectOk(await revoke(a.id));
    const twice = await revoke(a.id);
    expect([twice.status, twice.body.message]).toEqual([400, 'Only a published announcement can be revoked']);
    // Revoked, it may go.
    expectOk(await suite.admin.delete(`/api/system/announcement/delete?id=${a.id}`));
    const draft = await add({ titile: 'Gone' });
    expectOk(await suite.admin.delete(`/api/system/announcement/delete?id=${draft.id}`));
    expect((await suite.admin.get(`/api/system/announcement/queryById?id=${draft.id}`)).status).toBe(404);
  });

  it('lets no plain user manage announcements, and lets a user with the permissions do so', async () => {
    const a = await add({ titile: 'Protected' });
    for (const res of [
      await alice.client.get('/api/system/announcement/list'),
      await alice.client.post('/api/system/announcement/add', { titile: 'Mine', msgType: 'ALL' }),
      await alice.client.put('/api/system/announcement/doReleaseData', { id: a.id }),
      await alice.client.put('/api/system/announcement/doReovkeData', { id: a.id }),
      await alice.client.delete(`/api/system/announcement/delete?id=${a.id}`),
    ]) expect(res.status).toBe(403);
    const clerk = await signedInWith(suite.server, suite.admin, ['system:announcement:list', 'system:announcement:add']);
    expectOk(await clerk.client.post('/api/system/announcement/add', { titile: 'By clerk', msgType: 'ALL' }));
    expect((await clerk.client.put('/api/system/announcement/doReleaseData', { id: a.id })).status).toBe(403);
  });
});

describe('receiving announcements', () => {
  it('shows a user only what is sent to them while published, and their read flags', async () => {
    const toAlice = await add({ titile: `For ${alice.username}`, msgType: 'USER', selectedUser: [alice.username] });
    const toAll = await add({ titile: 'For everyone' });
    const later = await add({ titile: 'Not yet', startTime: '2099-01-01 00:00:00' });
    expect(await titles(alice)).not.toContain(toAlice.titile);
    expectOk(await publish(toAlice.id));
    expectOk(await publish(toAll.id));
    expectOk(await publish(later.id));
    expect(await titles(alice)).toEqual(expect.arrayContaining([toAlice.titile, 'For everyone']));
    expect(await titles(alice)).not.toContain('Not yet');
    expect(await titles(bob)).toContain('For everyone');
    expect(await titles(bob)).not.toContain(toAlice.titile);
    const sent = expectOk<any>(await suite.admin.get(`/api/system/announcement/queryById?id=${toAlice.id}`));
    expect(sent.sendTime).toBeTruthy();
    expect(sent.sender).toBeTruthy();

    const aliceUnread = await unread(alice);
    const bobUnread = await unread(bob);
    // Opening one marks it read (for a specified user and for an all-users announcement alike).
    expectOk(await alice.client.put('/api/system/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: toAlice.id }));
    expectOk(await alice.client.put('/api/system/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: toAll.id }));
    expect(await unread(alice)).toBe(aliceUnread - 2);
    const row = (await mine(alice)).records.find((r: any) => r.anntId === toAll.id);
    expect(row.readFlag).toBe('1');
    // Another user's flags are their own; an announcement not sent to them cannot be marked.
    expect(await unread(bob)).toBe(bobUnread);
    expect((await bob.client.put('/api/system/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: toAlice.id })).status).toBe(404);
    expect((await bob.client.put('/api/system/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: later.id })).status).toBe(404);
    // Reading all.
    expect(expectOk<any>(await bob.client.put('/api/system/sysAnnouncementSend/readAll')).count).toBe(bobUnread);
    expect(await unread(bob)).toBe(0);
    // A revoked announcement is hidden from its readers.
    expectOk(await revoke(toAll.id));
    expect(await titles(alice)).not.toContain('For everyone');
    expect(await titles(bob)).not.toContain('For everyone');
  });

  it('gives a user added to the enterprise after an all-users announcement was published that announcement, unread', async () => {
    const a = await add({ titile: 'Welcome all' });
    expectOk(await publish(a.id));
    const carol = await person();
    const first = (await mine(carol)).records.find((r: any) => r.anntId === a.id);
    expect(first.readFlag).toBe('0');
  });
});

describe('the portal\'s announcement item', () => {
  it('keeps a portal saved with announcement text valid (the text is accepted; the item shows what is published)', async () => {
    const legacy = { i: 'n', x: 0, y: 0, w: 4, h: 3, itemType: 'announcement', announcements: [{ title: 'Old text', content: 'kept in the item' }] };
    expectOk(await suite.admin.post('/api/eform/manage/portal/add', { portalName: 'Legacy', portalCode: 'legacy_home', isDefault: true, items: [legacy] }));
    expectOk(await suite.admin.put('/api/eform/manage/portal/settings', { portalType: 1, defaultPortal: 'legacy_home' }));
    const seen = expectOk<any>(await alice.client.get('/api/eform/engine/portal'));
    expect(seen.portal.items[0]).toMatchObject({ i: 'n', itemType: 'announcement' });
    const edited = expectOk<any>(await suite.admin.put('/api/eform/manage/portal/edit', {
      ...expectOk<any>(await suite.admin.get('/api/eform/manage/portal/queryByCode?code=legacy_home')), items: [{ ...legacy, announcements: undefined, rows: 3 }],
    }));
    expect(edited.items[0].rows).toBe(3);
  });
});
