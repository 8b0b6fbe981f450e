// The records of a list page in the CRUD kit's frame: query bar, toolbar buttons, the table with its columns
// (alias, alignment, width, fixed, sort, line numbers) and inline buttons. Filters, sort and page go to the
// server, which plans them from the same view. Compact (a portal's list item): the table alone, small, without the
// frame, the query bar, the toolbar or a page-size selector.
import { ConfigProvider, Table, type TableColumnsType, type TableProps } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordApi, type PageResult, type RecordRow } from '../../api/eform.ts';
import {
  BatchButton, CrudPage, CrudTable, DeleteButton, PermButton, RowActions, RowButton, useCrudList, type PagedQuery,
} from '../../components/crud/index.ts';
import { notify } from '../../request/report.ts';
import { useIsMobile } from '../../store/device.ts';
import { useSession } from '../../store/session.ts';
import { viewButtons, type ListColumn, type Option, type QueryField, type QueryFilter, type QuerySort, type UserQuery, type View, type ViewButton } from '../engine.ts';
import type { CellFormatter } from './format.ts';
import type { RecordTarget } from './RecordForm.tsx';
import { ViewQueryBar } from './ViewQueryBar.tsx';
import { forgetOptionLabels } from './option-label-cells.tsx';
import { ExcelExportButton, ExcelImportButton } from './ExcelButtons.tsx';
import { CustomButton } from './ButtonActions.tsx';
import { isLink, useLinkOpener } from './openTarget.tsx';
import { PERMISSIONS } from '../../engine.ts';
import { useNavigate } from 'react-router';
import { APPROVAL_STATUS_FIELD, ApprovalStatusTag, newRecordPath, recordTitle, submitRecord, submittable, useBoundProcess } from '../../pages/bpm/record-approval.tsx';

/** The data log needs this button permission (granted with the page designer's rights). */
export const DATA_LOG_PERMISSION = PERMISSIONS.eform.view.log;

export interface RecordListProps {
  viewCode: string;
  view: View;
  columns: ListColumn[];
  formatters: ReadonlyMap<string, CellFormatter>;
  queryFields: QueryField[];
  preFilter: QueryFilter[];
  optionsOf(field: QueryField): Option[] | undefined;
  controlOf(field: QueryField): string | undefined;
  onOpen(button: ViewButton, target: RecordTarget): void;
  onLog(recordId: string): void;
  /** Reloads the current page when it changes (after a save). */
  reloadSignal: number;
  /** Where the rows come from (the page's records by default). */
  listRecords?(query: UserQuery): Promise<PageResult<RecordRow>>;
  /** The table alone, small: no card or border of its own, no query bar, toolbar or page-size selector. */
  compact?: boolean;
  /** A layout link's conditions (field → value) on the page's records: a tree page's roots are the topmost matching. */
  linkFilter?: Readonly<Record<string, string>>;
}

interface ListQuery {
  filters?: QueryFilter[];
  sort?: QuerySort;
}

const ACTION_TEXT: Partial<Record<ViewButton['action'], string>> = {
  add: 'crud.add',
  edit: 'crud.edit',
  detail: 'view.detail',
  delete: 'crud.delete',
  batchDelete: 'crud.batchDelete',
};

