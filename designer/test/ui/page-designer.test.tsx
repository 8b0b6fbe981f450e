// @vitest-environment happy-dom
// The page designer in happy-dom: columns reordered and added, a column's properties from the engine's schema, the
// engine's page rules shown at the column that broke them (and saving held back), undo/redo, buttons, and a save at the
// version it started from; a stale save merges the user's edits into the newer version when the user keeps theirs.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { View } from '@yc/engine';
import { bodyText, click, flush, mount, waitFor, type Mounted } from '../../../runtime-web/test/dom-helpers.tsx';
import { moveItem, PageDesigner } from '../../src/page/ui/PageDesigner.tsx';
import type { PageSaveResult } from '../../src/page/ui/page-designer.ts';

const VIEW: View = {
  viewName: 'Customers', viewCode: 'customer_list', viewType: 'table', tableName: 'customer', formCode: 'customer_form',
  columns: [
    { colCode: 'name', colName: 'Name', isShow: true, isQuery: true, isDefaultQuery: true },
    { colCode: 'phone', colName: 'Phone', isShow: true },
    { colCode: 'age', colName: 'Age', isShow: true },
  ],
  buttons: [{ buttonName: '新增', buttonType: 'toolbar', action: 'add', isDefault: true }],
};
const MODEL = [{ code: 'name', name: 'Name', type: 'varchar' }, { code: 'phone', name: 'Phone', type: 'varchar' }, { code: 'age', name: 'Age', type: 'number' }, { code: 'born', name: 'Born', type: 'date' }];

let ui: Mounted | undefined;
afterEach(() => {
  ui?.unmount();
  ui = undefined;
});

function open(save = vi.fn(async (_view: View, _version: number): Promise<PageSaveResult> => ({ ok: true, version: 8 }))) {
  ui = mount();
  ui.render(<PageDesigner view={VIEW} version={7} lang="en_US" columns={MODEL} save={save} />);
  return { save };
}
const $ = (testId: string) => document.querySelector(`[data-testid="${testId}"]`);
const columnOrder = () => [...document.querySelectorAll('[data-testid^="page-column-"]')].map((e) => e.getAttribute('data-testid')!.slice(12));

/** Checks the checkbox of a property form whose label is `label`. */
async function toggle(label: string) {
  const box = [...document.querySelectorAll('[data-testid="page-properties"] input[type=checkbox]')].find((i) => i.closest('label')?.textContent?.trim() === label);
  if (!box) throw new Error(`no checkbox ${label}`);
  await click(box);
  await flush();
}

