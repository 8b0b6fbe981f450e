// Issue #36 in Chromium: System › Single sign-on is a screen, not a placeholder — the administrator saves the OIDC
// provider with its client secret, which the screen never shows again (it says one is kept), and a setting that
// cannot work (enabled without a provider) is refused with the server's message and nothing saved.
import { expect, it } from 'vitest';
import { consoleSuite } from './console-suite.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();

it('saves the provider and its secret, shows only that a secret is kept, and refuses an incomplete enabled setting', async () => {
  const admin = await suite.server.login('admin');
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/system/sso' });
  const screen = page.locator('[data-testid=sso-page]');
  await screen.locator('#issuer:not([disabled])').waitFor();

  await screen.locator('#enabled').click();
  await screen.locator('[data-testid=sso-save]').click();
  await page.locator('.ant-message, .ant-notification').getByText('SSO configuration is incomplete').or(
    page.locator('.ant-message, .ant-notification').getByText('单点登录配置不完整')).first().waitFor();
  expect((await admin.get('/api/system/sso/config')).body.result).toMatchObject({ enabled: false, version: 0 });

  await screen.locator('#issuer').fill('https://login.example.com');
  await screen.locator('#clientId').fill('console');
  await screen.locator('#clientSecret').fill('s3cret-of-the-client');
  await screen.locator('#providerName').fill('Corporate login');
  await screen.locator('[data-testid=sso-save]').click();
  await expect.poll(async () => (await admin.get('/api/system/sso/config')).body.result).toMatchObject({
    enabled: true, issuer: 'https://login.example.com', clientId: 'console', hasClientSecret: true, providerName: 'Corporate login', version: 1,
  });
  await page.reload();
  await screen.locator('#issuer:not([disabled])').waitFor();
  expect(await screen.locator('#clientSecret').inputValue()).toBe('');
  await screen.getByText('已保存密钥；留空则保持不变').waitFor();
  // The login page's button names the provider by its display name.
  const visitor = await suite.browser.newContext({ reducedMotion: 'reduce' });
  const login = await visitor.newPage();
  await login.goto(`${suite.server.url}/index/login`);
  await login.locator('[data-testid=sso-login]', { hasText: 'Corporate login' }).waitFor();
  await visitor.close();
  expect(unexpectedErrors(errors, [400])).toEqual([]);
  await context.close();
});
