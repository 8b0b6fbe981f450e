// Approvals on records, by the buttons a user has (issue 31): a saved claim is submitted for approval from its row in
// the list; its initiator urges the approver (who sees the task marked urged), withdraws it while no one has acted (the
// list says so, and offers to submit again), submits it again; the approver's rejection is told once and the list shows
// it; the print view carries the form and its circulation; My tasks › Start on a process bound to a form opens the form.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectOk } from '../api/eform-fixtures.ts';
import { setUpExpenseApproval } from '../api/expense-fixtures.ts';
import { STRONG_PASSWORD } from '../support/identity.ts';
import { consoleSuite } from './console-suite.ts';
import { nextFrames, signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
const CLAIM = 'Taxi to the airport';
let listUrl: string;
let requesterName: string;
let leadName: string;

beforeAll(async () => {
  ({ listUrl, requester: requesterName, lead: leadName } = await setUpExpenseApproval(suite.server, { steps: 2 }));
  // The requester's saved claim, a draft.
  const requester = await suite.server.login(requesterName, STRONG_PASSWORD);
  expectOk(await requester.post('/api/eform/engine/view/expense_claim_list/data', { title: CLAIM, amount: 80 }));
});

const claimRow = (page: Page) => page.locator('[data-testid=eform-list] .ant-table-row', { hasText: CLAIM });

async function openList(page: Page): Promise<void> {
  await page.goto(`${suite.server.url}${listUrl}`);
  await claimRow(page).waitFor();
}

/** The claim's approval status in the list, once it reads `status`. */
async function expectStatus(page: Page, status: string): Promise<void> {
  await openList(page);
  await expect.poll(() => claimRow(page).locator('[data-testid=approval-status]').getAttribute('data-status')).toBe(status);
}

/** The claim's instance, opened from My tasks › My processes. */
async function openInstance(page: Page): Promise<void> {
  await page.goto(`${suite.server.url}/bpm/tasks`);
  await page.locator('[data-testid=bpm-tasks-tab-mine]').click();
  await page.locator('.ant-table-row:visible', { hasText: CLAIM }).first().locator('[data-testid^=mine-open-]').click();
  await page.locator('[data-testid=flow-page]').waitFor();
}

/** The approver's open task on the claim, from My tasks. */
async function openTask(page: Page): Promise<void> {
  await page.goto(`${suite.server.url}/bpm/tasks`);
  await page.locator('.ant-table-row:visible', { hasText: CLAIM }).locator('[data-testid^=task-open-]').click();
  await page.locator('[data-testid=flow-actions]').waitFor();
}

it('is submitted from its row, urged, withdrawn, submitted again, rejected once, and printed with its circulation', async () => {
  const requester = await signedInPage(suite.browser, suite.server.url, requesterName, STRONG_PASSWORD);
  const lead = await signedInPage(suite.browser, suite.server.url, leadName, STRONG_PASSWORD);
  const page = requester.page;

  // A draft: submitted from its row, it is in approval and offers no second submission.
  await expectStatus(page, 'draft');
  await claimRow(page).locator('[data-testid=row-submit-approval]').click();
  await expect.poll(() => claimRow(page).locator('[data-testid=approval-status]').getAttribute('data-status')).toBe('inApproval');
  expect(await claimRow(page).locator('[data-testid=row-submit-approval]').count()).toBe(0);

  // Urged: the approver's task is marked.
  await openInstance(page);
  await page.locator('[data-testid=flow-urge]').click();
  await page.locator('.ant-notification-notice').first().waitFor();
  await lead.page.goto(`${suite.server.url}/bpm/tasks`);
  await lead.page.locator('.ant-table-row:visible', { hasText: CLAIM }).locator('[data-testid=task-urged]').waitFor();

  // Withdrawn while no one has acted: the list says so and offers to submit it again.
  await page.locator('[data-testid=flow-withdraw]').click();
  await expect.poll(() => page.locator('[data-testid=flow-withdraw]').count()).toBe(0);
  await expectStatus(page, 'withdrawn');
  await claimRow(page).locator('[data-testid=row-submit-approval]').click();
  await expect.poll(() => claimRow(page).locator('[data-testid=approval-status]').getAttribute('data-status')).toBe('inApproval');

  // Rejected back to the initiator: told once, and the list shows it rejected.
  await openTask(lead.page);
  await lead.page.locator('[data-testid=flow-opinion]').fill('Receipt missing');
  await lead.page.locator('[data-testid=flow-reject]').click();
  const dialog = lead.page.locator('.ant-modal:visible');
  await dialog.locator('[data-testid=flow-reject-target] input[value=initiator]').check();
  await dialog.locator('[data-testid=form-modal-ok]').click();
  await lead.page.locator('[data-testid=flow-task-closed]').waitFor();
  await lead.page.locator('.ant-notification-notice').first().waitFor();
  // One notice for the one action (the dialog tells the user; the page does not tell again).
  await nextFrames(lead.page);
  expect(await lead.page.locator('.ant-notification-notice').count()).toBe(1);
  await expectStatus(page, 'rejected');

  // The print view of the claim's newest instance: the form's values and each step of its circulation.
  await openInstance(page);
  const [print] = await Promise.all([page.context().waitForEvent('page'), page.locator('[data-testid=flow-print]').click()]);
  const sheet = print.locator('[data-testid=flow-print-sheet]');
  await sheet.waitFor();
  expect(await sheet.locator('h2').innerText()).toContain(CLAIM);
  await sheet.locator('[data-formatted=amount]', { hasText: '80' }).waitFor();
  const history = await print.locator('[data-testid=flow-print-history] tbody tr').allInnerTexts();
  // The newest instance, first among the user's own: started, then rejected with its opinion.
  expect(history).toHaveLength(2);
  expect(history.join('\n')).toContain('Receipt missing');
  await print.close();

  for (const { errors, context } of [requester, lead]) {
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  }
});

it('opens the bound form first when a process is started from My tasks', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, requesterName, STRONG_PASSWORD, { at: '/bpm/tasks' });
  await page.locator('[data-testid=bpm-start]').click();
  // Choosing the process is enough: the dialog gives way to the process's start page.
  await page.locator('.ant-modal:visible .ant-select').first().click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Expense approval' }).click();
  await page.waitForURL(/\/flow\/start\/expense/);
  await page.locator('[data-testid=process-start] #root_title').waitFor();
  await page.locator('[data-testid=process-start] [data-add-row=root_lines]').waitFor();
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
