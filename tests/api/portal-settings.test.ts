// System › Portal settings (branding): Given an administrator, When they change the platform's names and logo, Then the
// next sign-in reads them (the console's sysconfig read at sign-in); a hostile logo address (javascript:, data:, another
// path of this origin, a protocol-relative address) is refused with its message and changes nothing — also through the
// generic system config edit; an empty full name is refused; a user without the permission is refused.
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../support/identity.ts';
import { apiSuite } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const suite = apiSuite();
const URL_ = '/api/system/portalSettings';
const CODES = 'project-full-name,project-simple-name,project-full-name-en,project-simple-name-en,project-logo-url';
const LOGO_MESSAGE = 'The logo must be an http or https address or a file uploaded to the platform (/api/system/common/static/…)';

const settings = (extra: Record<string, string> = {}) => ({
  fullName: '测试平台', simpleName: '测试', fullNameEn: 'Test Platform', simpleNameEn: 'Test', logoUrl: 'https://cdn.example.com/logo.png', ...extra,
});
const configAtSignIn = async () => {
  const fresh = await suite.server.login('admin');
  const entries = expectOk<any[]>(await fresh.get(`/api/system/sysconfig/querySysConfigByCodeList?codes=${CODES}`));
  return Object.fromEntries(entries.map((e) => [e.configCode, e.configValue]));
};

describe('portal settings: names and logo', () => {
  it('saves the names and logo, read at the next sign-in', async () => {
    const saved = expectOk<any>(await suite.admin.put(URL_, settings({ fullName: '  测试平台  ' })));
    expect(saved).toEqual(settings());
    expect(expectOk<any>(await suite.admin.get(URL_))).toEqual(settings());
    expect(await configAtSignIn()).toEqual({
      'project-full-name': '测试平台', 'project-simple-name': '测试', 'project-full-name-en': 'Test Platform',
      'project-simple-name-en': 'Test', 'project-logo-url': 'https://cdn.example.com/logo.png',
    });
    const stored = settings({ logoUrl: '/api/system/common/static/logo/abc-123.png' });
    expect(expectOk<any>(await suite.admin.put(URL_, stored)).logoUrl).toBe('/api/system/common/static/logo/abc-123.png');
    expect(expectOk<any>(await suite.admin.put(URL_, settings({ logoUrl: '' }))).logoUrl).toBe('');
  });

  it('refuses a hostile logo address and changes nothing', async () => {
    expectOk(await suite.admin.put(URL_, settings()));
    for (const logoUrl of [
      'javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'data:image/svg+xml;base64,PHN2Zz4=', '//evil.example.com/x.png',
      '/api/system/logout', '/api/system/common/static/../user/list', 'vbscript:msgbox', 'https://"onerror="alert(1)', 'file:///etc/passwd',
    ]) {
      const res = await suite.admin.put(URL_, settings({ logoUrl, fullName: 'Changed' }));
      expect(res.status, logoUrl).toBe(400);
      expect(res.body.message).toBe(LOGO_MESSAGE);
    }
    const zh = await suite.admin.put(`${URL_}?lang=zh_CN`, settings({ logoUrl: 'javascript:alert(1)' }));
    expect(zh.body.message).toBe('Logo 必须是 http 或 https 地址，或上传到平台的文件（/api/system/common/static/…）');
    expect(expectOk<any>(await suite.admin.get(URL_))).toEqual(settings());
  });

  it('refuses a hostile logo through the system config edit too', async () => {
    const rows = expectOk<any[]>(await suite.admin.get('/api/system/sysconfig/list'));
    const logo = rows.find((r) => r.configCode === 'project-logo-url');
    const res = await suite.admin.put('/api/system/sysconfig/edit', { configCode: 'project-logo-url', configValue: 'javascript:alert(1)', version: logo.version });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(LOGO_MESSAGE);
    expect((await configAtSignIn())['project-logo-url']).toBe('https://cdn.example.com/logo.png');
  });

  it('refuses an empty full name', async () => {
    const res = await suite.admin.put(URL_, settings({ fullName: '   ' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The full name cannot be empty');
  });

  it('refuses a user without the portal settings permission', async () => {
    const { client } = await signedInWith(suite.server, suite.admin, []);
    expect((await client.get(URL_)).status).toBe(403);
    expect((await client.put(URL_, settings({ fullName: 'Hijacked' }))).status).toBe(403);
    expect(expectOk<any>(await suite.admin.get(URL_)).fullName).toBe('测试平台');
  });
});