describe('page designer', () => {
  it('moves a list item before another, counting the list as it was', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 3)).toEqual(['b', 'c', 'a']);
  });

  it('adds a model column, shows its properties and undoes the addition', async () => {
    open();
    await flush();
    expect(columnOrder()).toEqual(['name', 'phone', 'age']);
    await click($('page-add-column-born'));
    expect(columnOrder()).toEqual(['name', 'phone', 'age', 'born']);
    expect($('page-add-column-born')).toBeNull();
    expect($('page-properties')!.textContent).toContain('Alias');
    expect($('designer-dirty')).not.toBeNull();
    await click($('designer-undo'));
    expect(columnOrder()).toEqual(['name', 'phone', 'age']);
    await click($('designer-redo'));
    expect(columnOrder()).toEqual(['name', 'phone', 'age', 'born']);
  });

  it('shows the engine\'s page rule at the column that broke it and holds the save back until it is mended', async () => {
    open();
    await flush();
    expect($('page-issues')!.textContent).toContain('The page is valid');
    // A second query column marked as the default one.
    await click($('page-column-phone'));
    await toggle('Query field');
    await toggle('Default query');
    await flush();
    expect($('page-issues')!.textContent).toContain('only one default query allowed');
    expect($('page-property-issue')!.textContent).toContain('only one default query allowed');
    expect(($('designer-save') as HTMLButtonElement).disabled).toBe(true);
    await click($('designer-undo'));
    expect($('page-issues')!.textContent).toContain('The page is valid');
    expect(($('designer-save') as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps default buttons, adds one, and saves at the version it started from', async () => {
    const { save } = open();
    await flush();
    const tab = [...document.querySelectorAll('.ant-tabs-tab')].find((t) => t.textContent === 'Buttons')!;
    await click(tab);
    expect(($('page-button-0')!.querySelector('button') as HTMLButtonElement).disabled).toBe(true);
    await click($('page-add-button'));
    expect(bodyText()).toContain('New button');
    await click($('designer-save'));
    await waitFor(() => save.mock.calls.length > 0, 'the save');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![1]).toBe(7);
    expect(save.mock.calls[0]![0].buttons!.map((b) => b.action)).toEqual(['add', 'custom']);
    expect($('designer-version')!.textContent).toBe('v8');
    expect($('designer-dirty')).toBeNull();
  });

  it('a stale save: keeping the user\'s page merges it into the newer version (saved when the user saves again)', async () => {
    const save = vi.fn<(view: View, version: number) => Promise<PageSaveResult>>()
      .mockResolvedValueOnce({ ok: false, stale: { view: { ...VIEW, viewName: 'Theirs' }, version: 9 } })
      .mockResolvedValueOnce({ ok: true, version: 10 });
    open(save);
    await flush();
    await click($('page-add-column-born'));
    await click($('designer-save'));
    await flush();
    expect($('stale-text')!.textContent).toContain('Version 9');
    await act(async () => ($('stale-keep') as HTMLButtonElement).click());
    await flush();
    await click($('designer-save'));
    await waitFor(() => save.mock.calls.length === 2, 'the second save');
    expect(save.mock.calls[1]![1]).toBe(9);
    expect(save.mock.calls[1]![0].columns.map((c) => c.colCode)).toEqual(['name', 'phone', 'age', 'born']);
    expect(save.mock.calls[1]![0].viewName).toBe('Theirs');
    expect($('designer-version')!.textContent).toBe('v10');
  });
  it('shows the load hooks read-only unless scripts may be edited, and still lets a hook be removed', async () => {
    ui = mount();
    const save = vi.fn(async (_view: View, _version: number): Promise<PageSaveResult> => ({ ok: true, version: 8 }));
    const hooked: View = { ...VIEW, beforeLoad: { lang: 'script', code: 'return query;' } };
    ui.render(<PageDesigner view={hooked} version={7} lang="en_US" columns={MODEL} save={save} />);
    await flush();
    await click($('page-hooks-tab'));
    await flush();
    expect($('page-hooks-readonly')).not.toBeNull();
    expect($('page-hook-beforeLoad')!.textContent).toContain('return query;');
    expect($('page-hook-beforeLoad')!.querySelector('.cm-content')!.getAttribute('contenteditable')).toBe('false');
    await click($('page-hook-remove-beforeLoad'));
    await click($('designer-save'));
    await waitFor(() => save.mock.calls.length > 0, 'the save');
    expect(save.mock.calls[0]![0]).not.toHaveProperty('beforeLoad');
  });

  it('edits the hooks where scripts may be edited: a removed hook is saved without it', async () => {
    ui = mount();
    const save = vi.fn(async (_view: View, _version: number): Promise<PageSaveResult> => ({ ok: true, version: 8 }));
    const hooked: View = { ...VIEW, beforeLoad: { lang: 'script', code: 'return query;' } };
    ui.render(<PageDesigner view={hooked} version={7} lang="en_US" columns={MODEL} save={save} scriptsEditable />);
    await flush();
    await click($('page-hooks-tab'));
    await flush();
    expect($('page-hooks-readonly')).toBeNull();
    expect($('page-hook-beforeLoad')!.querySelector('.cm-content')!.getAttribute('contenteditable')).toBe('true');
    await click($('page-hook-remove-beforeLoad'));
    await click($('designer-save'));
    await waitFor(() => save.mock.calls.length > 0, 'the save');
    expect(save).toHaveBeenCalledOnce();
    expect(save.mock.calls[0]![0]).not.toHaveProperty('beforeLoad');
    await click($('designer-undo'));
    expect($('page-hook-beforeLoad')!.textContent).toContain('return query;');
  });
});
