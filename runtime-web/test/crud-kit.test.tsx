// The CRUD kit in happy-dom: paged loading, selection checks, modal form validation, confirm-delete.
import { Form, Input } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CrudList, PageResult, PagedQuery } from '../src/components/crud/index.ts';
import { button, click, flush, mount, type, waitFor, type Mounted } from './dom-helpers.tsx';

const ui = vi.hoisted(() => ({ showNotification: vi.fn(), showLoginExpired: vi.fn() }));
vi.mock('../src/request/notice-ui.tsx', () => ui);

const kit = await import('../src/components/crud/index.ts');
const { setLanguage } = await import('../src/i18n/language.ts');
const { ApiError } = await import('../src/request/http.ts');

interface Row {
  id: string;
  name: string;
}
const rows: Row[] = Array.from({ length: 23 }, (_, i) => ({ id: `r${i + 1}`, name: `Row ${i + 1}` }));

let mounted: Mounted;
let container: HTMLElement;

beforeEach(async () => {
  await setLanguage('en_US');
  ui.showNotification.mockClear();
  mounted = mount();
  container = mounted.container;
});

afterEach(() => mounted.unmount());

const notified = () => ui.showNotification.mock.calls.map((c) => [c[0], c[2]]);

function Screen(props: { load: (q: PagedQuery) => Promise<PageResult<Row>>; remove(ids: string[]): Promise<unknown>; save(v: unknown): Promise<unknown> }) {
  const list = kit.useCrudList<Row>({ load: props.load });
  const editor = kit.useFormModal<Row>();
  return (
    <>
      <kit.CrudPage
        list={list as CrudList<unknown>}
        purpose="Rows are what this screen keeps."
        emptyAction={<kit.PermButton data-testid="empty-add" onClick={() => editor.show()}>Add the first row</kit.PermButton>}
        query={<kit.QueryBar fields={[{ name: 'name', label: 'Name' }]} onSearch={list.search} onReset={list.reset} />}
        toolbar={
          <>
            <kit.PermButton onClick={() => editor.show()}>Add</kit.PermButton>
            <kit.BatchButton list={list} confirm onRun={props.remove}>
              Delete selected
            </kit.BatchButton>
          </>
        }
      >
        <kit.CrudTable
          list={list}
          columns={[
            { title: 'Name', dataIndex: 'name' },
            { key: 'a', render: (_: unknown, row: Row) => <kit.DeleteButton onDelete={() => props.remove([row.id])} onDone={list.reload} /> },
            { key: 'e', render: (_: unknown, row: Row) => <button type="button" onClick={() => editor.show(row)}>{`Edit ${row.id}`}</button> },
          ]}
        />
      </kit.CrudPage>
      <kit.FormModal<Row, { name: string }>
        state={editor} title="Row" onSubmit={(values, record) => props.save({ ...values, id: record?.id })} onSaved={list.reload}
        initialValues={(record) => (record ? { name: record.name } : {})}
      >
        <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Name cannot be empty' }]}>
          <Input id="row-name" />
        </Form.Item>
      </kit.FormModal>
    </>
  );
}

function setup(all: Row[] = rows) {
  const load = vi.fn(async (q: PagedQuery) => {
    const found = all.filter((r) => !q.name || r.name.includes(String(q.name)));
    const start = (q.pageNo - 1) * q.pageSize;
    return { records: found.slice(start, start + q.pageSize), total: found.length, current: q.pageNo, size: q.pageSize };
  });
  const remove = vi.fn(async (_ids: string[]) => null);
  const save = vi.fn(async (_v: unknown) => ({ id: 'new' }));
  mounted.render(<Screen load={load} remove={remove} save={save} />);
  return { load, remove, save };
}

const bodyRows = () => [...container.querySelectorAll('tbody tr.ant-table-row')];

