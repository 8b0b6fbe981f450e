// Messages and templates (#38 item 2): Given an administrator's templates, When a mail template is sent, Then it arrives
// at a real SMTP server with the values HTML-escaped; a mail the server refuses is tried again with backoff and then
// marked failed (and may be resent); placeholders are names only, nothing in them runs; a system message reaches its
// user's "My messages", whose unread count drops as they read; the process events' templates are built in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX_ATTEMPTS } from '@yc/engine';
import { createUser, STRONG_PASSWORD } from '../support/identity.ts';
import { openMailbox } from '../support/mailbox.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const mailbox = await openMailbox({ refuse: (address) => address.startsWith('bounce') });
afterAll(() => mailbox.close());
const suite = apiSuite({ env: { MAIL_SMTP_URL: mailbox.url } });
const T = '/api/system/sysMessageTemplate';
const M = '/api/system/sysMessage';

const addTemplate = async (body: Record<string, unknown>) =>
  expectOk<any>(await suite.admin.post(`${T}/add`, { templateName: 'A template', templateType: 'system', templateTitle: '', templateContent: '', ...body }));
const send = async (templateCode: string, esReceiver: string[], param: Record<string, unknown> = {}) =>
  expectOk<string[]>(await suite.admin.post(`${M}/send`, { templateCode, esReceiver, esParam: JSON.stringify(param) }));
const message = async (id: string) => expectOk<any>(await suite.admin.get(`${M}/list?pageSize=100`)).records.find((m: any) => m.id === id);

async function until<T>(what: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
    const value = await what();
    if (value) return value;
  }
  throw new Error('timed out');
}

describe('mail', () => {
  it('sends a mail template through the SMTP server with the values escaped in its HTML', async () => {
    const code = `welcome_${Date.now()}`;
    await addTemplate({ templateCode: code, templateType: 'email', templateTitle: 'Hello {{name}}', templateContent: '<p>Dear <b>{{name}}</b>, see {{link}}</p>' });
    const [id] = await send(code, ['reader@example.com'], { name: '<script>alert("x")</script> & Co', link: '<a href="javascript:x">here</a>' });
    const mail = await until(async () => mailbox.received.find((m) => m.to.includes('reader@example.com')));
    expect(mail.subject).toContain('Hello');
    expect(mail.text).toContain('<p>Dear <b>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co</b>, see &lt;a href=&quot;javascript:x&quot;&gt;here&lt;/a&gt;</p>');
    expect(mail.text).not.toContain('<script>');
    for (const receiver of ['a@example.com, b@example.com', 'Eve <eve@example.com>', '12345']) {
      const refused = await suite.admin.post(`${M}/send`, { templateCode: code, esReceiver: [receiver] });
      expect([refused.status, refused.body.message]).toEqual([400, `Not an e-mail address or phone number for this channel: ${receiver}`]);
    }
    const sent = await until(async () => ((await message(id!))?.esSendStatus === 'sent' ? message(id!) : undefined));
    expect([sent.esType, sent.esReceiver, sent.esSendNum, sent.esTemplateCode]).toEqual(['email', 'reader@example.com', 1, code]);
    expect(JSON.parse(sent.esParam).name).toContain('<script>');
  });

  it('tries a refused mail again with backoff, marks it failed with the error, and resends it on request', async () => {
    const code = `bounce_${Date.now()}`;
    await addTemplate({ templateCode: code, templateType: 'email', templateTitle: 'Bounce', templateContent: '<p>{{x}}</p>' });
    const [id] = await send(code, ['bounce@example.com'], { x: 1 });
    const failed = await until(async () => {
      const row = await message(id!);
      return row?.esSendStatus === 'failed' ? row : undefined;
    }, 90_000);
    expect(failed.esSendNum).toBe(MESSAGE_MAX_ATTEMPTS);
    expect(failed.esResult).toMatch(/550|No such mailbox/);
    expect(mailbox.received.some((m) => m.to.includes('bounce@example.com'))).toBe(false);
    expectOk(await suite.admin.put(`${M}/resend`, { id }));
    expect((await message(id!)).esSendStatus).toBe('notSent');
    const again = await until(async () => ((await message(id!))?.esSendStatus === 'failed' ? message(id!) : undefined), 90_000);
    expect(again.esSendNum).toBe(MESSAGE_MAX_ATTEMPTS);
  }, 200_000);
});

