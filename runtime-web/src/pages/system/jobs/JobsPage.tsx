// Scheduled jobs (component system/sysJob): the jobs by name, handler and status; add and edit (the handler picked
// from the server's registry, the cron field showing the next five fire times live); a running/stopped toggle; run
// once (after a confirmation, its outcome told); the run history in a drawer; delete.
import { PlusOutlined } from '@ant-design/icons';
import { Checkbox, Form, Input, Select, Switch, Typography, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CrudPage, CrudTable, DeleteButton, FormModal, PermButton, QueryBar, RowActions, RowButton, runAction, useConfirm, useCrudList, useFormModal,
  type PagedQuery,
} from '../../../components/crud/index.ts';
import { PERMISSIONS } from '../../../engine.ts';
import { usePermission } from '../../../permission/usePermission.ts';
import { notify } from '../../../request/report.ts';
import { requiredRule } from '../shared/rules.ts';
import { jobApi, type Job, type JobDraft } from './job-api.ts';
import { CronInput, JobHistoryDrawer } from './parts.tsx';
import './texts.ts';

const P = PERMISSIONS.system.sysJob;
const STATUSES = ['running', 'stopped'] as const;

type JobClass = { name: string; label: string; parameterHint: string };
type FormValues = Omit<JobDraft, 'status'> & { startNow?: boolean };