describe('CRUD kit', () => {
  it('loads the first page, pages on, and searches from page 1 with trimmed values', async () => {
    const { load } = setup();
    await waitFor(() => bodyRows().length === 10, 'first page');
    expect(container.textContent).toContain('23 in total');
    await click(container.querySelector('.ant-pagination-item-3'));
    await waitFor(() => bodyRows().length === 3, 'third page');
    expect(load).toHaveBeenLastCalledWith({ pageNo: 3, pageSize: 10 });
    const input = container.querySelector<HTMLInputElement>('.yc-query-bar input')!;
    await type(input, '  Row 2 ');
    await click(container.querySelector('[data-testid=query-search]'));
    await waitFor(() => load.mock.calls.at(-1)?.[0].name === 'Row 2', 'search');
    expect(load).toHaveBeenLastCalledWith({ name: 'Row 2', pageNo: 1, pageSize: 10 });
  });

  it("a batch action with nothing selected says 'Please select a record'", async () => {
    const { remove } = setup();
    await waitFor(() => bodyRows().length === 10, 'rows');
    await click(button('Delete selected'));
    expect(notified()).toContainEqual(['warning', 'Please select a record']);
    expect(remove).not.toHaveBeenCalled();
  });

  it('a batch delete asks first, then runs on the selection and says it succeeded', async () => {
    const { remove } = setup();
    await waitFor(() => bodyRows().length === 10, 'rows');
    await click(bodyRows()[1]!.querySelector('input[type=checkbox]'));
    await waitFor(() => container.textContent!.includes('1 selected'), 'selection');
    await click(button('Delete selected'));
    await waitFor(() => document.body.textContent!.includes('Are you sure to delete the record?'), 'confirm');
    await click(document.querySelector('[data-testid=confirm-ok]'));
    await waitFor(() => remove.mock.calls.length === 1, 'remove');
    expect(remove.mock.calls[0]![0]).toEqual(['r2']);
    await waitFor(() => notified().some((n) => n[1] === 'Operation is successful'), 'success notice');
  });

  it('the modal form validates before it submits, then closes and reloads', async () => {
    const { save, load } = setup();
    await waitFor(() => bodyRows().length === 10, 'rows');
    await click(button('Add'));
    await waitFor(() => Boolean(document.querySelector('#row-name')), 'form');
    await click(document.querySelector('[data-testid=form-modal-ok]'));
    await waitFor(() => document.body.textContent!.includes('Name cannot be empty'), 'validation message');
    expect(save).not.toHaveBeenCalled();
    const input = document.querySelector<HTMLInputElement>('#row-name')!;
    await type(input, 'New row');
    const loads = load.mock.calls.length;
    await click(document.querySelector('[data-testid=form-modal-ok]'));
    await waitFor(() => save.mock.calls.length === 1, 'save');
    expect(save.mock.calls[0]![0]).toEqual({ name: 'New row' });
    await waitFor(() => load.mock.calls.length > loads, 'reload');
    expect(notified()).toContainEqual(['success', 'Operation is successful']);
  });

  it('a reopened modal starts from its own initial values, not from what the last opening left', async () => {
    setup();
    await waitFor(() => bodyRows().length === 10, 'rows');
    await click(button('Add'));
    await waitFor(() => Boolean(document.querySelector('#row-name')), 'form');
    await type(document.querySelector<HTMLInputElement>('#row-name')!, 'Abandoned draft');
    await click(document.querySelector('.ant-modal-close'));
    await click(button('Add'));
    await waitFor(() => document.querySelector<HTMLInputElement>('#row-name')?.value === '', 'an empty form again');
  });

  it('Edit on one record after another starts from the second record, and saves it as it was opened', async () => {
    const { save } = setup();
    await waitFor(() => bodyRows().length === 10, 'rows');
    await click(button('Edit r1'));
    await waitFor(() => document.querySelector<HTMLInputElement>('#row-name')?.value === 'Row 1', 'the first record');
    await click(document.querySelector('.ant-modal-close'));
    await click(button('Edit r2'));
    await waitFor(() => document.querySelector<HTMLInputElement>('#row-name')?.value === 'Row 2', 'the second record');
    await click(document.querySelector('[data-testid=form-modal-ok]'));
    await waitFor(() => save.mock.calls.length === 1, 'save');
    expect(save.mock.calls[0]![0]).toEqual({ name: 'Row 2', id: 'r2' });
  });

  it('a refused save keeps the modal open and adds no success notice', async () => {
    const { save } = setup();
    save.mockRejectedValueOnce(new ApiError('Code cannot be repeated', 400, '400'));
    await waitFor(() => bodyRows().length === 10, 'rows');
    await click(button('Add'));
    await waitFor(() => Boolean(document.querySelector('#row-name')), 'form');
    const input = document.querySelector<HTMLInputElement>('#row-name')!;
    await type(input, 'x');
    await click(document.querySelector('[data-testid=form-modal-ok]'));
    await waitFor(() => save.mock.calls.length === 1, 'save');
    await flush();
    expect(document.querySelector('#row-name')).not.toBeNull();
    expect(notified().some((n) => n[1] === 'Operation is successful')).toBe(false);
  });

  it('an empty list says what the screen is for and offers its first step; a query that finds nothing only says so', async () => {
    const { load } = setup([]);
    await waitFor(() => Boolean(container.querySelector('[data-testid=crud-empty]')), 'empty list');
    expect(container.querySelector('[data-testid=crud-empty-purpose]')?.textContent).toBe('Rows are what this screen keeps.');
    await click(container.querySelector('[data-testid=crud-empty-action] button'));
    await waitFor(() => Boolean(document.querySelector('#row-name')), 'the add dialog');
    await click(document.querySelector('.ant-modal-close'));
    await type(container.querySelector<HTMLInputElement>('.yc-query-bar input')!, 'nothing');
    await click(container.querySelector('[data-testid=query-search]'));
    await waitFor(() => load.mock.calls.at(-1)?.[0].name === 'nothing', 'search');
    await waitFor(() => Boolean(container.querySelector('[data-testid=crud-empty]')?.textContent?.includes('Nothing matches the query')), 'no match');
    expect(container.querySelector('[data-testid=crud-empty-action]')).toBeNull();
  });

  it('a row delete asks "Are you sure to delete the record?"', async () => {
    const { remove } = setup();
    await waitFor(() => bodyRows().length === 10, 'rows');
    await click(bodyRows()[0]!.querySelector('button'));
    await waitFor(() => document.body.textContent!.includes('Are you sure to delete the record?'), 'popconfirm');
    await click(document.querySelector('[data-testid=confirm-ok]'));
    await waitFor(() => remove.mock.calls.length === 1, 'remove');
    expect(remove.mock.calls[0]![0]).toEqual(['r1']);
  });
});
