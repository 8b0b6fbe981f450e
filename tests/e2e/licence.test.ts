// Issue #34 item 4 in Chromium: /index/lic (a signed-in page, like the engine's guard says) shows the licence terms and
// the version of the platform the server runs.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { consoleSuite } from './console-suite.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
const { version } = JSON.parse(readFileSync(new URL('../../server/package.json', import.meta.url), 'utf8')) as { version: string };

it('shows the licence terms and the server\'s platform version', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'user', suite.server.userPassword, { at: '/index/lic' });
  await page.locator('[data-testid=lic-version]').waitFor();
  expect(await page.locator('[data-testid=lic-version]').textContent()).toBe(version);
  await page.locator('[data-testid=lic-terms]').getByText('当前为开源社区版，无需许可证即可使用全部功能。').waitFor();
  await page.getByText('平台版本').waitFor();
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
