// An expense claim approved on its record, in Chromium, in English: a user opens the claims list, submits a new claim
// with two lines for approval (the process's start page shows the form with the sub-table grid and its "Add a row"),
// the approver sees the claim and its lines on the process page and approves, and the list shows the claim
// "Approved" in its status column.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { setUpExpenseApproval } from '../api/expense-fixtures.ts';
import { STRONG_PASSWORD } from '../support/identity.ts';
import { consoleSuite } from './console-suite.ts';
import { still } from './eform-steps.ts';
import { signedInPage } from './shell-helpers.ts';

const suite = consoleSuite();
let listUrl: string;
let requesterName: string;
let approverName: string;

beforeAll(async () => {
  ({ listUrl, requester: requesterName, lead: approverName } = await setUpExpenseApproval(suite.server, { steps: 1 }));
});

/** A user's console in English. */
async function inEnglish(username: string) {
  const opened = await signedInPage(suite.browser, suite.server.url, username, STRONG_PASSWORD);
  await opened.page.evaluate(`localStorage.setItem('yuncheng__LANGUAGE', JSON.stringify({ value: 'en_US', expire: null }))`);
  return opened.page;
}

const claimRow = (page: Page) => page.locator('[data-testid=eform-list] .ant-table-row', { hasText: 'Conference trip' });

it('is submitted with two lines from the list, approved with its lines in view, and listed as Approved', async () => {
  const requester = await inEnglish(requesterName);
  await requester.goto(`${suite.server.url}${listUrl}`);
  await requester.locator('[data-testid=toolbar-submit-approval]').click();
  await requester.waitForURL(/\/flow\/start\/expense/);
  await requester.locator('[data-testid=process-start-title]').fill('Conference trip');
  await requester.locator('#root_title').fill('Conference trip');
  await requester.locator('#root_amount').fill('300');
  for (const [index, [item, cost]] of [['Train', '120'], ['Hotel', '180']].entries()) {
    await requester.locator('[data-add-row=root_lines]').click();
    await requester.locator(`[data-cell="root_lines.${index}.item"]`).fill(item!);
    await requester.locator(`[data-cell="root_lines.${index}.cost"] input, input[data-cell="root_lines.${index}.cost"]`).first().fill(cost!);
  }
  await requester.locator('[data-testid=process-start-submit]').click();
  await requester.waitForURL(/\/flow\/instance\//);
  // The instance's page opens on its own: nothing is asked about leaving the start form once it was saved.
  await requester.locator('[data-testid=flow-diagram] [data-node-id=lead][data-state=current]').waitFor();

  const approver = await inEnglish(approverName);
  await approver.goto(`${suite.server.url}/bpm/tasks`);
  const task = approver.locator('.ant-table-row:visible', { hasText: 'Conference trip' });
  await task.locator('[data-testid^=task-open-]').click();
  await approver.locator('[data-testid=flow-actions]').waitFor();
  await still(approver);
  const lines = approver.locator('[data-testid=flow-form] [data-subtable=root_lines]');
  expect(await lines.innerText()).toContain('Train');
  expect(await lines.innerText()).toContain('Hotel');
  await approver.locator('[data-testid=flow-approve]').click();
  await approver.locator('[data-testid=flow-task-closed]').waitFor();

  await requester.goto(`${suite.server.url}${listUrl}`);
  const status = claimRow(requester).locator('[data-testid=approval-status]');
  await status.waitFor();
  expect(await status.innerText()).toBe('Approved');
  expect(await requester.locator('[data-testid=eform-list] thead').innerText()).toContain('Approval status');
});