export function RecordList(props: RecordListProps) {
  const { viewCode, view, columns, formatters, preFilter, onOpen, onLog } = props;
  const { t, i18n } = useTranslation();
  // On a phone only the action column (one "⋯" menu) is pinned: the other columns scroll under it.
  const pin = !useIsMobile();
  const paged = view.isPage !== false;
  const list = useCrudList<RecordRow>({
    pageSize: view.pageNum ?? 10,
    load: async (q: PagedQuery) => {
      const { filters = [], sort } = q as PagedQuery & ListQuery;
      const query = { filters: [...preFilter, ...filters], sort, ...(paged ? { pageNo: q.pageNo, pageSize: q.pageSize } : {}) };
      const page = await (props.listRecords ? props.listRecords(query) : recordApi.list(viewCode, query));
      return paged ? page : page.records;
    },
  });
  const { reload } = list;
  useEffect(() => {
    if (props.reloadSignal > 0) void reload();
  }, [props.reloadSignal, reload]);

  const label = (b: ViewButton) =>
    (i18n.language === 'en_US' ? b.buttonNameEn || (ACTION_TEXT[b.action] && t(ACTION_TEXT[b.action]!)) : undefined) || b.buttonName;
  const notSupported = () => notify('warning', t('common.notSupported'));
  // A page button's code restricts only once a permission item defines it (putting the page on a menu does): an
  // undefined code is no control, as the server decides (records-routes requireButton).
  const defined = new Set((useSession().permissions?.allAuth ?? []).map((p) => p.action));
  const permOf = (b: ViewButton) => (b.permission && defined.has(b.permission) ? b.permission : undefined);
  const toolbar = viewButtons(view, 'toolbar');
  const inline = viewButtons(view, 'inline');
  const batch = toolbar.find((b) => b.action === 'batchDelete');
  const sort = (list.query as ListQuery).sort;

  // A page whose form a process is bound to: each row's approval status, and submitting a record for approval.
  const bound = useBoundProcess(view.formCode);
  const navigate = useNavigate();
  const addButton = toolbar.find((b) => b.action === 'add');

  // Buttons opening a linked page, and custom buttons calling their server hook.
  const links = useLinkOpener(viewCode);
  const toolbarButtons = toolbar.map((b) => {
    const key = `${b.action}-${b.buttonName}`;
    const common = { perm: permOf(b), 'data-testid': `toolbar-${b.action}` };
    if (isLink(b)) return <PermButton key={key} perm={permOf(b)} data-testid={`toolbar-link-${b.buttonName}`} onClick={() => links.open(b, list.selectedRows[0])}>{label(b)}</PermButton>;
    if (b.action === 'custom') return <CustomButton key={key} viewCode={viewCode} button={b} label={label(b)} perm={permOf(b)} ids={() => list.selectedKeys} onDone={() => void reload()} />;
    if (b.action === 'batchDelete') {
      return <BatchButton key={key} {...common} list={list} danger confirm onRun={(ids) => recordApi.batchRemove(viewCode, ids)}>{label(b)}</BatchButton>;
    }
    // Excel: export the list's current query; import a workbook (both server jobs with progress).
    if (b.action === 'export') {
      const current = () => ({ filters: [...preFilter, ...((list.query as ListQuery).filters ?? [])], sort: (list.query as ListQuery).sort });
      return <ExcelExportButton key={key} viewCode={viewCode} label={label(b)} perm={permOf(b)} currentQuery={current} />;
    }
    if (b.action === 'import') {
      return <ExcelImportButton key={key} viewCode={viewCode} label={label(b)} perm={permOf(b)} templateName={`${view.viewName}.xlsx`} onImported={() => void reload()} />;
    }
    const onClick = b.action === 'add' ? () => onOpen(b, { action: 'add' }) : notSupported;
    return <PermButton key={key} {...common} type={b.action === 'add' ? 'primary' : 'default'} onClick={onClick}>{label(b)}</PermButton>;
  });
  if (bound && addButton) {
    toolbarButtons.push(
      <PermButton key="submit-approval" perm={permOf(addButton)} data-testid="toolbar-submit-approval" onClick={() => navigate(newRecordPath(bound, viewCode))}>
        {t('bpm.record.submitNew')}
      </PermButton>,
    );
  }
  // An empty list offers the page's Add (a button of its own: the toolbar's keeps its test id).
  const emptyAction = addButton && (
    <PermButton perm={permOf(addButton)} type="primary" data-testid="empty-add" onClick={() => onOpen(addButton, { action: 'add' })}>{label(addButton)}</PermButton>
  );

  const rowButtons = (row: RecordRow) => (
    <RowActions>
      {inline.map((b) => {
        const key = `${b.action}-${b.buttonName}`;
        if (b.action === 'delete') {
          return <DeleteButton key={key} perm={permOf(b)} testId="row-delete" onDelete={() => recordApi.remove(viewCode, row.id)} onDone={list.reload}>{label(b)}</DeleteButton>;
        }
        if (isLink(b)) return <RowButton key={key} perm={permOf(b)} data-testid={`row-link-${b.buttonName}`} onClick={() => links.open(b, row)}>{label(b)}</RowButton>;
        if (b.action === 'custom') return <CustomButton key={key} inline viewCode={viewCode} button={b} label={label(b)} perm={permOf(b)} ids={() => [row.id]} onDone={() => void reload()} />;
        const onClick = b.action === 'edit' || b.action === 'detail' ? () => onOpen(b, { action: b.action as 'edit' | 'detail', id: row.id }) : notSupported;
        return <RowButton key={key} perm={permOf(b)} data-testid={`row-${b.action}`} onClick={onClick}>{label(b)}</RowButton>;
      })}
      {bound && submittable(row) && (
        <RowButton data-testid="row-submit-approval" onClick={() => submitRecord(bound, viewCode, row, recordTitle(row, columns[0]?.key), () => void reload())}>
          {t('bpm.record.submit')}
        </RowButton>
      )}
      <RowButton perm={DATA_LOG_PERMISSION} data-testid="row-log" onClick={() => onLog(row.id)}>{t('view.dataLog')}</RowButton>
    </RowActions>
  );

  const tableColumns = useMemo((): TableColumnsType<RecordRow> => {
    const lineNumbers: TableColumnsType<RecordRow> = view.isLineNum
      ? [{ key: '__line', title: '#', width: 56, align: 'center', fixed: pin ? 'left' : undefined, render: (_v, _r, i) => (paged ? (list.pageNo - 1) * list.pageSize : 0) + i + 1 }]
      : [];
    const data = columns.map((c) => ({
      key: c.key,
      dataIndex: c.dataIndex,
      title: c.title,
      align: c.align,
      width: c.width,
      fixed: pin ? c.fixed : undefined,
      ellipsis: c.width !== undefined,
      sorter: c.sorter,
      sortOrder: sort?.colCode === c.key ? (sort.order === 'desc' ? ('descend' as const) : ('ascend' as const)) : null,
      render: (value: unknown) => { const f = formatters.get(c.key); return f?.cell ? f.cell(value) : (f?.(value) ?? String(value ?? '')); },
    }));
    const status: TableColumnsType<RecordRow> = bound
      ? [{ key: APPROVAL_STATUS_FIELD, dataIndex: APPROVAL_STATUS_FIELD, title: t('bpm.record.status'), render: (value: unknown) => <ApprovalStatusTag value={value} /> }]
      : [];
    return [...lineNumbers, ...data, ...status, { key: 'actions', title: t('crud.actions'), fixed: 'right', render: (_v, row) => rowButtons(row) }];
  }, [columns, formatters, sort, list.pageNo, list.pageSize, view.isLineNum, paged, inline, t, pin, bound]);

  const onTableChange: TableProps<RecordRow>['onChange'] = (_p, _f, sorter, extra) => {
    if (extra.action !== 'sort' || Array.isArray(sorter)) return;
    const next = sorter.order ? { colCode: String(sorter.columnKey), order: sorter.order === 'descend' ? 'desc' : 'asc' } : undefined;
    list.search({ ...list.query, sort: next });
  };

  if (props.compact) {
    return (
      <ConfigProvider componentSize="small">
        <div data-testid="eform-list" data-view={viewCode} data-compact="true">
          <Table<RecordRow>
            size="small"
            scroll={{ x: 'max-content' }}
            columns={tableColumns}
            onChange={onTableChange}
            rowKey={list.rowKey}
            dataSource={list.records}
            loading={list.loading}
            pagination={list.paged && list.total > list.pageSize && {
              size: 'small', current: list.pageNo, pageSize: list.pageSize, total: list.total, showSizeChanger: false, onChange: (page) => list.changePage(page, list.pageSize),
            }}
          />
          {links.element}
        </div>
      </ConfigProvider>
    );
  }

  return (
    <CrudPage
      testId="eform-list"
      view={viewCode}
      list={list as never}
      query={
        props.queryFields.length > 0 && (
          <ViewQueryBar
            fields={props.queryFields}
            optionsOf={props.optionsOf}
            controlOf={props.controlOf}
            onSearch={(filters) => {
              forgetOptionLabels(viewCode);
              list.search({ ...list.query, filters });
            }}
            onReset={() => {
              forgetOptionLabels(viewCode);
              list.search({ sort });
            }}
          />
        )
      }
      toolbar={toolbarButtons.length > 0 && <>{toolbarButtons}</>}
      emptyAction={emptyAction}
    >
      <CrudTable<RecordRow> list={list} selectable={batch !== undefined || toolbar.some((b) => b.action === 'custom')} columns={tableColumns} onChange={onTableChange} />
      {links.element}
    </CrudPage>
  );
}
