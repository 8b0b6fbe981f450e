// Parts of the scheduled jobs screen: the cron field showing the next five fire times as it is typed (in the server's
// TIME_ZONE), and the drawer of a job's run history.
import { Drawer, Input, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageResult } from '../../../components/crud/index.ts';
import { useIsMobile } from '../../../store/device.ts';
import { jobApi, type Job, type JobRun } from './job-api.ts';
import './texts.ts';

type Answer = { valid: boolean; message: string | null; timeZone: string; times: string[] };

/** A cron expression's input with its next five fire times (or why it is not valid) under it, asked 300 ms after typing stops. */
export function CronInput({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<Answer>();
  useEffect(() => {
    const cron = value?.trim() ?? '';
    if (!cron) {
      setAnswer(undefined);
      return undefined;
    }
    let live = true;
    const timer = setTimeout(() => {
      jobApi.nextFireTimes(cron).then((a) => live && setAnswer(a), () => live && setAnswer(undefined));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [value]);
  return (
    <>
      <Input data-testid="job-cron" value={value} maxLength={100} placeholder="0 2 * * *" onChange={(e) => onChange?.(e.target.value)} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('sysJob.cronHelp')}</Typography.Text>
      {answer && !answer.valid && <div data-testid="job-cron-problem"><Typography.Text type="danger">{answer.message}</Typography.Text></div>}
      {answer?.valid && (
        <div data-testid="job-next-times" style={{ marginTop: 4 }}>
          <Typography.Text type="secondary">{t('sysJob.nextTimes', { zone: answer.timeZone })}</Typography.Text>
          <ol style={{ margin: '2px 0 0', paddingInlineStart: 20 }}>
            {answer.times.map((time) => <li key={time}>{time}</li>)}
          </ol>
        </div>
      )}
    </>
  );
}

const PAGE_SIZE = 10;

/** A job's runs, newest first: when, how long, how it was triggered, its result or error, and the instance. */
export function JobHistoryDrawer({ job, refreshKey, onClose }: { job: Job | undefined; refreshKey: number; onClose(): void }) {
  const { t } = useTranslation();
  const phone = useIsMobile();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<PageResult<JobRun>>({ records: [], total: 0, current: 1, size: PAGE_SIZE });
  const [loading, setLoading] = useState(false);
  useEffect(() => setPage(1), [job?.id]);
  useEffect(() => {
    if (!job) return;
    setLoading(true);
    jobApi.history(job.id, { pageNo: page, pageSize: PAGE_SIZE }).then(setData, () => undefined).finally(() => setLoading(false));
  }, [job, page, refreshKey]);
  const columns = [
    { title: t('sysJob.startedAt'), dataIndex: 'startedAt', render: (v: string) => new Date(v).toLocaleString() },
    { title: t('sysJob.duration'), dataIndex: 'durationMs' },
    { title: t('sysJob.trigger'), dataIndex: 'trigger', render: (v: JobRun['trigger']) => t(`sysJob.trigger.${v}`) },
    {
      title: t('sysJob.outcome'), dataIndex: 'outcome',
      render: (v: JobRun['outcome']) => <Tag color={v === 'success' ? 'green' : 'red'} data-testid="job-run-outcome">{t(`sysJob.outcome.${v}`)}</Tag>,
    },
    {
      title: t('sysJob.detail'), key: 'detail',
      render: (_: unknown, run: JobRun) => (
        <Typography.Text ellipsis={{ tooltip: run.error ?? run.result }} type={run.error ? 'danger' : undefined} style={{ maxWidth: 260 }} data-testid="job-run-detail">
          {run.error ?? run.result ?? ''}
        </Typography.Text>
      ),
    },
    { title: t('sysJob.instance'), dataIndex: 'instance', render: (v: string) => <Typography.Text type="secondary" style={{ fontSize: 12 }}>{v}</Typography.Text> },
  ];
  return (
    <Drawer open={Boolean(job)} title={t('sysJob.historyOf', { name: job?.jobName ?? '' })} size={phone ? '100%' : 860} onClose={onClose} destroyOnHidden
      data-testid="job-history">
      <Table<JobRun> rowKey="id" size="small" loading={loading} columns={columns} dataSource={data.records} scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data.total, onChange: setPage, showSizeChanger: false }} />
    </Drawer>
  );
}
