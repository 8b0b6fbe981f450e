// The upload controls in Chromium (issue 16): a form with an image upload and a file upload — files refused in the
// browser (a kind the control does not accept) and by the server (an HTML page named .png), an image and a PDF
// uploaded with their progress, the record saved and reopened: the image shown from its stored bytes, the file
// downloaded as it was uploaded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectOk } from '../api/eform-fixtures.ts';
import { setUpDocuments } from '../api/files-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { still } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const FILE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-e2e-files-'));
const suite = consoleSuite({ FILE_DIR });
afterAll(() => fs.rmSync(FILE_DIR, { recursive: true, force: true }));
let admin: ApiClient;

// A real 2×2 red PNG, so that Chromium draws it.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8AARAwQCgQAAP//1T4B/2UPnQQAAAAASUVORK5CYII=', 'base64');
const PDF = Buffer.from('%PDF-1.4\n% the order form\n%%EOF\n');

beforeAll(async () => {
  admin = await suite.server.login('admin');
  await setUpDocuments(admin, { table: '文档', title: '标题', photo: '照片', attachment: '附件' }, 5);
  expectOk(await admin.post('/api/eform/manage/view/addToMenu', { viewCode: 'document_list', back: '1', name: '文档', nameEn: 'Documents' }));
});

it('Given a form with image and file uploads, when files are uploaded, saved and the record reopened, then the image shows and the file downloads', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/eform/view/document_list' });
  await page.locator('[data-testid=toolbar-add]').click();
  await page.locator('#root_title').waitFor();
  await page.locator('#root_title').fill('Order 42');
  const photo = page.locator('[data-testid=upload-root_photo]');
  const attachment = page.locator('[data-testid=upload-root_attachment]');

  // Refused in the browser: the control accepts .pdf and .txt only (the engine's message).
  await attachment.locator('input[type=file]').setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await page.locator('.ant-message-error', { hasText: '附件不接受 .exe 类型的文件' }).waitFor();
  // Refused by the server: an HTML page named .png is no image (spec §8's message; nothing listed).
  await photo.locator('input[type=file]').setInputFiles({ name: 'cat.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
  await page.locator('.ant-message-error', { hasText: '文件上传或下载失败' }).waitFor();
  await expect.poll(() => photo.locator('.ant-upload-list-item').count()).toBe(0);

  await photo.locator('input[type=file]').setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: PNG });
  await attachment.locator('input[type=file]').setInputFiles({ name: '订单.pdf', mimeType: 'application/pdf', buffer: PDF });
  await photo.locator('.ant-upload-list-item-done img').waitFor();
  await attachment.locator('.ant-upload-list-item-done', { hasText: '订单.pdf' }).waitFor();
  await still(page);
  await page.locator('[data-testid=record-save]').click();
  await page.getByText('操作成功').first().waitFor();
  const row = page.locator('.ant-table-row', { hasText: 'Order 42' });
  await row.waitFor();

  // Reopened: the stored image is drawn from its bytes (fetched with the token), the file keeps its original name.
  await row.locator('[data-testid=row-edit]').click();
  const image = photo.locator('.ant-upload-list-item-done img');
  await image.waitFor();
  expect(await image.getAttribute('src')).toMatch(/^blob:/);
  await expect.poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(2);
  const file = attachment.locator('.ant-upload-list-item-done', { hasText: '订单.pdf' });
  await file.waitFor();
  await still(page);
  const [download] = await Promise.all([page.waitForEvent('download'), file.locator('a, .ant-upload-list-item-name').first().click()]);
  expect(download.suggestedFilename()).toBe('订单.pdf');
  expect(fs.readFileSync((await download.path())!).equals(PDF)).toBe(true);

  // Removing the file and saving leaves the record with the image only.
  await file.hover();
  await file.locator('.anticon-delete').click();
  await page.locator('[data-testid=record-save]').click();
  await expect.poll(async () => {
    const list = expectOk<any>(await admin.post('/api/eform/engine/view/document_list/list', {}));
    return [list.records[0].photo?.split(',').length, list.records[0].attachment ?? null];
  }).toEqual([1, null]);
  expect(unexpectedErrors(errors, [400])).toEqual([]);
  await context.close();
});
