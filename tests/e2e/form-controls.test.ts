// The remaining simple controls in Chromium (issue 16): a form with a serial number, rich text, an icon in a table
// layout beside a button, and a required signature — refused unsigned with the spec's message, drawn with the mouse and, on
// the second record, with a finger (touch), saved (the number drawn by the server), the list showing the signature's
// thumbnail, and two records reopened one after the other, each with its own number, text, icon and signature.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectOk } from '../api/eform-fixtures.ts';
import { setUpMemos } from '../api/form-controls-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { readBuildManifest } from './build-manifest.ts';
import { consoleSuite } from './console-suite.ts';
import { option, still } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const FILE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-e2e-form-controls-'));
const suite = consoleSuite({ FILE_DIR });
afterAll(() => fs.rmSync(FILE_DIR, { recursive: true, force: true }));
let admin: ApiClient;

beforeAll(async () => {
  admin = await suite.server.login('admin');
  await setUpMemos(admin, { title: '标题', number: '编号', body: '正文', sign: '签名', mark: '图标' }, { layout: true });
  expectOk(await admin.post('/api/eform/manage/view/addToMenu', { viewCode: 'memo_list', back: '1', name: '备忘', nameEn: 'Memos' }));
});

/** Draws a stroke across the pad with the mouse (pointer events) and waits for its upload. */
async function sign(page: Page, pad: Locator, from: [number, number], to: [number, number]) {
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + from[0], box.y + from[1]);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(box.x + from[0] + ((to[0] - from[0]) * i) / 8, box.y + from[1] + ((to[1] - from[1]) * i) / 8);
  await page.mouse.up();
}

