// @vitest-environment happy-dom
// The options of a select from a SQL config in the form designer (issue 16): the config chosen among the console's,
// its declared parameter offered as a row, the row bound to another control with a default value, saved as the
// control's sqlConfig.sqlParameterConfig; the engine's rules (parameter key non-empty and unique) shown at the control
// and holding the save back; an HTTP config's parameters likewise. A searched select's searchKey and valueKey chosen
// among the config's declared parameters, and kept (with any other member of the config) when its parameters or its
// code are edited; a searchKey without its valueKey shown at the control.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newField, type Form } from '@yc/engine';
import { click, flush, mount, type, waitFor, type Mounted } from '../../../runtime-web/test/dom-helpers.tsx';
import { FormDesigner, type FormDesignerProps, type SaveResult } from '../../src/form/ui/form-designer.ts';

const FORM: Form = {
  formName: 'Site', formCode: 'site_form',
  fields: [{ ...newField('select', 'province'), titleEn: 'Province' }, { ...newField('select', 'city'), titleEn: 'City' }],
};
const SOURCES = {
  sql: [
    { code: 'regions_of', name: 'Regions', parameters: ['parent'] }, { code: 'provinces', name: 'Provinces' },
    { code: 'customers_like', name: 'Customers', parameters: ['kw', 'ids', 'region'] },
  ],
  http: [{ code: 'cities_api' }],
};

let ui: Mounted | undefined;
afterEach(() => {
  ui?.unmount();
  ui = undefined;
});

function open(props: Partial<FormDesignerProps> = {}) {
  ui = mount();
  const save = vi.fn(async (_form: Form, _version: number): Promise<SaveResult> => ({ ok: true, version: 2 }));
  ui.render(<FormDesigner form={FORM} version={1} lang="en_US" Preview={() => null} save={save} draftDelayMs={0} optionSources={SOURCES} {...props} />);
  return { save };
}

const $ = (testId: string) => document.querySelector(`[data-testid="${testId}"]`);

async function pickSource(source: 'sql' | 'http') {
  await click(document.querySelector(`[data-testid="options-source"] input[value="${source}"]`));
  await flush();
}

/** Opens an antd select by its test id and clicks the option with this title (in the list opened last). */
async function choose(testId: string, title: string) {
  const select = $(testId)!;
  const target = select.querySelector('.ant-select-selector, .ant-select-content, input') ?? select;
  await act(async () => {
    target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
  const option = () => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].findLast((o) => o.getAttribute('title') === title);
  await waitFor(() => option() !== undefined, `the option ${title}`);
  await act(async () => option()!.click());
  await flush();
}

async function commit(testId: string, value: string) {
  const input = $(testId) as HTMLInputElement;
  await type(input, value);
  await act(async () => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true }));
    // The input takes one Enter per key press: the key goes up again.
    input.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', keyCode: 13, bubbles: true }));
  });
  await flush();
}

const issues = () => [...document.querySelectorAll('[data-testid="prop-issue"]')].map((e) => e.textContent);