export default function JobsPage() {
  const { t } = useTranslation();
  const list = useCrudList<Job>({ load: (q: PagedQuery) => jobApi.list(q) });
  const editor = useFormModal<Job>();
  const [confirm, holder] = useConfirm();
  const [classes, setClasses] = useState<JobClass[]>([]);
  const [historyOf, setHistoryOf] = useState<Job>();
  const [ran, setRan] = useState(0);
  const mayStart = usePermission(P.start) === 'show';
  const mayStop = usePermission(P.stop) === 'show';
  useEffect(() => {
    jobApi.classes().then(setClasses, () => undefined);
  }, []);
  const classLabel = (name: string) => classes.find((c) => c.name === name)?.label ?? name;
  const statusOptions = STATUSES.map((value) => ({ value, label: t(`sysJob.status.${value}`) }));

  const runOnce = (row: Job) => confirm(t('sysJob.runConfirm'), async () => {
    const run = await jobApi.runOnce(row.id);
    if (run.outcome === 'success') notify('success', t('sysJob.ranOk'));
    else notify('error', t('sysJob.ranFailed', { error: run.error ?? '' }));
    setRan((n) => n + 1);
    await list.reload();
  });

  const columns = [
    { title: t('sysJob.jobName'), dataIndex: 'jobName' },
    {
      title: t('sysJob.jobClassName'), dataIndex: 'jobClassName',
      render: (v: string) => <Typography.Text ellipsis={{ tooltip: classLabel(v) }} style={{ maxWidth: 200 }}>{classLabel(v)}</Typography.Text>,
    },
    { title: t('sysJob.cronExpression'), dataIndex: 'cronExpression', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
    {
      title: t('sysJob.status'), dataIndex: 'status',
      render: (v: Job['status'], row: Job) => (
        <Switch size="small" checked={v === 'running'} data-testid="job-status" aria-label={t(`sysJob.status.${v}`)}
          checkedChildren={t('sysJob.status.running')} unCheckedChildren={t('sysJob.status.stopped')}
          disabled={v === 'running' ? !mayStop : !mayStart}
          onChange={(on) => void runAction(() => (on ? jobApi.start(row.id) : jobApi.stop(row.id)), list.reload)} />
      ),
    },
    { title: t('sysJob.nextFireTime'), dataIndex: 'nextFireTime', render: (v: string | null) => v ?? '' },
    { title: t('sysJob.description'), dataIndex: 'description', render: (v: string | null) => <Typography.Text ellipsis={{ tooltip: v }} style={{ maxWidth: 160 }}>{v}</Typography.Text> },
    {
      title: t('crud.actions'), key: 'actions',
      render: (_: unknown, row: Job) => (
        <RowActions>
          <RowButton perm={P.edit} data-testid="job-edit" onClick={() => editor.show(row)}>{t('crud.edit')}</RowButton>
          <RowButton perm={P.run} data-testid="job-run" onClick={() => runOnce(row)}>{t('sysJob.runOnce')}</RowButton>
          <RowButton perm={P.list} data-testid="job-history-open" onClick={() => setHistoryOf(row)}>{t('sysJob.history')}</RowButton>
          <DeleteButton perm={P.delete} onDelete={() => jobApi.remove(row.id)} onDone={list.reload} />
        </RowActions>
      ),
    },
  ];

  const addButton = (testId: string) => (
    <PermButton perm={P.add} type="primary" icon={<PlusOutlined />} data-testid={testId} onClick={() => editor.show()}>{t('crud.add')}</PermButton>
  );

  return (
    <>
      <CrudPage
        testId="job-page"
        purpose={t('crud.purpose.sysJobs')}
        emptyAction={addButton('job-empty-add')}
        list={list}
        query={
          <QueryBar
            fields={[
              { name: 'jobName', label: t('sysJob.jobName') },
              { name: 'jobClassName', label: t('sysJob.jobClassName'), options: classes.map((c) => ({ value: c.name, label: c.label })) },
              { name: 'status', label: t('sysJob.status'), options: statusOptions },
            ]}
            onSearch={list.search}
            onReset={list.reset}
          />
        }
        toolbar={addButton('job-add')}
      >
        <CrudTable list={list} columns={columns} selectable={false} />
      </CrudPage>
      <FormModal<Job, FormValues>
        state={editor}
        testId="job-editor"
        title={`${t(editor.record ? 'crud.edit' : 'crud.add')} · ${t('sysJob.title')}`}
        width={640}
        initialValues={(job) => (job ? { ...job } : { jobClassName: classes[0]?.name, cronExpression: '0 2 * * *', startNow: false })}
        onSubmit={({ startNow, ...values }, record) => (record
          ? jobApi.edit({ ...values, id: record.id, version: record.version })
          : jobApi.add({ ...values, status: startNow ? 'running' : 'stopped' }))}
        onSaved={list.reload}
      >
        {(form: FormInstance<FormValues>) => (
          <>
            <Form.Item name="jobName" label={t('sysJob.jobName')} rules={[requiredRule(t('sysJob.jobName'))]}>
              <Input data-testid="job-name" maxLength={100} />
            </Form.Item>
            <Form.Item name="jobClassName" label={t('sysJob.jobClassName')} rules={[requiredRule(t('sysJob.jobClassName'))]}>
              <Select data-testid="job-class" options={classes.map((c) => ({ value: c.name, label: c.label }))} />
            </Form.Item>
            <Form.Item name="cronExpression" label={t('sysJob.cronExpression')} rules={[requiredRule(t('sysJob.cronExpression'))]}>
              <CronInput />
            </Form.Item>
            <Form.Item noStyle dependencies={['jobClassName']}>
              {() => (
                <Form.Item name="parameter" label={t('sysJob.parameter')}
                  extra={classes.find((c) => c.name === form.getFieldValue('jobClassName'))?.parameterHint}>
                  <Input.TextArea data-testid="job-parameter" rows={3} maxLength={10_000} />
                </Form.Item>
              )}
            </Form.Item>
            <Form.Item name="description" label={t('sysJob.description')}>
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
            {!editor.record && (
              <Form.Item name="startNow" valuePropName="checked">
                <Checkbox data-testid="job-start-now">{t('sysJob.startNow')}</Checkbox>
              </Form.Item>
            )}
          </>
        )}
      </FormModal>
      <JobHistoryDrawer job={historyOf} refreshKey={ran} onClose={() => setHistoryOf(undefined)} />
      {holder}
    </>
  );
}
