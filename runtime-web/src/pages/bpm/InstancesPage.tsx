// Process instances (bpm/instance), for process administrators: every instance by state, title or template, with the
// nodes it waits at; each opened on its process page, suspended, activated or started again from its start (each asked
// first with the catalogue's confirmation).
import { Form, Input, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BPM_MESSAGES } from '@yc/engine/bpm/messages';
import { processApi, processControllerApi, type InstanceRow } from '../../api/bpm.ts';
import {
  CrudPage, CrudTable, FormModal, QueryBar, RowActions, RowButton, runAction, useConfirm, useCrudList, useFormModal,
} from '../../components/crud/index.ts';
import { PERMISSIONS } from '../../engine.ts';
import { currentLanguage } from '../../i18n/language.ts';
import { PROCESS_INSTANCE_STATES, renderMessage } from '../../renderers/engine.ts';
import { requiredRule } from '../system/shared/rules.ts';
import { instanceColumns } from './states.ts';
import { UserPicker } from '../../components/UserPicker.tsx';
import '../../i18n/bpm.ts';

const PERMS = PERMISSIONS.bpm.instance;

export default function InstancesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useCrudList<InstanceRow>({ load: (q) => processApi.list(q) });
  const [confirm, confirmHolder] = useConfirm();
  const reassign = useFormModal<InstanceRow>();
  const deliver = useFormModal<InstanceRow>();
  const label = (field: string) => t(`bpm.instance.${field}`);
  const act = (question: string | true, work: () => Promise<unknown>) =>
    confirm(question, async () => {
      await runAction(work);
      await list.reload();
    });
  const ask = (message: 'confirmRestart') => renderMessage(BPM_MESSAGES[message], currentLanguage());
  const when = (value: string | null) => (value ? new Date(value).toLocaleString() : '—');

  const columns = [
    ...instanceColumns(t),
    { title: label('currentNodes'), dataIndex: 'currentNodes', render: (nodes: string[] = []) => nodes.map((n) => <Tag key={n}>{n}</Tag>) },
    { title: t('bpm.task.fromUserName'), dataIndex: 'startUserName' },
    { title: label('startTime'), dataIndex: 'startTimeString', render: when },
    { title: label('duration'), dataIndex: 'durationString' },
    {
      title: t('crud.actions'), key: 'actions',
      render: (_: unknown, row: InstanceRow) => (
        <RowActions>
          <RowButton data-testid={`instance-open-${row.id}`} onClick={() => navigate(`/flow/instance/${row.id}`)}>{label('open')}</RowButton>
          {row.processInstanceState === 'ACTIVE' && (
            <RowButton perm={PERMS.suspend} data-testid={`instance-suspend-${row.id}`} onClick={() => act(label('confirmSuspend'), () => processApi.suspend(row.id))}>{label('suspend')}</RowButton>
          )}
          {row.processInstanceState === 'SUSPENDED' && (
            <RowButton perm={PERMS.activate} data-testid={`instance-activate-${row.id}`} onClick={() => act(label('confirmActivate'), () => processApi.activate(row.id))}>{label('activate')}</RowButton>
          )}
          {row.processInstanceState === 'ACTIVE' && (row.openTasks?.length ?? 0) > 0 && (
            <RowButton perm={PERMS.reassign} data-testid={`instance-reassign-${row.id}`} onClick={() => reassign.show(row)}>{label('reassign')}</RowButton>
          )}
          {row.processInstanceState === 'ACTIVE' && (row.waitingEvents?.length ?? 0) > 0 && (
            <RowButton perm={PERMS.deliver} data-testid={`instance-deliver-${row.id}`} onClick={() => deliver.show(row)}>{label('deliver')}</RowButton>
          )}
          {row.processInstanceState !== 'SUSPENDED' && (
            <RowButton perm={PERMS.restart} data-testid={`instance-restart-${row.id}`} onClick={() => act(ask('confirmRestart'), () => processApi.restart(row.id))}>{label('restart')}</RowButton>
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <CrudPage
      testId="bpm-instances-page"
      list={list}
      query={
        <QueryBar
          fields={[
            { name: 'keyword', label: t('bpm.task.taskTitle') },
            { name: 'templateKey', label: t('bpm.template.key') },
            { name: 'state', label: label('state'), options: PROCESS_INSTANCE_STATES.map((s) => ({ value: s, label: label(`state.${s}`) })) },
          ]}
          onSearch={list.search}
          onReset={list.reset}
        />
      }
    >
      <CrudTable<InstanceRow> list={list} columns={columns} selectable={false} />
      {confirmHolder}
      <FormModal<InstanceRow, { taskId?: string; username?: string; opinion?: string }>
        state={reassign}
        testId="instance-reassign"
        title={label('reassign')}
        initialValues={(row) => ({ taskId: row?.openTasks?.length === 1 ? row.openTasks[0]!.id : undefined })}
        onSubmit={(values) => processControllerApi.updateUser(values.taskId ?? '', values.username ?? '', values.opinion || undefined)}
        onSaved={list.reload}
      >
        {(_form, row) => (
          <>
            <Form.Item name="taskId" label={label('reassignTask')} rules={[requiredRule(label('reassignTask'))]}>
              <Select
                data-testid="instance-reassign-task"
                options={(row?.openTasks ?? []).map((task) => ({ value: task.id, label: `${task.taskName} · ${task.assigneeName ?? t('bpm.task.unassigned')}` }))}
              />
            </Form.Item>
            <Form.Item name="username" label={label('newHandler')} rules={[requiredRule(label('newHandler'))]}>
              <UserPicker data-testid="instance-reassign-user" />
            </Form.Item>
            <Form.Item name="opinion" label={label('reason')}><Input.TextArea rows={2} /></Form.Item>
          </>
        )}
      </FormModal>
      <FormModal<InstanceRow, { eventId?: string }>
        state={deliver}
        testId="instance-deliver"
        title={label('deliver')}
        initialValues={(row) => ({ eventId: row?.waitingEvents?.length === 1 ? row.waitingEvents[0]!.id : undefined })}
        onSubmit={(values, row) => processApi.deliver(row!.id, values.eventId ?? '')}
        onSaved={list.reload}
      >
        {(_form, row) => (
          <Form.Item name="eventId" label={label('event')} rules={[requiredRule(label('event'))]}>
            <Select data-testid="instance-deliver-event" options={(row?.waitingEvents ?? []).map((event) => ({ value: event.id, label: event.name ?? event.id }))} />
          </Form.Item>
        )}
      </FormModal>
    </CrudPage>
  );
}
