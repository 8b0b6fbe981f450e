// The form renderer in happy-dom: one widget per control type, the engine's validation messages (translated),
// linkage, field permissions and dictionary options through the local-storage cache.
import { act, createRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Form } from '../src/renderers/engine.ts';
import type { FormHandle } from '../src/renderers/form/FormRenderer.tsx';

const ui = vi.hoisted(() => ({ showNotification: vi.fn(), showLoginExpired: vi.fn() }));
vi.mock('../src/request/notice-ui.tsx', () => ui);

const { FormRenderer } = await import('../src/renderers/form/FormRenderer.tsx');
const { registerWidget, registeredWidgetTypes, rjsfWidgets, widgetEntry } = await import('../src/renderers/form/registry.ts');
const { supportedControlTypes, valueControl } = await import('../src/renderers/engine.ts');
const { setLanguage, i18n } = await import('../src/i18n/language.ts');
const { dictCacheKey, invalidateDict } = await import('../src/store/dict-cache.ts');


(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, code: '200', message: 'ok', result, timestamp: 1 }), { headers: { 'Content-Type': 'application/json' } });

let itemCalls = 0;
let container: HTMLElement;
let root: Root;

beforeAll(() => {
  i18n.addResourceBundle('en_US', 'translation', { 'm.customer.name.short': 'Give a longer name' }, true, true);
});

beforeEach(async () => {
  await setLanguage('en_US');
  itemCalls = 0;
  localStorage.clear();
  invalidateDict('customer_level');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://x');
      if (url.pathname === '/api/system/dict/versions') return envelope({ customer_level: 3 });
      if (url.pathname === '/api/system/dict/getDictItems/customer_level') {
        itemCalls += 1;
        return envelope([{ value: 'vip', text: '贵宾', textEn: 'VIP' }, { value: 'std', text: '普通', textEn: 'Standard' }]);
      }
      throw new Error(`unexpected call ${url.pathname}`);
    }),
  );
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

const form: Form = {
  formName: 'Customer',
  formCode: 'customer_form',
  fields: [
    { type: 'input', key: 'name', title: 'Name', required: 'Y', span: 12, rules: [{ max: 5, message: 'm.customer.name.short' }] },
    { type: 'select', key: 'level', title: 'Level', span: 12, showConfig: { dictOption: { dictCode: 'customer_level' } } },
    { type: 'input', key: 'phone', title: 'Phone', span: 12, rules: [{ pattern: 'phone' }] },
    {
      type: 'switch', key: 'company', title: 'Company', span: 12,
      showConfig: {
        linkage: [{
          when: { '==': [{ var: 'company' }, true] },
          actions: [{ action: 'show', target: 'taxNo' }, { action: 'require', target: 'taxNo' }, { action: 'setValue', target: 'kind', value: 'B2B' }],
        }, {
          when: { '==': [{ var: 'company' }, false] },
          actions: [{ action: 'hide', target: 'phone' }, { action: 'disable', target: 'kind' }],
        }],
      },
    },
    { type: 'input', key: 'taxNo', title: 'Tax number', span: 12 },
    { type: 'input', key: 'kind', title: 'Kind', span: 12 },
    { type: 'divider', key: 'd1', title: 'Internal' },
    { type: 'input', key: 'secret', title: 'Secret', span: 12 },
    { type: 'input', key: 'owner', title: 'Owner', span: 12 },
  ],
};

async function render(props: Partial<Parameters<typeof FormRenderer>[0]> = {}) {
  const handle = createRef<FormHandle>();
  const onSubmit = vi.fn();
  await act(async () => root.render(<FormRenderer form={form} onSubmit={onSubmit} handle={handle} {...props} />));
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  const submit = async () => act(async () => handle.current?.submit());
  return { onSubmit, submit };
}

const field = (key: string) => container.querySelector<HTMLElement>(`[data-field=${key}]`);
const input = (key: string) => container.querySelector<HTMLInputElement>(`#root_${key}`);
const errorsOf = (key: string) => field(key)?.querySelector('.ant-form-item-explain')?.textContent ?? '';

async function type(key: string, value: string) {
  const element = input(key)!;
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the widget registry', () => {
  it('has one widget for every control type the engine supports, and refuses a second one', () => {
    expect(registeredWidgetTypes().sort()).toEqual(supportedControlTypes().sort());
    expect(() => registerWidget('input', { kind: 'value', widget: () => null })).toThrow('already registered');
    expect(widgetEntry('retired')).toBeUndefined();
  });

  it('gives RJSF a widget under every widget name the engine puts in the uiSchema', () => {
    const names = supportedControlTypes().flatMap((type) => valueControl(type)?.widget ?? []);
    expect(Object.keys(rjsfWidgets()).sort()).toEqual([...new Set(names)].sort());
  });
});