/** The same with a finger: touch events through the DevTools protocol (Chromium turns them into touch pointer events). */
async function signByTouch(page: Page, pad: Locator, from: [number, number], to: [number, number]) {
  const box = (await pad.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const at = (i: number) => [{ x: box.x + from[0] + ((to[0] - from[0]) * i) / 8, y: box.y + from[1] + ((to[1] - from[1]) * i) / 8 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let i = 1; i <= 8; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function addMemo(page: Page, title: string, text: string, icon: string) {
  await page.locator('[data-testid=toolbar-add]').click();
  await page.locator('#root_title').waitFor();
  // A new record's number is drawn on save: the field says so and cannot be typed in.
  const number = page.locator('#root_memo_no');
  expect(await number.getAttribute('placeholder')).toBe('保存时自动生成');
  expect(await number.getAttribute('readonly')).not.toBeNull();
  await page.locator('#root_title').fill(title);

  const editor = page.locator('[data-testid=editor-root_body]');
  await editor.locator('[contenteditable=true]').click();
  await page.keyboard.type(`${text} `);
  await editor.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('bold');

  // The picker searches the icon set by name.
  const picker = page.locator('[data-testid=table-details] .ant-select').first();
  await picker.click();
  await page.keyboard.type(icon.slice(0, -3));
  await option(page, icon).click();
  await expect.poll(() => picker.textContent()).toContain(icon);
  return { number, editor };
}

it('Given a form with a serial number, rich text, an icon and a signature, when records are filled, signed, saved and reopened, then each shows what was saved', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/eform/view/memo_list' });
  await addMemo(page, 'First memo', 'Hello', 'SmileOutlined');
  await page.locator('[data-testid=table-details] [data-testid=button-help]', { hasText: 'Help' }).waitFor();

  // Unsigned: refused with the spec's message (in Chinese here), nothing saved.
  await page.locator('[data-testid=record-save]').click();
  await page.getByText('保存前必须签名').first().waitFor();

  const signature = page.locator('[data-testid=signature-root_sign]');
  await sign(page, signature.locator('[data-testid=signature-pad]'), [30, 30], [200, 90]);
  await signature.getByText('已签名').waitFor();
  await still(page);
  await page.locator('[data-testid=record-save]').click();
  await page.getByText('操作成功').first().waitFor();
  const first = page.locator('.ant-table-row', { hasText: 'First memo' });
  await first.waitFor();
  await first.getByText('M0001').waitFor();
  // The list shows the signature as a thumbnail drawn from its stored bytes, not its path.
  const thumb = first.locator('[data-testid=cell-thumbnail] img');
  await thumb.waitFor();
  expect(await thumb.getAttribute('src')).toMatch(/^blob:/);
  expect(await first.textContent()).not.toMatch(/signature\//);

  await addMemo(page, 'Second memo', 'Goodbye', 'HeartOutlined');
  // Signed with a finger this time.
  await signByTouch(page, page.locator('[data-testid=signature-root_sign] [data-testid=signature-pad]'), [60, 100], [300, 20]);
  await page.locator('[data-testid=signature-root_sign]').getByText('已签名').waitFor();
  await page.locator('[data-testid=record-save]').click();
  const second = page.locator('.ant-table-row', { hasText: 'Second memo' });
  await second.getByText('M0002').waitFor();

  const stored = expectOk<any>(await admin.post('/api/eform/engine/view/memo_list/list', {})).records as any[];
  const byTitle = new Map(stored.map((r) => [r.title, r]));
  expect(byTitle.get('First memo')).toMatchObject({ memo_no: 'M0001', mark: 'SmileOutlined', body: expect.stringContaining('Hello <b>bold</b>') });
  expect(byTitle.get('Second memo')).toMatchObject({ memo_no: 'M0002', mark: 'HeartOutlined', body: expect.stringContaining('Goodbye <b>bold</b>') });
  expect(byTitle.get('First memo').sign).toMatch(/^signature\/[0-9a-f]{32}\.png$/);
  expect(byTitle.get('Second memo').sign).not.toBe(byTitle.get('First memo').sign);

  // Reopened one after the other: each record's own values, the signature drawn from its stored image.
  for (const [row, title, number, text, icon] of [[first, 'First memo', 'M0001', 'Hello', 'SmileOutlined'], [second, 'Second memo', 'M0002', 'Goodbye', 'HeartOutlined']] as const) {
    await row.locator('[data-testid=row-edit]').click();
    await expect.poll(() => page.locator('#root_title').inputValue()).toBe(title);
    expect(await page.locator('#root_memo_no').inputValue()).toBe(number);
    const editor = page.locator('[data-testid=editor-root_body] [contenteditable=true]');
    await expect.poll(() => editor.innerHTML()).toContain(`${text} <b>bold</b>`);
    await expect.poll(() => page.locator('[data-testid=table-details] .ant-select').first().textContent()).toContain(icon);
    const image = page.locator('[data-testid=signature-root_sign] [data-testid=signature-image]');
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(480);
    if (title === 'First memo') {
      await still(page);
    }
    await page.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal-close').click();
    await page.locator('#root_title').waitFor({ state: 'detached' });
  }

  // An edit keeps the number, whatever the form sends.
  await first.locator('[data-testid=row-edit]').click();
  await page.locator('#root_title').fill('First memo, edited');
  await page.locator('[data-testid=record-save]').click();
  await page.locator('.ant-table-row', { hasText: 'First memo, edited' }).getByText('M0001').waitFor();
  expect(unexpectedErrors(errors, [400])).toEqual([]);
  await context.close();
});


it('Given the built console, when its chunks are read, then the rich-text editor and the icon set load only when a form shows them', () => {
  const { chunks: manifest, keyOf, loadedWith, entry } = readBuildManifest();
  const editor = keyOf('widgets/editor-impl.tsx');
  const icons = keyOf('widgets/icon-impl.tsx');
  expect([editor, icons].every(Boolean)).toBe(true);
  for (const start of [entry, keyOf('src/renderers/view/ListPage.tsx')]) {
    const loaded = loadedWith(start);
    expect({ start, editor: loaded.has(editor), icons: loaded.has(icons) }).toEqual({ start, editor: false, icons: false });
  }
  // Each comes as a chunk of its own, imported on demand.
  expect(Object.values(manifest).flatMap((c) => c.dynamicImports ?? [])).toEqual(expect.arrayContaining([editor, icons]));
});
