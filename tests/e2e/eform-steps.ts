// Steps of the metadata runtime's end-to-end tests: antd controls driven the way a user drives them.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

const OPEN_DROPDOWN = '.ant-select-dropdown:not(.ant-select-dropdown-hidden)';

/** The open (visible) dropdown's option with this text. */
export const option = (page: Page, text: string) => page.locator(`${OPEN_DROPDOWN} .ant-select-item-option`, { hasText: text }).first();

/**
 * The option with this text in the open dropdown of `select` itself: its input names the list it controls while it is
 * open. A select without that name (not open yet, or no input) falls back to any open dropdown.
 */
async function ownOption(page: Page, select: Locator, text: string): Promise<Locator> {
  const list = await select.locator('input[aria-controls]').first().getAttribute('aria-controls', { timeout: 3_000 }).catch(() => null);
  if (!list) return option(page, text);
  return page.locator(`${OPEN_DROPDOWN}:has([id="${list}"]) .ant-select-item-option`, { hasText: text }).first();
}

/** Opens an antd select, picks an option by its text, and waits until the select shows it and has closed. */
export async function choose(page: Page, select: Locator, text: string): Promise<void> {
  // A loaded machine may let the click land while the dropdown still moves into place: try again, as a person would.
  for (let attempt = 1; ; attempt++) {
    await expect.poll(() => page.locator(OPEN_DROPDOWN).count()).toBe(0);
    await select.click();
    await (await ownOption(page, select, text)).click();
    const shown = await expect.poll(() => select.textContent(), { timeout: 3_000 }).toContain(text).then(() => true, () => false);
    if (!shown && attempt < 3) {
      if (await page.locator(OPEN_DROPDOWN).count()) await page.keyboard.press('Escape');
      continue;
    }
    await expect.poll(() => select.textContent()).toContain(text);
    await expect.poll(() => page.locator(OPEN_DROPDOWN).count()).toBe(0);
    return;
  }
}

/**
 * Picks a user in a user picker (a select searched on the server): types part of the username, waits for the user among
 * the options and clicks them; the picker then shows them, and its options have closed.
 */
export async function pickUser(page: Page, picker: Locator, username: string): Promise<void> {
  await picker.click();
  await picker.locator('input').fill(username);
  await option(page, `(${username})`).click();
  await expect.poll(() => picker.textContent()).toContain(username);
  // A picker of one user closes its options on the choice; one of several keeps them open, and Escape closes them. Escape
  // goes only to open options: once they have closed it reaches the dialog around the picker, and closes the dialog.
  if ((await picker.getAttribute('class'))?.includes('ant-select-multiple')) await page.keyboard.press('Escape');
  await expect.poll(() => page.locator(OPEN_DROPDOWN).count()).toBe(0);
}

/** The confirm modal's OK button (antd modal.confirm) carrying this test id. */
export const confirmOk = (page: Page, testId: string) => page.locator(`.ant-modal-confirm [data-testid=${testId}]`);

/**
 * Presses a confirm modal's OK and waits until the modal has gone. A loaded machine may let a click land while the
 * modal still moves into place: then it is pressed again (a press that did land shows the button loading, and a
 * second one does nothing).
 */
export async function pressOk(page: Page, testId: string): Promise<void> {
  const button = confirmOk(page, testId);
  for (let attempt = 1; attempt < 3; attempt++) {
    await button.click();
    if (await expect.poll(() => button.count(), { timeout: 5_000 }).toBe(0).then(() => true, () => false)) return;
  }
  await button.click();
  await expect.poll(() => button.count(), { timeout: 30_000 }).toBe(0);
}

/** Row `index` (0-based) of the model editor's columns grid. */
export const gridRow = (page: Page, index: number) => page.locator('[data-testid=columns-grid] tbody tr.ant-table-row').nth(index);

export interface FieldSpec {
  colCode: string;
  colName: string;
  colType?: 'varchar' | 'number' | 'date' | 'clob';
  colLength?: number;
  required?: boolean;
  showType?: string;
  dictCode?: string;
  validRule?: string;
}

/** Fills one row of the columns grid. */
export async function fillColumn(page: Page, index: number, spec: FieldSpec): Promise<void> {
  const row = gridRow(page, index);
  await row.locator(`[data-testid=col-colCode-${index}]`).fill(spec.colCode);
  await row.locator(`[data-testid=col-colName-${index}]`).fill(spec.colName);
  if (spec.colType && spec.colType !== 'varchar') await choose(page, row.locator(`[data-testid=col-colType-${index}]`), spec.colType);
  if (spec.colLength !== undefined) await row.locator('td').nth(4).locator('input').fill(String(spec.colLength));
  if (spec.required) await row.locator(`[data-testid=col-isRequired-${index}]`).check();
  if (spec.showType) await choose(page, row.locator(`[data-testid=col-showType-${index}]`), spec.showType);
  if (spec.validRule) await choose(page, row.locator(`[data-testid=col-validRule-${index}]`), spec.validRule);
  if (spec.dictCode) {
    await row.locator(`[data-testid=col-showConfig-${index}]`).click();
    await page.locator('.ant-modal').getByText('数据字典').click();
    await choose(page, page.locator('[data-testid=show-config-dict]'), spec.dictCode);
    await page.locator('[data-testid=show-config-ok]').click();
  }
}

/** The sync state shown in the models list, with the error notices on screen (so that a failing poll says why). */
export async function syncStateOrError(page: Page, tableName: string): Promise<string | null> {
  const state = await syncState(page, tableName);
  const errors = await page.locator('.ant-notification-notice-error').allTextContents();
  return errors.length ? `${state} (${errors.join(' | ')})` : state;
}

/** The sync state shown in the models list for a table. */
export const syncState = (page: Page, tableName: string) =>
  page.locator('.ant-table-row', { hasText: tableName }).locator('[data-testid=sync-state]').getAttribute('data-state');

/** Waits until no modal is on screen (closing animations finished), e.g. before a screenshot. */
export async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.ant-modal:visible').count()).toBe(0);
}

/**
 * Waits until every CSS animation and transition that ends has finished (modals fading in or out, drawers sliding), so
 * that the next click lands where it aims; endless ones (a spinner, an active progress bar's shimmer) never finish and
 * are not waited for.
 */
export async function still(page: Page): Promise<void> {
  await page.waitForFunction(
    `document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity)`,
  );
}

/**
 * Closes the dialog on screen with its close button, as a user would click again when a click landed while the dialog
 * was still moving in (a loaded machine): clicked until no dialog is left.
 */
export async function closeDialog(page: Page): Promise<void> {
  const open = page.locator('.ant-modal-wrap:visible');
  for (let attempt = 0; attempt < 5 && await open.count() > 0; attempt++) {
    await still(page);
    await open.last().locator('.ant-modal-close').click();
    await open.first().waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
  }
  await expect.poll(() => open.count()).toBe(0);
}