describe('options from a SQL or HTTP config in the form designer', () => {
  it('chooses the config, binds its parameter to another control with a default, and saves it as sqlParameterConfig', async () => {
    const { save } = open();
    await flush();
    await click($('block-city'));
    await pickSource('sql');
    await choose('options-code', 'Regions (regions_of)');
    await waitFor(() => $('param-key-0') !== null, 'the declared parameter as a row');
    expect(($('param-key-0') as HTMLInputElement).value).toBe('parent');
    await choose('param-field-0', 'Province (province)');
    await commit('param-default-0', '44');
    expect(issues()).toEqual([]);
    await click($('designer-save'));
    await waitFor(() => save.mock.calls.length === 1, 'the save');
    const city = save.mock.calls[0]![0].fields.find((f) => f.key === 'city')!;
    expect(city.showConfig).toEqual({ sqlConfig: { sqlCode: 'regions_of', sqlParameterConfig: [{ parameterKey: 'parent', outKey: 'province', defaultValue: '44' }] } });
  });

  it('shows an empty or repeated parameter key at the control and holds the save back until it is fixed', async () => {
    open();
    await flush();
    await click($('block-city'));
    await pickSource('sql');
    await choose('options-code', 'Regions (regions_of)');
    await waitFor(() => $('param-key-0') !== null, 'the declared parameter as a row');
    await click($('param-add'));
    await waitFor(() => $('param-key-1') !== null, 'a second row');
    await waitFor(() => issues().some((t) => t?.includes('Parameter key cannot be empty')), 'the empty key refused');
    expect(($('designer-save') as HTMLButtonElement).disabled).toBe(true);
    await commit('param-key-1', 'parent');
    await waitFor(() => issues().some((t) => t?.includes('Parameter key cannot be repeated')), 'the repeated key refused');
    await commit('param-key-1', 'level');
    await waitFor(() => issues().length === 0, `the issues gone: ${issues().join('; ')}`);
    await click($('param-remove-1'));
    await waitFor(() => $('param-key-1') === null, 'the row removed');
    expect(($('designer-save') as HTMLButtonElement).disabled).toBe(false);
  });

  it('binds an HTTP config\'s parameter the same way (httpParameterConfig), a code typed when the console lists none', async () => {
    const { save } = open({ optionSources: undefined });
    await flush();
    await click($('block-city'));
    await pickSource('http');
    await commit('options-code', 'cities_api');
    await click($('param-add'));
    await waitFor(() => $('param-key-0') !== null, 'a parameter row');
    await commit('param-key-0', 'province');
    await choose('param-field-0', 'Province (province)');
    await click($('designer-save'));
    await waitFor(() => save.mock.calls.length === 1, 'the save');
    const city = save.mock.calls[0]![0].fields.find((f) => f.key === 'city')!;
    expect(city.showConfig).toEqual({ httpConfig: { httpCode: 'cities_api', httpParameterConfig: [{ parameterKey: 'province', outKey: 'province' }] } });
  });

  it('keeps searchKey, valueKey and other members of the SQL config when its parameters or code are edited', async () => {
    const searched: Form = {
      ...FORM,
      fields: [FORM.fields[0]!, {
        ...FORM.fields[1]!,
        showConfig: { sqlConfig: { sqlCode: 'customers_like', searchKey: 'kw', valueKey: 'ids', extra: 'kept' } as never },
      }],
    };
    const { save } = open({ form: searched });
    await flush();
    await click($('block-city'));
    await waitFor(() => $('options-searchKey') !== null, 'the search parameter shown');
    expect($('options-searchKey')!.textContent).toContain('kw');
    expect($('options-valueKey')!.textContent).toContain('ids');
    await click($('param-add'));
    await waitFor(() => $('param-key-0') !== null, 'a parameter row');
    expect(($('param-key-0') as HTMLInputElement).value).toBe('kw');
    await commit('param-key-0', 'region');
    await choose('param-field-0', 'Province (province)');
    await choose('options-code', 'Customers (customers_like)');
    await click($('designer-save'));
    await waitFor(() => save.mock.calls.length === 1, 'the save');
    const city = save.mock.calls[0]![0].fields.find((f) => f.key === 'city')!;
    expect(city.showConfig).toEqual({
      sqlConfig: { sqlCode: 'customers_like', searchKey: 'kw', valueKey: 'ids', extra: 'kept', sqlParameterConfig: [{ parameterKey: 'region', outKey: 'province' }] },
    });
  });

  it('sets searchKey and valueKey among the declared parameters, a searchKey alone shown as an issue', async () => {
    const { save } = open();
    await flush();
    await click($('block-city'));
    await pickSource('sql');
    await choose('options-code', 'Customers (customers_like)');
    await waitFor(() => $('options-searchKey') !== null, 'the search parameter input');
    await choose('options-searchKey', 'kw');
    await waitFor(() => issues().some((t) => t?.includes('valueKey')), `a searchKey without valueKey flagged: ${issues().join('; ')}`);
    await choose('options-valueKey', 'ids');
    await waitFor(() => issues().length === 0, `the issues gone: ${issues().join('; ')}`);
    await click($('designer-save'));
    await waitFor(() => save.mock.calls.length === 1, 'the save');
    const city = save.mock.calls[0]![0].fields.find((f) => f.key === 'city')!;
    expect(city.showConfig?.sqlConfig).toMatchObject({ sqlCode: 'customers_like', searchKey: 'kw', valueKey: 'ids' });
  });
});
