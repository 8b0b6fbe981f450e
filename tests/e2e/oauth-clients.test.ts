// Issue #36 item 4 in Chromium: System › Client registration registers a client of the platform's OAuth2 provider —
// the administrator fills the dialog, the secret shows once in the dialog that follows (the server keeps only its
// hash), and after a reload the list shows the client without any secret; resetting the secret shows a new one once.
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { consoleSuite } from './console-suite.ts';
import { still } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();

it('registers a client and shows its secret once', async () => {
  const admin = await suite.server.login('admin');
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/system/oauthClient' });
  const screen = page.locator('[data-testid=oauth-clients-page]');
  await screen.locator('.ant-table').waitFor();

  await screen.getByRole('button', { name: /注册客户端|Register client/ }).click();
  const dialog = page.locator('.ant-modal').filter({ has: page.locator('#clientName') });
  await still(page);
  await dialog.locator('#clientId').fill('reporting-app');
  await dialog.locator('#clientName').fill('Reporting app');
  await dialog.locator('#redirectUris').fill('https://reports.example.com/callback');
  await dialog.locator('.ant-btn-primary').click();

  const secret = page.locator('[data-testid=oauth-client-secret]');
  await secret.waitFor();
  const shown = (await secret.innerText()).trim();
  expect(shown).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  const stored = (await admin.get('/api/system/oauthClient/list')).body.result.find((c: { clientId: string }) => c.clientId === 'reporting-app');
  expect(stored).toMatchObject({ clientName: 'Reporting app', redirectUris: ['https://reports.example.com/callback'] });
  const [row] = await suite.server.sql<{ client_secret_hash: string }>(`select client_secret_hash from sys_oauth_client where client_id = 'reporting-app'`);
  expect(row!.client_secret_hash).not.toContain(shown);

  await still(page);
  await page.locator('.ant-modal').filter({ has: secret }).locator('.ant-btn-primary').click();
  await page.reload();
  await screen.getByText('reporting-app').waitFor();
  expect(await page.content()).not.toContain(shown);

  // Its secret reset: a new one, shown once in the same dialog; the server keeps the new one's hash.
  await screen.locator('tr', { hasText: 'reporting-app' }).locator('[data-testid=oauth-client-reset-secret]').click();
  await still(page);
  await page.locator('.ant-popconfirm .ant-btn-primary').click();
  await secret.waitFor();
  const reset = (await secret.innerText()).trim();
  expect(reset).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  expect(reset).not.toBe(shown);
  const [after] = await suite.server.sql<{ client_secret_hash: string }>(`select client_secret_hash from sys_oauth_client where client_id = 'reporting-app'`);
  expect(after!.client_secret_hash).toBe(createHash('sha256').update(reset).digest('hex'));
  await still(page);
  await page.locator('.ant-modal').filter({ has: secret }).locator('.ant-btn-primary').click();
  await secret.waitFor({ state: 'hidden' });
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
  await admin.delete(`/api/system/oauthClient/delete?id=${stored.id}`);
});
