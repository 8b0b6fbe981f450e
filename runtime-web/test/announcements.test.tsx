// The announcements page in happy-dom against a fake server: each row offers what its status allows (edit and publish
// while unpublished, revoke once published) and what the user is granted; the spec's rules refuse a draft before any
// call; publishing asks the spec's confirmation first.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, click, fakeServer, flush, mount, type, waitFor, type Call, type Mounted } from './dom-helpers.tsx';

const ui = vi.hoisted(() => ({ showNotification: vi.fn(), showLoginExpired: vi.fn() }));
vi.mock('../src/request/notice-ui.tsx', () => ui);

const { default: AnnouncementsPage } = await import('../src/pages/system/announcements/AnnouncementsPage.tsx');
const { session } = await import('../src/store/session.ts');
const { setLanguage } = await import('../src/i18n/language.ts');

const row = (id: string, titile: string, sendStatus: string) => ({
  id, titile, sendStatus, msgContent: null, startTime: null, endTime: null, sender: null, priority: 'M', msgCategory: 'notice', msgType: 'ALL',
  selectedUser: [], sendTime: null, cancelTime: null, createBy: 'admin', createTime: '2026-11-26T00:00:00Z', version: 1,
});
const granted = (actions: string[]) => actions.map((action) => ({ action, type: '1' as const, status: '1' as const }));

let mounted: Mounted;
let calls: Call[];

async function open(actions: string[]) {
  session.setPermissions({ menu: [], auth: granted(actions), allAuth: granted(actions), portalType: 1, formOpenType: 'dialog' });
  mounted.render(<AnnouncementsPage />);
  await waitFor(() => bodyText().includes('Draft notice'), 'the list');
}

const rowOf = (title: string) => [...document.querySelectorAll('.ant-table-row')].find((r) => r.textContent?.includes(title))!;
const inRow = (title: string, testId: string) => rowOf(title).querySelector(`[data-testid=${testId}]`);

beforeEach(async () => {
  await setLanguage('en_US');
  session.signIn('tok', { id: 'me', username: 'me', realname: 'Me', backRoleFlg: '1' });
  calls = fakeServer({
    'GET /api/system/announcement/list': () => ({ records: [row('a1', 'Draft notice', 'unpublished'), row('a2', 'Live notice', 'published')], total: 2, current: 1, size: 10 }),
    'PUT /api/system/announcement/doReleaseData': () => row('a1', 'Draft notice', 'published'),
    'POST /api/system/announcement/add': () => row('a3', 'New', 'unpublished'),
  });
  mounted = mount();
});

afterEach(() => {
  mounted.unmount();
  session.clear();
  vi.unstubAllGlobals();
});

describe('announcements page', () => {
  it('offers edit and publish on an unpublished row only, and nothing ungranted', async () => {
    await open(['system:announcement:list', 'system:announcement:edit', 'system:announcement:publish']);
    expect(inRow('Draft notice', 'announcement-edit')).not.toBeNull();
    expect(inRow('Draft notice', 'announcement-publish')).not.toBeNull();
    expect(inRow('Live notice', 'announcement-edit')).toBeNull();
    expect(inRow('Live notice', 'announcement-publish')).toBeNull();
    // Revoke is not granted: not shown.
    expect(inRow('Live notice', 'announcement-revoke')).toBeNull();
    expect(document.querySelector('[data-testid=announcement-add]')).toBeNull();
  });

  it('offers revoke on a published row, and publishes after the confirmation', async () => {
    await open(['system:announcement:list', 'system:announcement:publish', 'system:announcement:revoke']);
    expect(inRow('Live notice', 'announcement-revoke')).not.toBeNull();
    expect(inRow('Draft notice', 'announcement-revoke')).toBeNull();
    await click(inRow('Draft notice', 'announcement-publish'));
    await waitFor(() => bodyText().includes('Publish this announcement?'), 'the confirmation');
    expect(calls.some((c) => c.path === '/api/system/announcement/doReleaseData')).toBe(false);
    await click(document.querySelector('[data-testid=confirm-ok]'));
    await waitFor(() => calls.some((c) => c.path === '/api/system/announcement/doReleaseData'), 'the publish call');
    expect(calls.find((c) => c.path === '/api/system/announcement/doReleaseData')!.body).toEqual({ id: 'a1' });
  });

  it("refuses specified users without users with the spec's text, before any call", async () => {
    await open(['system:announcement:list', 'system:announcement:add']);
    await click(document.querySelector('[data-testid=announcement-add]'));
    await waitFor(() => Boolean(document.querySelector('[data-testid=announcement-titile]')), 'the form');
    await type(document.querySelector('[data-testid=announcement-titile]'), 'Holiday');
    await click(document.querySelector('[data-testid=announcement-msg-type] input[value=USER]'));
    await flush();
    await click(document.querySelector('[data-testid=form-modal-ok]'));
    await waitFor(() => bodyText().includes('Specified users required'), 'the rule');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
