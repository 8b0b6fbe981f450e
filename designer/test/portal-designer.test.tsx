// @vitest-environment happy-dom
// The portal designer in happy-dom: items added from the palette land below the others on the 12-column grid, are
// selected and given their settings, removed, undone; the engine's rules block a save (an item without its widget);
// a save hands the console the portal at the version read; the preview draws items through the console's renderer.
import { afterEach, expect, it, vi } from 'vitest';
import { click, mount, waitFor, type Mounted } from '../../runtime-web/test/dom-helpers.tsx';
import type { Portal } from '@yc/engine';
import { PortalDesigner, type PortalDesignerProps } from '../src/portal/portal-designer.ts';
import { addItem, applyLayout } from '../src/portal/document.ts';

let ui: Mounted | undefined;
afterEach(() => {
  ui?.unmount();
  ui = undefined;
});

const $ = (testId: string) => document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
const START: Portal = { portalName: 'Home', portalCode: 'home', items: [{ i: 'a', x: 0, y: 0, w: 6, h: 4, widgetCode: 'sales_pie' }] };
const CHOICES: PortalDesignerProps['choices'] = {
  widgets: [{ value: 'sales_pie', label: 'Sales pie' }], views: [], menus: [{ value: 'm1', label: 'Orders' }], roles: [{ value: 'sales', label: 'Sales' }],
};

function open(props: Partial<PortalDesignerProps> = {}) {
  const save = vi.fn(async (_portal: Portal, _version: number) => ({ ok: true as const, version: 4 }));
  ui = mount();
  ui.render(<PortalDesigner lang="en_US" portal={START} version={3} save={save} choices={CHOICES} {...props} />);
  return { save };
}

it('places new items below the others, takes positions from the grid', () => {
  const { portal, key } = addItem(START, 'todo');
  expect(key).toBe('todo_1');
  expect(portal.items[1]).toMatchObject({ i: 'todo_1', itemType: 'todo', x: 0, y: 4, w: 4, h: 3 });
  const moved = applyLayout(portal, [{ i: 'a', x: 0, y: 0, w: 6, h: 4 }, { i: 'todo_1', x: 6, y: 0, w: 6, h: 3 }]);
  expect(moved.items[1]).toMatchObject({ x: 6, y: 0, w: 6 });
  expect(applyLayout(moved, moved.items)).toBe(moved);
});

it('Given a portal, When a to-do item is added, selected and removed, Then the grid follows and undo brings it back', { timeout: 30_000 }, async () => {
  open();
  await waitFor(() => $('portal-item-a') !== null, 'the widget item');
  await click($('portal-palette-todo'));
  await waitFor(() => $('portal-item-todo_1') !== null, 'the new item');
  expect($('portal-item-settings')?.textContent).toContain('todo_1');
  await click($('portal-remove-todo_1'));
  await waitFor(() => $('portal-item-todo_1') === null, 'the item removed');
  await click($('portal-undo'));
  await waitFor(() => $('portal-item-todo_1') !== null, 'the item back');
});

it('Given a widget item without its widget, When the design is checked, Then the engine\'s message and no save', { timeout: 30_000 }, async () => {
  const { save } = open();
  await click($('portal-palette-widget'));
  await waitFor(() => $('portal-issues')?.textContent?.includes('Choose the report widget the item draws') ?? false, 'the rule');
  expect($('portal-save')?.hasAttribute('disabled')).toBe(true);
  await click($('portal-remove-widget_1'));
  await waitFor(() => $('portal-issues') === null, 'valid again');
  await click($('portal-save'));
  await waitFor(() => save.mock.calls.length === 1, 'the save');
  const [saved, version] = save.mock.calls[0]!;
  expect(version).toBe(3);
  expect(saved.items.map((i) => i.i)).toEqual(['a']);
  await waitFor(() => $('portal-notice')?.textContent?.includes('Saved (version 4)') ?? false, 'the notice');
});

it('Given the preview, When shown, Then each item is drawn by the console\'s renderer', { timeout: 30_000 }, async () => {
  open({ Preview: ({ item, portalCode }) => <span data-testid={`preview-${item.i}`}>{portalCode}:{item.widgetCode}</span> });
  await waitFor(() => $('portal-item-a') !== null, 'the widget item');
  const preview = [...document.querySelectorAll<HTMLElement>('[data-testid="portal-mode"] label, [data-testid="portal-mode"] .ant-segmented-item')]
    .find((el) => el.textContent === 'Preview');
  await click(preview ?? null);
  await waitFor(() => $('preview-a')?.textContent === 'home:sales_pie', 'the preview');
  expect($('portal-palette-todo')).toBeNull();
});
