// @vitest-environment happy-dom
// The table model designer in happy-dom: the engine's modelling rules checked as the user types (the cell that breaks
// one is marked with its message, in the user's language), nothing saved while a rule is broken, and a save handed to
// the console with the model and the version it was read at.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TableModel } from '@yc/engine';
import { click, flush, mount, type, waitFor, type Mounted } from '../../../runtime-web/test/dom-helpers.tsx';
import { ModelEditor } from '../../src/model/ui/ModelEditor.tsx';

const MODEL: TableModel & { version: number } = {
  tableName: 'customer', tableDesc: 'Customer', groupCode: 'crm', objStructure: 'main', persistenceType: 'db', version: 4,
  columns: [{ colCode: 'name', colName: 'Name', colType: 'varchar', colLength: 50 }],
};

let ui: Mounted | undefined;
afterEach(() => {
  ui?.unmount();
  ui = undefined;
});

function open(lang: 'en_US' | 'zh_CN' = 'en_US') {
  const save = vi.fn(async (_model: TableModel, _version: number | undefined) => undefined);
  ui = mount();
  ui.render(
    <ModelEditor model={MODEL} lang={lang} groupOptions={[{ label: 'CRM', value: 'crm' }]} save={save} onClose={() => undefined}
      dictionaries={async () => []} DataSourceSelect={() => null} />,
  );
  return { save };
}
const $ = (testId: string) => document.querySelector(`[data-testid="${testId}"]`);
/**
 * The input of a test id once it is rendered: the drawer and its grid may take more than a few ticks on a loaded
 * machine, and a grid cell is remounted (inside its issue's tooltip) once the engine finds fault with it.
 */
async function input(testId: string): Promise<HTMLInputElement> {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await flush(1)) {
    const found = $(testId);
    if (found instanceof HTMLInputElement) return found;
  }
  throw new Error(`no input ${testId} after 20 s`);
}

describe('table model designer', () => {
  it('marks a broken rule at its cell as the user types, and saves nothing until it is mended', async () => {
    const { save } = open();
    await flush();
    expect($('model-issues')).toBeNull();
    await type(await input('col-colCode-0'), 'select');
    await waitFor(() => $('model-issues') !== null, 'the issues as typed');
    expect($('model-issues')!.textContent).toContain('Fields #1 › Field name');
    expect($('model-issues')!.textContent).toContain('Field name cannot be a reserved word');
    expect($('col-colCode-0')!.className).toContain('status-error');
    await click($('model-save'));
    await flush();
    expect(save).not.toHaveBeenCalled();

    await type(await input('col-colCode-0'), 'full_name');
    await waitFor(() => $('model-issues') === null, 'the issues gone');
    await click($('model-save'));
    await waitFor(() => save.mock.calls.length === 1, 'the save');
    expect(save.mock.calls[0]![1]).toBe(4);
    expect(save.mock.calls[0]![0].columns[0]).toMatchObject({ colCode: 'full_name', colLength: 50 });
    expect(save.mock.calls[0]![0]).not.toHaveProperty('version');
  });

  it('names the columns and tells the rules in the user\'s language', async () => {
    open('zh_CN');
    await flush();
    expect(document.body.textContent).toContain('字段名');
    expect(document.body.textContent).toContain('添加字段');
    await type(await input('col-colCode-0'), 'select');
    await waitFor(() => $('model-issues') !== null, 'the issues as typed');
    expect($('model-issues')!.textContent).not.toContain('reserved word');
  });

  it('a new model: tells what the user typed wrong at once, the properties still empty only when they save', async () => {
    ui = mount();
    ui.render(
      <ModelEditor model={undefined} lang="en_US" groupOptions={[{ label: 'CRM', value: 'crm' }]} save={vi.fn()} onClose={() => undefined}
        dictionaries={async () => []} DataSourceSelect={() => null} />,
    );
    await flush();
    await type(await input('col-colCode-0'), 'select');
    await waitFor(() => $('model-issues') !== null, 'the issues as typed');
    expect($('model-issues')!.textContent).toContain('Fields #1 › Field name');
    expect($('model-issues')!.textContent).not.toContain('Table name');
    await click($('model-save'));
    await waitFor(() => $('model-issues')!.textContent!.includes('Description is required'), 'every issue once they save, named by its label');
    expect($('model-issues')!.textContent).not.toMatch(/\/\w+ is required/);
  });
});
