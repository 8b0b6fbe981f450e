// @vitest-environment happy-dom
// The process designer's screen in happy-dom: a file drawn as nodes of its kinds, a palette click adding a selected
// node (one undo step), the design checks listed and clicked, and a save handing the console the export and settings.
import { afterEach, expect, it, vi } from 'vitest';
import { click, mount, waitFor, type Mounted } from '../../runtime-web/test/dom-helpers.tsx';
import { blankProcessXml } from '../src/process/document.ts';
import { ProcessDesigner, type ProcessDesignerProps } from '../src/process/ui/process-designer.ts';

let ui: Mounted | undefined;
afterEach(() => {
  ui?.unmount();
  ui = undefined;
});

const $ = (testId: string) => document.querySelector(`[data-testid="${testId}"]`);
const nodeIds = () => [...document.querySelectorAll('.react-flow__node')].map((n) => n.getAttribute('data-id'));

function open(props: Partial<ProcessDesignerProps> = {}) {
  const save = vi.fn(async () => ({ ok: true as const, version: 2 }));
  ui = mount();
  ui.render(
    <ProcessDesigner lang="en_US" xml={blankProcessXml('leave', 'Leave', 'Approve')} processKey="leave" nodes={{ task_1: { assignees: [{ type: 'initiator' }] } }}
      version={1} save={save} onReload={() => undefined} forms={[]} formFields={async () => []}
      assignees={{ UserPicker: () => null, roles: [], departments: [], positions: [] }} {...props} />,
  );
  return { save };
}

it('Given a new process, When a gateway is added from the palette, Then it is drawn and selected, and undo takes it away', { timeout: 30_000 }, async () => {
  open();
  await waitFor(() => nodeIds().length === 3, 'the three nodes');
  expect(nodeIds()).toEqual(['start', 'task_1', 'end']);
  await click($('palette-exclusiveGateway'));
  await waitFor(() => nodeIds().includes('exclusiveGateway_1'), 'the gateway');
  await waitFor(() => $('node-properties')?.textContent?.includes('exclusiveGateway_1') ?? false, 'its properties');
  await click($('process-undo'));
  await waitFor(() => !nodeIds().includes('exclusiveGateway_1'), 'the gateway gone');
});

it('Given the design, When saved, Then the console gets the BPMN export and the user tasks\' settings at the version read', async () => {
  const { save } = open();
  await waitFor(() => nodeIds().length === 3, 'the three nodes');
  await click($('process-save'));
  await waitFor(() => save.mock.calls.length === 1, 'the save');
  const [xml, nodes, version] = save.mock.calls[0] as unknown as [string, unknown, number];
  expect(xml).toContain('<bpmn:userTask id="task_1" name="Approve">');
  expect(nodes).toEqual({ task_1: { assignees: [{ type: 'initiator' }] } });
  expect(version).toBe(1);
});
