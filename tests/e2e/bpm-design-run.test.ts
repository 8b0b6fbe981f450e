// A process designed in Chromium and run: "New process" starts from a blank diagram (start → user task → end); a
// boundary timer dragged from the palette onto the task (and refused on the empty canvas) is undone; the
// end is deleted, an exclusive gateway, two user tasks and a new end are added from the palette, placed, connected from
// the properties panel; one branch gets a visual condition (days > 3, after the builder refused an empty field), the
// other is the default; assignees are set; the design checks block publishing until the gateway is decided; saved,
// published (asked first), and run through the API: the branch taken follows the condition. A stale save shows the
// StaleDialog and merges the user's change onto the version saved meanwhile (their name stays), then saves.
import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectOk } from '../api/eform-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { choose, option, pickUser, pressOk, still } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';
import { designNewProcess } from './bpm-design-steps.ts';

const suite = consoleSuite();
let admin: ApiClient;
let user: ApiClient;

beforeAll(async () => {
  admin = await suite.server.login('admin');
  user = await suite.server.login('user');
});

const node = (page: Page, id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);

/** Drags a node so that its centre lands on a point of the diagram (flow coordinates, through the viewport). */
async function place(page: Page, id: string, x: number, y: number) {
  const pane = (await page.locator('.react-flow').boundingBox())!;
  const transform = await page.locator('.react-flow__viewport').evaluate((el) => (el as unknown as { style: { transform: string } }).style.transform);
  const [, tx, ty, zoom] = /translate\(([-\d.e]+)px, ?([-\d.e]+)px\) scale\(([-\d.e]+)\)/.exec(transform)!.map(Number);
  const box = (await node(page, id).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(pane.x + tx! + x * zoom!, pane.y + ty! + y * zoom!, { steps: 8 });
  await page.mouse.up();
}

/** Connects the selected node to another from the properties panel (the new flow is then selected). */
async function connectTo(page: Page, target: string) {
  await page.locator('[data-testid=node-connect]').click();
  await option(page, `(${target})`).click();
  await page.locator('[data-testid=flow-properties]').waitFor();
}

/** Selects a node by a click; a click a loaded machine lost (the panel still shows the previous node) is made again. */
async function selectNode(page: Page, id: string) {
  const shown = () => page.locator('[data-testid=node-properties]').textContent();
  for (let attempt = 1; ; attempt += 1) {
    await node(page, id).click();
    try {
      await expect.poll(shown, { timeout: 4_000 }).toContain(id);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

// A long walk through the designer (a loaded machine may take more than the default two minutes).
it('designs start → task → gateway with a condition → two tasks → end, publishes it and runs both branches', { timeout: 360_000 }, async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { viewport: { width: 1600, height: 1000 } });
  // The category is picked from the process groups.
  expectOk(await admin.post('/api/bpm/template/group/add', { name: '人事', code: 'hr' }));
  await designNewProcess(page, suite.server.url, { name: '请假（设计）', key: 'designed_leave', group: '人事', picked: true });

  // A boundary timer dragged onto the task sits on it; dropped on the empty canvas it is refused with the reason; undone.
  await page.locator('[data-testid=palette-timerBoundary]').dragTo(node(page, 'task_1'));
  await node(page, 'timerBoundary_1').waitFor();
  await page.locator('[data-testid=palette-timerBoundary]').dragTo(page.locator('.react-flow__pane'), { targetPosition: { x: 30, y: 30 } });
  await page.getByText('边界定时器须放在任务或子流程上').waitFor();
  await page.locator('[data-testid=process-undo]').click();
  await node(page, 'timerBoundary_1').waitFor({ state: 'detached' });

  // The blank end goes (with its flow); the palette adds the rest, placed by dragging.
  await selectNode(page, 'end');
  await page.keyboard.press('Delete');
  await expect.poll(() => page.locator('.react-flow__node').count()).toBe(2);
  for (const kind of ['exclusiveGateway', 'userTask', 'userTask', 'endEvent']) await page.locator(`[data-testid=palette-${kind}]`).click();
  await expect.poll(() => page.locator('.react-flow__node').count()).toBe(6);
  await place(page, 'exclusiveGateway_1', 420, 120);
  await place(page, 'userTask_1', 560, 40);
  await place(page, 'userTask_2', 560, 200);
  await place(page, 'endEvent_1', 720, 120);

  // Before the gateway decides anything, the checks name what is wrong.
  await page.locator('[data-testid=process-checks-tab]').click();
  await page.locator('[data-testid=process-issue-exclusiveGateway_1]').first().waitFor();
  await page.locator('[data-testid=process-issue-exclusiveGateway_1]').first().click();
  await expect.poll(() => page.locator('[data-testid=node-properties]').textContent()).toContain('exclusiveGateway_1');

  await selectNode(page, 'task_1');
  await connectTo(page, 'exclusiveGateway_1');
  await selectNode(page, 'exclusiveGateway_1');
  await connectTo(page, 'userTask_1');
  // The visual condition: an empty field is refused with the engine's message, then days > 3.
  await page.locator('[data-testid=condition-apply]').click();
  await page.locator('[data-testid=condition-problem]').waitFor();
  await page.locator('[data-testid=condition-field-0] input').fill('days');
  await choose(page, page.locator('[data-testid=condition-op-0]'), '大于');
  await page.locator('[data-testid=condition-value-0]').fill('3');
  await page.locator('[data-testid=condition-apply]').click();
  await expect.poll(() => page.locator('[data-testid=condition-compiled]').textContent()).toBe('${days > 3}');
  await selectNode(page, 'exclusiveGateway_1');
  await connectTo(page, 'userTask_2');
  await page.locator('[data-testid=flow-default]').check();
  for (const from of ['userTask_1', 'userTask_2']) {
    await selectNode(page, from);
    await connectTo(page, 'endEvent_1');
  }

  // Names and assignees: the team lead and HR are the initiator, the manager a chosen user.
  for (const [id, name] of [['task_1', '组长审批'], ['userTask_1', '经理审批'], ['userTask_2', '人事备案']] as const) {
    await selectNode(page, id);
    await page.locator('[data-testid=node-name]').fill(name);
    await page.locator('[data-testid=node-name]').press('Enter');
    await page.locator('[data-testid=assignee-add]').click();
    if (id === 'userTask_1') {
      await choose(page, page.locator('[data-testid=assignee-type-0]'), '指定用户');
      await pickUser(page, page.locator('[data-testid=assignee-users-0]'), 'user');
    }
  }
  await page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
  await page.locator('[data-testid=process-checks-tab]').click();
  await expect.poll(() => page.locator('[data-testid=process-checks] .ant-alert-error').count()).toBe(0);

  await page.locator('[data-testid=process-save]').click();
  await page.locator('[data-testid=process-unsaved]').waitFor({ state: 'detached' });
  const saved = expectOk<any>(await admin.get('/api/bpm/template/queryByKey?key=designed_leave'));
  expect(saved.nodes).toEqual({
    task_1: { assignees: [{ type: 'initiator' }] },
    userTask_1: { assignees: [{ type: 'user', values: ['user'] }] },
    userTask_2: { assignees: [{ type: 'initiator' }] },
  });
  expect(saved.bpmnXml).toContain('<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${days &gt; 3}</bpmn:conditionExpression>');
  await still(page);
  // Someone else saves meanwhile: the designer's next save is stale; the user's change is merged onto theirs and saved.
  const { group, key, bpmnXml, startPermission, nodes, version } = saved;
  expectOk(await admin.put('/api/bpm/template/edit', { group, key, bpmnXml, startPermission, nodes, version, name: '请假（他人修改）' }));
  await selectNode(page, 'userTask_2');
  await page.locator('[data-testid=node-opinion]').check();
  await page.locator('[data-testid=process-save]').click();
  await page.locator('[data-testid=stale-keep]').click();
  await page.locator('[data-testid=process-merged]').waitFor();
  await page.locator('[data-testid=process-unsaved]').waitFor();
  await page.locator('[data-testid=process-save]').click();
  await page.locator('[data-testid=process-unsaved]').waitFor({ state: 'detached' });
  const merged = expectOk<any>(await admin.get('/api/bpm/template/queryByKey?key=designed_leave'));
  expect(merged.nodes.userTask_2).toEqual({ assignees: [{ type: 'initiator' }], opinionRequired: true });
  expect(merged.name).toBe('请假（他人修改）');

  await page.locator('[data-testid=process-publish]').click();
  await pressOk(page, 'confirm-ok');
  await expect.poll(async () => expectOk<any>(await admin.get('/api/bpm/template/queryByKey?key=designed_leave')).publishedVersion).toBe(1);
  expect(unexpectedErrors(errors, [409])).toEqual([]);
  await context.close();

  // Run: more than three days goes to the manager, fewer to HR.
  const todo = async (client: ApiClient, instanceId: string) =>
    (expectOk<any>(await client.get('/api/bpm/task/todo')).records as any[]).filter((t) => t.instanceId === instanceId);
  for (const [days, handler, node] of [[5, user, '经理审批'], [1, admin, '人事备案']] as const) {
    const { id } = expectOk<any>(await admin.post('/api/bpm/process/start', { templateKey: 'designed_leave', businessTitle: `Leave ${days}`, variables: { days } }));
    const [lead] = await todo(admin, id);
    expect(lead.taskName).toBe('组长审批');
    expectOk(await admin.post('/api/bpm/task/complete', { taskId: lead.id }));
    const [next] = await todo(handler, id);
    expect(next.taskName).toBe(node);
  }
});
