// System › Data log (component system/dataLog): every change of a table model's records, newest first, filtered on the
// server by table, record id, user, action and time; a row opens to the fields it changed, before and after, as the
// list page's record log shows them. A record's log drawer links here with its record id (?recordId=…).
import { DatePicker, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CrudPage, CrudTable, QueryBar, useCrudList, type PagedQuery, type PageResult } from '../../../components/crud/index.ts';
import { api, readAs, type ApiQuery } from '../../../request/api.ts';
import { DataLogChanges } from '../../../renderers/view/DataLogDrawer.tsx';
import '../../../i18n/eform.ts';
import './texts.ts';

const ACTIONS = ['add', 'edit', 'delete'] as const;
const ACTION_COLORS = { add: 'green', edit: 'blue', delete: 'red' } as const;

export interface DataLogRow {
  id: string;
  tableName: string;
  recordId: string;
  action: (typeof ACTIONS)[number];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  userId: string | null;
  username: string | null;
  createTime: string;
}

const dataLogApi = {
  list: (query: Record<string, unknown>) =>
    readAs<PageResult<DataLogRow>>()(api.get('/api/system/dataLog/list', { params: { query: query as ApiQuery<'get', '/api/system/dataLog/list'> } })),
  tables: () => readAs<string[]>()(api.get('/api/system/dataLog/tables')),
};

/** The query bar's time range as the server's from and to. */
function withTimes({ time, ...query }: PagedQuery & { time?: [Dayjs | null, Dayjs | null] | null }) {
  const [from, to] = time ?? [];
  return { ...query, ...(from ? { from: from.toISOString() } : {}), ...(to ? { to: to.toISOString() } : {}) };
}

export default function DataLogPage() {
  const [params, setParams] = useSearchParams();
  const linkedRecord = params.get('recordId') ?? undefined;
  // A new record id from a link starts the list afresh.
  return <DataLog key={linkedRecord ?? ''} linkedRecord={linkedRecord} onUnlink={() => setParams({})} />;
}

function DataLog({ linkedRecord, onUnlink }: { linkedRecord?: string; onUnlink(): void }) {
  const { t } = useTranslation();
  const [tables, setTables] = useState<string[]>([]);
  const list = useCrudList<DataLogRow>({
    load: (q: PagedQuery) => dataLogApi.list(withTimes({ ...(linkedRecord ? { recordId: linkedRecord } : {}), ...q })),
  });
  useEffect(() => {
    dataLogApi.tables().then(setTables, () => undefined);
  }, []);

  const columns = [
    { title: t('dataLog.time'), dataIndex: 'createTime', width: 180, render: (v: string) => new Date(v).toLocaleString() },
    { title: t('dataLog.tableName'), dataIndex: 'tableName' },
    { title: t('dataLog.recordId'), dataIndex: 'recordId', render: (v: string) => <Typography.Text copyable ellipsis={{ tooltip: v }} style={{ maxWidth: 200 }}>{v}</Typography.Text> },
    {
      title: t('dataLog.action'), dataIndex: 'action', width: 100,
      render: (v: DataLogRow['action']) => <Tag color={ACTION_COLORS[v]}>{t(`view.log.${v}`)}</Tag>,
    },
    { title: t('dataLog.username'), dataIndex: 'username', render: (v: string | null) => v ?? '' },
  ];

  return (
    <CrudPage
      testId="data-log-page"
      purpose={t('dataLog.purpose')}
      list={list}
      query={
        <>
          {linkedRecord && (
            <Tag closable data-testid="data-log-record" style={{ marginBottom: 8 }} onClose={onUnlink}>
              {t('dataLog.ofRecord', { id: linkedRecord })}
            </Tag>
          )}
          <QueryBar
            fields={[
              { name: 'tableName', label: t('dataLog.tableName'), options: tables.map((name) => ({ value: name, label: name })) },
              { name: 'recordId', label: t('dataLog.recordId') },
              { name: 'username', label: t('dataLog.username') },
              { name: 'action', label: t('dataLog.action'), options: ACTIONS.map((value) => ({ value, label: t(`view.log.${value}`) })) },
              { name: 'time', label: t('dataLog.time'), control: <DatePicker.RangePicker showTime data-testid="data-log-time" /> },
            ]}
            onSearch={list.search}
            onReset={list.reset}
          />
        </>
      }
    >
      <CrudTable<DataLogRow>
        list={list}
        columns={columns}
        selectable={false}
        expandable={{ expandedRowRender: (row: DataLogRow) => <DataLogChanges entry={row} />, rowExpandable: () => true }}
      />
    </CrudPage>
  );
}