describe('rendering and validation', () => {
  it('lays the fields out on the grid and takes select options from the dictionary cache', async () => {
    await render();
    expect(field('name')?.className).toContain('ant-col-12');
    expect(container.textContent).toContain('Internal');
    expect(itemCalls).toBe(1);
    expect(JSON.parse(localStorage.getItem(`yuncheng__${dictCacheKey('customer_level')}`)!).value.version).toBe(3);
  });

  it('draws a control inside a grid column once, in its column', async () => {
    const nested: Form = {
      formName: 'Nested', formCode: 'nested', fields: [
        { type: 'grid', key: 'g', span: 24, columns: [{ span: 12, children: [{ type: 'input', key: 'guest', span: 24 }] }, { span: 12, children: [] }] },
        { type: 'input', key: 'remark', span: 24 },
      ],
    };
    await render({ form: nested });
    expect(container.querySelectorAll('#root_guest').length).toBe(1);
    expect(container.querySelectorAll('#root_remark').length).toBe(1);
    expect(field('guest')?.parentElement?.closest('.ant-col')).not.toBeNull();
  });

  it('a new record starts with the options unselected', async () => {
    const { submit, onSubmit } = await render();
    await type('name', 'Ann');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ann', level: null }));
  });

  it("shows the server's refusal of a field under that field", async () => {
    const { ApiError } = await import('../src/request/http.ts');
    const refusal = new ApiError('The value is unavailable and already exists in the system', 400, '400', {
      errors: [{ key: 'name', message: 'The value is unavailable and already exists in the system' }],
    });
    const onSubmit = vi.fn().mockRejectedValueOnce(refusal);
    const { submit } = await render({ onSubmit });
    await type('name', 'Ann');
    await submit();
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(errorsOf('name')).toBe('The value is unavailable and already exists in the system');
    expect(errorsOf('phone')).toBe('');
  });

  it('a second form with the same dictionary reads the cache', async () => {
    await render();
    act(() => root.unmount());
    root = createRoot(container);
    await render();
    expect(itemCalls).toBe(1);
  });

  it('refuses an empty required field with the engine message, and a preset pattern with its message', async () => {
    const { submit, onSubmit } = await render();
    await type('phone', '123');
    await submit();
    expect(errorsOf('name')).toBe('Name cannot be empty');
    expect(errorsOf('phone')).toBe('phone number is incorrect');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('translates the messages into Chinese, and m. messages by their key', async () => {
    await setLanguage('zh_CN');
    const { submit } = await render();
    await submit();
    expect(errorsOf('name')).toBe('Name不能为空');
    await act(async () => setLanguage('en_US'));
    await type('name', 'Too long a name');
    await submit();
    expect(errorsOf('name')).toBe('Give a longer name');
  });

  it('input fields reject whitespace only', async () => {
    const { submit, onSubmit } = await render();
    await type('name', '   ');
    await submit();
    expect(errorsOf('name')).toBe('Name cannot be empty');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands on the engine-checked values: stored forms converted, empty ones null, hidden ones left out', async () => {
    const { submit, onSubmit } = await render({ record: { id: '1', name: 'Ann', level: 'vip', company: 'N' } });
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ann', level: 'vip', company: false, kind: null }));
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('phone');
  });
});

describe('linkage and field permissions', () => {
  it('shows, hides, requires, disables and sets values as the conditions hold', async () => {
    const { submit } = await render({ record: { id: '1', name: 'Ann', company: 'N' } });
    expect(field('taxNo')).toBeNull();
    expect(field('phone')).toBeNull();
    expect(input('kind')!.disabled).toBe(true);
    await act(async () => container.querySelector<HTMLButtonElement>('#root_company')!.click());
    expect(field('taxNo')).not.toBeNull();
    expect(input('kind')!.value).toBe('B2B');
    expect(input('kind')!.disabled).toBe(false);
    expect(field('phone')).not.toBeNull();
    await submit();
    expect(errorsOf('taxNo')).toBe('Tax number cannot be empty');
  });

  it('type 1 hides a field, type 2 shows it disabled', async () => {
    const access = new Map([['secret', 'hidden'], ['owner', 'readonly']] as const);
    const { submit, onSubmit } = await render({ access, record: { id: '1', name: 'Ann', owner: 'me', secret: 's' } });
    expect(field('secret')).toBeNull();
    expect(input('owner')!.disabled).toBe(true);
    await submit();
    const values = onSubmit.mock.calls[0]![0] as Record<string, unknown>;
    expect(values).not.toHaveProperty('owner');
    expect(values).not.toHaveProperty('secret');
  });
});
