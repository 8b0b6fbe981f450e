// Steps of the process designer's Chromium tests.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * "New process" on the templates screen: its name, key and category given (picked from the process groups' list when
 * `picked`: the first letters typed, then the group chosen), the blank diagram (start → task → end) drawn.
 */
export async function designNewProcess(page: Page, url: string, process: { name: string; key: string; group: string; picked?: boolean }): Promise<void> {
  await page.goto(`${url}/bpm/template`);
  await page.locator('[data-testid=bpm-template-new-design]').click();
  const start = page.locator('[data-testid=bpm-design-new]');
  await start.locator('input#name').fill(process.name);
  await start.locator('input#key').fill(process.key);
  if (process.picked) {
    await start.locator('input#group').fill(process.group.slice(0, 1));
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: process.group }).click();
    await expect.poll(() => start.locator('input#group').inputValue()).toBe(process.group);
  } else {
    await start.locator('input#group').fill(process.group);
  }
  await page.locator('[data-testid=bpm-design-start]').click();
  await expect.poll(() => page.locator('.react-flow__node').count()).toBe(3);
}
