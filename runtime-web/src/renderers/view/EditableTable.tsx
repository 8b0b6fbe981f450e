// An editable table (viewType 'editableTable'): the page's records edited in place and saved together. The grid's
// state (cell values, row selection, column sizes and order) lives in @tanstack/react-table; its rows are windowed by
// @tanstack/react-virtual (10,000 rows keep a few dozen in the DOM); each cell is edited by its column's form control
// (grid-cells: the console's form widgets, heavier ones only in the cell being edited) and rows hold the values the
// form expects (numbers, booleans, lists), which is what the batch sends. Each changed
// row is checked by the form's rules (the engine validator) before the batch goes to the server, which checks again
// and writes all-or-nothing; refused rows show their messages. Changed rows are marked; changes can be discarded.
import { Alert, Button, Card, Checkbox, Skeleton, Space, Tag, Tooltip } from 'antd';
import {
  flexRender, getCoreRowModel, useReactTable, type ColumnDef, type ColumnOrderState, type ColumnSizingState, type RowSelectionState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { changedKeys, PAGE_BATCH_MESSAGES, type BatchRowError } from '@yc/engine/page/batch';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/eform.ts';
import { recordApi, type RecordRow } from '../../api/eform.ts';
import { ApiError } from '../../request/http.ts';
import { notify } from '../../request/report.ts';
import { useDictOptions } from '../../store/dict-cache.ts';
import {
  buttonFor, canEdit, formDictCodes, renderMessage, toFormData, validateRecord, valueFields, type Language, type OptionLookup,
} from '../engine.ts';
import { useFormOptions } from '../form/useFormOptions.ts';
import { atScale, CellEditor, cellEditorKind, isLightEditor, numberScales, storedValue } from './grid-cells.tsx';
import type { PageTypeProps } from './ListPage.tsx';
import { pageApi } from './page-api.ts';

/** The most rows an editable table loads (pages of the server's largest page size). */
export const EDITABLE_MAX_ROWS = 10_000;
const PAGE = 1000;
const ROW_HEIGHT = 40;

interface GridRow {
  /** The record's id, or a key of its own for a row not saved yet. */
  key: string;
  id?: string;
  original?: RecordRow;
  values: Record<string, unknown>;
  errors?: Record<string, string>;
}

let added = 0;
const newKey = () => `new-${++added}`;

const isDirty = (row: GridRow) => !row.id || changedKeys(row.original, row.values).length > 0;

/** Options fed by SQL/HTTP configs are asked once for the table (not per row). */
const NO_VALUES: Readonly<Record<string, unknown>> = {};

/** The table once the dictionaries of its form are loaded (their options are the cells' options and texts). */
export default function EditableTable(props: PageTypeProps) {
  const { form } = props.runtime;
  const dictCodes = useMemo(() => formDictCodes(form), [form]);
  const { options, ready } = useDictOptions(dictCodes);
  const dictLookup = useMemo<OptionLookup>(() => ({ dictOptions: (code) => options.get(code) }), [options]);
  if (!ready) return <Skeleton active style={{ padding: 24 }} />;
  return <Grid {...props} dictLookup={dictLookup} />;
}

/** The cell being edited: its row's key and column. */
type ActiveCell = { row: string; column: string } | undefined;

function Grid({ viewCode, runtime, list, dictLookup }: PageTypeProps & { dictLookup: OptionLookup }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'en_US' ? 'en_US' : 'zh_CN') as Language;
  const { view, form, access } = runtime;
  const [rows, setRows] = useState<GridRow[]>([]);
  const [deleted, setDeleted] = useState<string[]>([]);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [columnSizing, setColumnSizing] = useState<ColumnSizingState>({});
  const [columnOrder, setColumnOrder] = useState<ColumnOrderState>([]);
  const [dragged, setDragged] = useState<string | undefined>();
  const [active, setActive] = useState<ActiveCell>();
  const scroller = useRef<HTMLDivElement>(null);

  const remote = useFormOptions(form, NO_VALUES, viewCode);
  const lookup = useMemo<OptionLookup>(() => ({ ...dictLookup, remoteOptions: remote.optionsOf }), [dictLookup, remote]);
  /** The form's value controls by key, their options resolved. */
  const fields = useMemo(() => new Map(valueFields(form, lookup).map((vf) => [vf.field.key, vf])), [form, lookup]);
  const editable = useMemo(() => new Set([...fields.values()].filter(({ field }) => field.disabled !== 'Y' && canEdit(access, field.key)).map(({ field }) => field.key)), [fields, access]);
  // Rows hold the values the form edits (as the server reads a batch), converted once when loaded.
  const lookupRef = useRef(lookup);
  lookupRef.current = lookup;
  const [scales, setScales] = useState<Map<string, number>>(new Map());
  const may = (action: 'add' | 'edit' | 'delete' | 'batchDelete') => buttonFor(view, action) !== undefined;

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const loaded: RecordRow[] = [];
      for (let pageNo = 1; loaded.length < EDITABLE_MAX_ROWS; pageNo++) {
        const page = await recordApi.list(viewCode, { filters: list.preFilter, pageNo, pageSize: PAGE });
        loaded.push(...page.records);
        if (loaded.length >= page.total || page.records.length < PAGE) break;
      }
      setScales(numberScales(loaded, valueFields(form).filter((f) => f.field.type === 'number').map((f) => f.field.key)));
      setRows(loaded.map((r) => {
        const values = { ...r, ...toFormData(form, r, lookupRef.current) };
        return { key: r.id, id: r.id, original: values, values: { ...values } };
      }));
      setDeleted([]);
      setRowSelection({});
      setActive(undefined);
      setProblem(undefined);
    } finally {
      setLoading(false);
    }
  }, [viewCode, list.preFilter, form]);

  useEffect(() => {
    void load();
  }, [load]);

  /** The row's messages by field from the form's rules (none when it passes). */
  const check = useCallback((values: Record<string, unknown>): Record<string, string> | undefined => {
    const result = validateRecord(form, values, { access, lang, lookup });
    if (!result.errors.length) return undefined;
    return Object.fromEntries(result.errors.map((e) => [e.key, renderMessage(e, lang)]));
  }, [form, access, lang, lookup]);

  const update = useCallback((key: string, field: string, value: unknown) => {
    setRows((current) => current.map((r) => {
      if (r.key !== key) return r;
      const values = { ...r.values, [field]: value };
      return { ...r, values, errors: r.errors ? check(values) : undefined };
    }));
  }, [check]);

  const columns = useMemo((): ColumnDef<GridRow>[] => [
    {
      id: '__select',
      size: 44,
      enableResizing: false,
      header: ({ table }) => <Checkbox data-testid="grid-select-all" checked={table.getIsAllRowsSelected()} indeterminate={table.getIsSomeRowsSelected()} onChange={table.getToggleAllRowsSelectedHandler()} />,
      cell: ({ row }) => <Checkbox data-testid="grid-select" checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />,
    },
    ...list.columns.map((c): ColumnDef<GridRow> => ({
      id: c.key,
      header: c.title,
      size: c.width ?? 160,
      minSize: 60,
      cell: ({ row }) => {
        const key = c.key;
        const value = row.original.values[key];
        const error = row.original.errors?.[key];
        const vf = fields.get(key);
        const kind = vf && cellEditorKind(vf);
        const shown = atScale(vf ? storedValue(vf, value) : value, scales.get(key));
        const text = list.formatters.get(key)?.(shown) ?? String(shown ?? '');
        const mayEdit = vf && kind && editable.has(key) && (row.original.id ? may('edit') : may('add'));
        if (!mayEdit) return <span className="grid-text">{text}</span>;
        const changed = row.original.id !== undefined && changedKeys({ [key]: row.original.original?.[key] }, { [key]: value }).length > 0;
        const editing = isLightEditor(kind) || (active?.row === row.original.key && active.column === key);
        const look = {
          display: 'flex', alignItems: 'center', minHeight: 32, borderRadius: 6,
          ...(changed ? { background: '#fffbe6' } : {}), ...(error ? { outline: '1px solid #ff4d4f' } : {}),
        };
        return (
          <Tooltip title={error} open={error ? undefined : false}>
            {editing ? (
              <div
                data-testid={`cell-${key}`}
                data-editing={isLightEditor(kind) ? undefined : 'true'}
                style={look}
                onKeyDown={(e) => e.key === 'Escape' && setActive(undefined)}
              >
                <CellEditor vf={vf} kind={kind} id={`cell-${row.original.key}-${key}`} value={value} onChange={(next) => update(row.original.key, key, next)} />
              </div>
            ) : (
              // Text until clicked (or focused from the keyboard): the column's editor is drawn in this cell only.
              <div
                data-testid={`cell-${key}`}
                role="button"
                tabIndex={0}
                onClick={() => setActive({ row: row.original.key, column: key })}
                onFocus={() => setActive({ row: row.original.key, column: key })}
                style={{ ...look, padding: '0 7px', border: '1px solid #d9d9d9', cursor: 'text', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}
              >
                {text}
              </div>
            )}
          </Tooltip>
        );
      },
    })),
  ], [list.columns, list.formatters, fields, editable, update, view, active, scales]);

  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (r) => r.key,
    getCoreRowModel: getCoreRowModel(),
    enableRowSelection: true,
    columnResizeMode: 'onChange',
    state: { rowSelection, columnSizing, columnOrder },
    onRowSelectionChange: setRowSelection,
    onColumnSizingChange: setColumnSizing,
    onColumnOrderChange: setColumnOrder,
  });
  const tableRows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({ count: tableRows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 8 });

  const dirty = rows.filter(isDirty);
  const changes = dirty.length + deleted.length;

  const addRow = () => {
    setRows((current) => [{ key: newKey(), values: {} }, ...current]);
    scroller.current?.scrollTo({ top: 0 });
  };

  const deleteSelected = () => {
    const chosen = new Set(Object.keys(rowSelection).filter((k) => rowSelection[k]));
    setDeleted((current) => [...current, ...rows.filter((r) => chosen.has(r.key) && r.id).map((r) => r.id!)]);
    setRows((current) => current.filter((r) => !chosen.has(r.key)));
    setRowSelection({});
  };

  /** Moves a column before another (headers dragged onto headers). */
  const moveColumn = (from: string, to: string) => {
    const order = columnOrder.length ? [...columnOrder] : table.getAllLeafColumns().map((c) => c.id);
    const without = order.filter((id) => id !== from);
    without.splice(without.indexOf(to), 0, from);
    setColumnOrder(without);
  };

  const save = async () => {
    // Each changed row is checked by the form's rules first; wrong rows stay marked and nothing is sent.
    let wrong = 0;
    const checked = rows.map((r) => {
      if (!isDirty(r)) return r;
      const errors = check(r.values);
      if (errors) wrong++;
      return { ...r, errors };
    });
    setRows(checked);
    const firstWrong = checked.findIndex((r) => r.errors);
    if (wrong) {
      const row = checked[firstWrong]!;
      setProblem(renderMessage(PAGE_BATCH_MESSAGES.rowRefused(firstWrong + 1, Object.values(row.errors!)[0]!), lang));
      virtualizer.scrollToIndex(firstWrong);
      return;
    }
    const sent = checked.filter(isDirty);
    const body = {
      // A cleared cell is sent as null (an editor clears to undefined, which JSON would leave out).
      rows: sent.map((r) => (r.id ? { id: r.id, ...Object.fromEntries(changedKeys(r.original, r.values).map((k) => [k, r.values[k] ?? null])) } : { ...r.values })),
      deleted,
    };
    setSaving(true);
    try {
      const result = await pageApi.batchSave(viewCode, body);
      notify('success', t('view.saved', { ...result }));
      await load();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.message);
      const refused = (error.result as { errors?: BatchRowError[] } | undefined)?.errors ?? [];
      const byKey = new Map(refused.map((e) => [sent[e.row]?.key, e]));
      setRows((current) => current.map((r) => {
        const e = byKey.get(r.key);
        return e ? { ...r, errors: Object.fromEntries(e.errors.map((f) => [f.key ?? '', f.message])) } : r;
      }));
    } finally {
      setSaving(false);
    }
  };

  const width = table.getTotalSize();
  return (
    <Card data-testid="eform-editable" title={view.viewName} loading={loading}>
      <Space style={{ marginBottom: 12 }} wrap>
        {may('add') && <Button data-testid="grid-add" onClick={addRow}>{t('view.addRow')}</Button>}
        {(may('delete') || may('batchDelete')) && (
          <Button danger data-testid="grid-delete" disabled={!Object.values(rowSelection).some(Boolean)} onClick={deleteSelected}>{t('view.deleteRows')}</Button>
        )}
        <Button type="primary" data-testid="grid-save" disabled={changes === 0} loading={saving} onClick={save}>{t('view.saveChanges')}</Button>
        <Button data-testid="grid-discard" disabled={changes === 0} onClick={() => void load()}>{t('view.discardChanges')}</Button>
        {changes > 0 && <Tag color="gold" data-testid="grid-changes">{t('view.changedRows', { count: changes })}</Tag>}
      </Space>
      {problem && <Alert type="error" showIcon data-testid="grid-problem" message={problem} style={{ marginBottom: 12 }} closable onClose={() => setProblem(undefined)} />}
      <div ref={scroller} data-testid="grid-scroller" style={{ height: 520, overflow: 'auto', border: '1px solid #f0f0f0' }}>
        <div style={{ width, minWidth: '100%' }}>
          {table.getHeaderGroups().map((group) => (
            <div key={group.id} style={{ display: 'flex', position: 'sticky', top: 0, zIndex: 2, background: '#fafafa', borderBottom: '1px solid #f0f0f0' }}>
              {group.headers.map((header) => (
                <div
                  key={header.id}
                  data-testid={`grid-header-${header.id}`}
                  onDragOver={(e) => e.preventDefault()}
                  onDrop={() => dragged && dragged !== header.id && header.id !== '__select' && moveColumn(dragged, header.id)}
                  style={{ width: header.getSize(), flex: 'none', display: 'flex', padding: '8px', fontWeight: 600, position: 'relative', userSelect: 'none' }}
                >
                  {/* The title is what drags (the resize edge beside it must not start a drag). */}
                  <span draggable={header.id !== '__select'} onDragStart={() => setDragged(header.id)} style={{ flex: 1, cursor: header.id === '__select' ? undefined : 'grab' }}>
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </span>
                  {header.column.getCanResize() && (
                    <span
                      data-testid={`grid-resize-${header.id}`}
                      onMouseDown={header.getResizeHandler()}
                      onTouchStart={header.getResizeHandler()}
                      style={{ position: 'absolute', right: 0, top: 0, height: '100%', width: 6, cursor: 'col-resize' }}
                    />
                  )}
                </div>
              ))}
            </div>
          ))}
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = tableRows[item.index]!;
              const mark = row.original.errors ? 'error' : isDirty(row.original) ? 'dirty' : undefined;
              return (
                <div
                  key={row.id}
                  data-testid="grid-row"
                  data-index={item.index}
                  data-state={mark}
                  style={{
                    position: 'absolute', top: 0, left: 0, height: ROW_HEIGHT, transform: `translateY(${item.start}px)`, display: 'flex', alignItems: 'center',
                    borderBottom: '1px solid #f0f0f0', borderLeft: `3px solid ${mark === 'error' ? '#ff4d4f' : mark === 'dirty' ? '#faad14' : 'transparent'}`,
                  }}
                >
                  {row.getVisibleCells().map((cell) => (
                    <div key={cell.id} style={{ width: cell.column.getSize(), flex: 'none', padding: '0 8px', overflow: 'hidden' }}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </div>
                  ))}
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </Card>
  );
}
