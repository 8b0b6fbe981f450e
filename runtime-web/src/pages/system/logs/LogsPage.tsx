// System log (spec §3, §7): login counts, and login and operation logs with query, delete and batch delete.
import { DatePicker, Tabs, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logApi, type LogRecord } from '../../../api/access.ts';
import { BatchButton, CrudPage, CrudTable, DeleteButton, QueryBar, useCrudList, type PagedQuery, type Query } from '../../../components/crud/index.ts';
import '../locale.ts';
import { LoginCounts } from './LoginCounts.tsx';
import { PERMISSIONS } from '../../../engine.ts';

const PERM = PERMISSIONS.system.log.delete;
const LOG_TABS = ['login', 'operation'] as const;
type LogTab = (typeof LOG_TABS)[number];

/** The date range control gives [from, to]; the server takes createdFrom / createdTo dates. */
function toServerQuery({ range, ...rest }: Query): Query {
  const [from, to] = (range as [Dayjs | null, Dayjs | null] | undefined) ?? [];
  return { ...rest, createdFrom: from?.format('YYYY-MM-DD'), createdTo: to?.format('YYYY-MM-DD') };
}

const time = (value: string) => new Date(value).toLocaleString();

function LogList({ logType }: { logType: LogTab }) {
  const { t } = useTranslation();
  // The login tab shows logins (logouts on demand); the operation tab operations only.
  const load = (q: PagedQuery) => {
    const query = toServerQuery(q);
    const type = logType === 'operation' ? 'operation' : ((query.logType as string | undefined) ?? 'login');
    return logApi.list({ ...query, logType: type, pageNo: q.pageNo, pageSize: q.pageSize });
  };
  const list = useCrudList<LogRecord>({ load });
  const outcome = (value: string) => <Tag color={value === 'success' ? 'green' : 'red'}>{t(value === 'success' ? 'log.success' : 'log.failure')}</Tag>;
  const columns = [
    { title: t('log.createdAt'), dataIndex: 'createdAt', render: time },
    { title: t('log.username'), dataIndex: 'username' },
    { title: t('log.ip'), dataIndex: 'ip' },
    ...(logType === 'operation'
      ? [
          { title: t('log.method'), dataIndex: 'method' },
          { title: t('log.path'), dataIndex: 'requestUrl' },
          { title: t('log.status'), dataIndex: 'status' },
          { title: t('log.duration'), dataIndex: 'durationMs' },
        ]
      : [{ title: t('log.logType'), dataIndex: 'logType', render: (type: string) => t(type === 'logout' ? 'log.logout' : 'log.typeLogin') }]),
    { title: t('log.outcome'), dataIndex: 'outcome', render: outcome },
    {
      title: t('log.content'),
      dataIndex: 'content',
      render: (content: string | null) => (
        <Typography.Text ellipsis={{ tooltip: content }} style={{ maxWidth: 280 }}>
          {content}
        </Typography.Text>
      ),
    },
    {
      title: t('crud.actions'),
      key: 'actions',
      render: (_: unknown, row: LogRecord) => <DeleteButton perm={PERM} onDelete={() => logApi.remove(row.id)} onDone={list.reload} />,
    },
  ];
  return (
    <CrudPage
      list={list}
      query={
        <QueryBar
          fields={[
            { name: 'keyWord', label: t('log.keyWord') },
            { name: 'username', label: t('log.username') },
            { name: 'range', label: t('log.range'), control: <DatePicker.RangePicker style={{ width: '100%' }} /> },
            ...(logType === 'login'
              ? [{ name: 'logType', label: t('log.logType'), options: [{ value: 'login', label: t('log.typeLogin') }, { value: 'logout', label: t('log.logout') }] }]
              : []),
            { name: 'outcome', label: t('log.outcome'), options: [{ value: 'success', label: t('log.success') }, { value: 'failure', label: t('log.failure') }] },
          ]}
          onSearch={list.search}
          onReset={list.reset}
        />
      }
      toolbar={
        <BatchButton list={list} perm={PERM} danger confirm onRun={logApi.removeBatch} data-testid="log-delete">
          {t('crud.batchDelete')}
        </BatchButton>
      }
    >
      <CrudTable list={list} columns={columns} />
    </CrudPage>
  );
}

export default function LogsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<LogTab>('login');
  return (
    <div data-testid="logs-page">
      <LoginCounts />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as LogTab)}
        destroyOnHidden
        items={LOG_TABS.map((key) => ({ key, label: t(`log.${key}`), children: <LogList logType={key} /> }))}
      />
    </div>
  );
}