describe('templates', () => {
  it('puts values in placeholders and runs nothing: no code, no prototype, no expressions', async () => {
    const preview = async (templateContent: string, param: Record<string, unknown>, templateType = 'system') =>
      expectOk<any>(await suite.admin.post(`${T}/preview`, { templateType, templateTitle: '{{name}}', templateContent, param: JSON.stringify(param) }));
    const out = await preview('{{name}}|{{constructor.constructor}}|{{__proto__.x}}|{{ 1+1 }}|${process.pid}|{{user.city}}|{{missing}}|{{user.toString}}',
      { name: 'Ann', user: { city: 'Oslo' } });
    expect(out).toEqual({ title: 'Ann', content: 'Ann|||{{ 1+1 }}|${process.pid}|Oslo||' });
    expect((await preview('<i>{{v}}</i>', { v: '<b>' }, 'email')).content).toBe('<i>&lt;b&gt;</i>');
    const bad = await suite.admin.post(`${T}/preview`, { templateType: 'system', templateContent: 'x', param: '[1]' });
    expect([bad.status, bad.body.message]).toEqual([400, 'The parameters are not a JSON object']);
  });

  it('keeps codes unique, lists the process events\' built-in templates and refuses to delete them', async () => {
    const code = `dup_${Date.now()}`;
    await addTemplate({ templateCode: code });
    const dup = await suite.admin.post(`${T}/add`, { templateCode: code, templateName: 'x', templateType: 'sms', templateContent: 'y' });
    expect([dup.status, dup.body.message]).toEqual([400, 'A template with this code already exists']);
    const list = expectOk<any>(await suite.admin.get(`${T}/list?pageSize=100&templateCode=bpm_`)).records;
    expect(list.map((t: any) => t.templateCode).sort()).toEqual(['bpm_approved', 'bpm_overdue', 'bpm_rejected', 'bpm_taskAssigned']);
    const assigned = list.find((t: any) => t.templateCode === 'bpm_taskAssigned');
    const del = await suite.admin.delete(`${T}/delete?id=${assigned.id}`);
    expect([del.status, del.body.message]).toEqual([400, 'A process event template cannot be deleted; edit it instead']);
    const edited = expectOk<any>(await suite.admin.put(`${T}/edit`, { ...assigned, templateCode: 'renamed', templateContent: 'To do: {{taskName}}' }));
    expect([edited.templateCode, edited.templateContent, edited.version]).toEqual(['bpm_taskAssigned', 'To do: {{taskName}}', 2]);
  });
});

describe('my messages', () => {
  let reader: { username: string; client: ApiClient };
  let other: ApiClient;
  beforeAll(async () => {
    const user = await createUser(suite.admin);
    reader = { username: user.username, client: await suite.server.login(user.username, STRONG_PASSWORD) };
    other = await suite.server.login((await createUser(suite.admin)).username, STRONG_PASSWORD);
  });
  const unread = async (client: ApiClient) => expectOk<any>(await client.get(`${M}/my/unreadCount`)).count;

  it('delivers a system message to its user only; the unread count drops as they read one, then all', async () => {
    const code = `notice_${Date.now()}`;
    await addTemplate({ templateCode: code, templateTitle: 'For {{who}}', templateContent: 'Hi {{who}}, <b>{{what}}</b>' });
    const [first] = await send(code, [reader.username], { who: 'Ann', what: '<img src=x onerror=alert(1)>' });
    await send(code, [reader.username], { who: 'Ann', what: 'second' });
    expect(await unread(reader.client)).toBe(2);
    expect(await unread(other)).toBe(0);
    const mine = expectOk<any>(await reader.client.get(`${M}/my/list?pageSize=10`)).records;
    expect(mine.map((m: any) => m.esTitle)).toEqual(['For Ann', 'For Ann']);
    expect(mine.find((m: any) => m.id === first).esContent).toBe('Hi Ann, <b><img src=x onerror=alert(1)></b>');
    expect(expectOk<any>(await other.get(`${M}/my/list`)).total).toBe(0);
    expect(expectOk<any>(await other.put(`${M}/my/read`, { id: first })).count).toBe(0);
    expect(expectOk<any>(await reader.client.put(`${M}/my/read`, { id: first })).count).toBe(1);
    expect(await unread(reader.client)).toBe(1);
    expect(expectOk<any>(await reader.client.put(`${M}/my/read`, {})).count).toBe(1);
    expect(await unread(reader.client)).toBe(0);
    const bad = await suite.admin.post(`${M}/send`, { templateCode: code, esReceiver: ['nobody_at_all'] });
    expect([bad.status, bad.body.message]).toEqual([400, 'No user has this username: nobody_at_all']);
  });

  it('lets only an administrator manage templates and messages', async () => {
    for (const res of [await reader.client.get(`${T}/list`), await reader.client.get(`${M}/list`), await reader.client.post(`${M}/send`, { templateCode: 'x', esReceiver: ['y'] })]) {
      expect(res.status).toBe(403);
    }
  });
});
