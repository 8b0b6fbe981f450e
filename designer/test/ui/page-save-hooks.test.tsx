// @vitest-environment happy-dom
// The page designer's save hooks: before-save and after-save edited next to the load hooks, read-only where scripts
// may not be edited, a removed one saved without it.
import { afterEach, expect, it, vi } from 'vitest';
import type { View } from '@yc/engine';
import { click, flush, mount, waitFor, type Mounted } from '../../../runtime-web/test/dom-helpers.tsx';
import { PageDesigner } from '../../src/page/ui/PageDesigner.tsx';
import type { PageSaveResult } from '../../src/page/ui/page-designer.ts';

const VIEW: View = {
  viewName: 'Customers', viewCode: 'customer_list', viewType: 'table', tableName: 'customer', formCode: 'customer_form',
  columns: [{ colCode: 'name', colName: 'Name', isShow: true }],
  beforeSave: { lang: 'script', code: 'return { refuse: "no" };' },
  afterSave: { lang: 'groovy', code: 'return null' },
};
const MODEL = [{ code: 'name', name: 'Name', type: 'varchar' }];
const $ = (testId: string) => document.querySelector(`[data-testid="${testId}"]`);

let ui: Mounted | undefined;
afterEach(() => {
  ui?.unmount();
  ui = undefined;
});

async function open(scriptsEditable: boolean) {
  ui = mount();
  const save = vi.fn(async (_view: View, _version: number): Promise<PageSaveResult> => ({ ok: true, version: 8 }));
  ui.render(<PageDesigner view={VIEW} version={7} lang="en_US" columns={MODEL} save={save} scriptsEditable={scriptsEditable} />);
  await flush();
  await click($('page-hooks-tab'));
  await flush();
  return save;
}

it('shows the four hooks, the save hooks with their code and language, read-only unless scripts may be edited', async () => {
  await open(false);
  for (const place of ['beforeLoad', 'afterLoad', 'beforeSave', 'afterSave']) expect($(`page-hook-${place}`)).not.toBeNull();
  expect($('page-hook-beforeSave')!.textContent).toContain('return { refuse: "no" };');
  expect($('page-hook-lang-afterSave')!.textContent).toContain('groovy');
  expect($('page-hook-beforeSave')!.querySelector('.cm-content')!.getAttribute('contenteditable')).toBe('false');
  expect($('page-hook-remove-afterSave')).not.toBeNull();
  expect(document.body.textContent).toContain('Before save');
  expect(document.body.textContent).toContain('After save');
});

it('saves the page without a save hook removed, keeping the other', async () => {
  const save = await open(true);
  expect($('page-hook-afterSave')!.querySelector('.cm-content')!.getAttribute('contenteditable')).toBe('true');
  await click($('page-hook-remove-afterSave'));
  await click($('designer-save'));
  await waitFor(() => save.mock.calls.length > 0, 'the save');
  expect(save).toHaveBeenCalledOnce();
  expect(save.mock.calls[0]![0]).not.toHaveProperty('afterSave');
  expect(save.mock.calls[0]![0].beforeSave).toEqual(VIEW.beforeSave);
});
