// My tasks (component bpm/tasks): the four lists — to do (with the tasks offered to my roles), to read (copies), done,
// read — with the §3 task fields; a task to do is approved with an opinion, transferred or copied to users, or claimed
// when offered; a copy is marked read; several tasks of one template and node are approved together with one opinion,
// several copies marked read. "Start a process" starts one of the templates I may start.
import { PlayCircleOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space, Tabs, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { processApi, taskApi, type StartableTemplate, type TaskList, type TaskRow } from '../../api/bpm.ts';
import { CrudPage, CrudTable, FormModal, PermButton, QueryBar, RowActions, RowButton, runAction, useCrudList, useFormModal } from '../../components/crud/index.ts';
import { requiredListRule, requiredRule } from '../system/shared/rules.ts';
import { UserPicker } from '../../components/UserPicker.tsx';
import { CollectionPanel } from './CollectionPanel.tsx';
import { DelegationsPanel } from './DelegationsPanel.tsx';
import { MyInstances } from './MyInstances.tsx';
import '../../i18n/bpm.ts';
import './record-approval.tsx';

type Dialog = { kind: 'approve' | 'transfer' | 'cc'; task: TaskRow } | { kind: 'batchApprove'; taskIds: string[] };

function TaskTable({ list: kind, onDialog, generation }: { list: TaskList; onDialog(dialog: Dialog): void; generation: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useCrudList<TaskRow>({ load: (q) => taskApi.list(kind, q) });
  const { reload } = list;
  // Read again after an action or a start (the lists change together).
  useEffect(() => {
    if (generation > 0) void reload();
  }, [generation, reload]);
  const label = (field: string) => t(`bpm.task.${field}`);
  const when = (value: string | null) => (value ? new Date(value).toLocaleString() : '—');
  const columns = [
    {
      title: label('taskTitle'), dataIndex: 'taskTitle',
      render: (title: string, task: TaskRow) => (
        <>
          {title}
          {task.delegatedFromName && <> <Tag color="purple">{t('bpm.task.onBehalfOf', { name: task.delegatedFromName })}</Tag></>}
          {task.urgedAt && task.status === 'open' && <> <Tag color="red" data-testid="task-urged">{t('bpm.task.urged')}</Tag></>}
        </>
      ),
    },
    // A step without a name of its own is the initiator's, after a rejection to them.
    { title: label('taskName'), dataIndex: 'taskName', render: (name: string | null) => name ?? t('bpm.flow.initiator') },
    { title: label('fromUserName'), dataIndex: 'fromUserName' },
    {
      title: label('assigneeName'), dataIndex: 'assigneeName',
      render: (name: string | null) => name ?? <Tag color="orange">{label('unassigned')}</Tag>,
    },
    ...(kind === 'toRead' || kind === 'read' ? [{ title: label('readerName'), dataIndex: 'readerName' }] : []),
    { title: label('sendTimeString'), dataIndex: 'sendTimeString', render: when },
    ...(kind === 'todo' ? [{ title: label('dueDateString'), dataIndex: 'dueDateString', render: when }] : []),
    ...(kind === 'done' ? [{ title: label('opinion'), dataIndex: 'opinion' }] : []),
    ...(kind === 'todo' || kind === 'toRead'
      ? [{
        title: t('crud.actions'),
        key: 'actions',
        render: (_: unknown, task: TaskRow) => (
          <RowActions>
            {kind === 'toRead' && (
              <RowButton data-testid={`task-read-${task.id}`} onClick={async () => {
                await runAction(() => taskApi.read(task.id));
                await list.reload();
              }}>{label('markRead')}</RowButton>
            )}
            {kind === 'todo' && task.assigneeName === null && (
              <RowButton data-testid={`task-claim-${task.id}`} onClick={async () => {
                await runAction(() => taskApi.claim(task.id));
                await list.reload();
              }}>{label('claim')}</RowButton>
            )}
            {kind === 'todo' && task.assigneeName !== null && (
              <>
                <RowButton data-testid={`task-open-${task.id}`} onClick={() => navigate(`/flow/task/${task.id}`)}>{label('open')}</RowButton>
                <RowButton data-testid={`task-approve-${task.id}`} onClick={() => onDialog({ kind: 'approve', task })}>{label('approve')}</RowButton>
                <RowButton data-testid={`task-transfer-${task.id}`} onClick={() => onDialog({ kind: 'transfer', task })}>{label('transfer')}</RowButton>
                <RowButton data-testid={`task-cc-${task.id}`} onClick={() => onDialog({ kind: 'cc', task })}>{label('cc')}</RowButton>
              </>
            )}
          </RowActions>
        ),
      }]
      : []),
  ];
  return (
    <>
      <QueryBar
        fields={[{ name: 'keyword', label: label('keyword') }, { name: 'templateKey', label: t('bpm.template.key') }]}
        onSearch={list.search}
        onReset={list.reset}
      />
      {(kind === 'todo' || kind === 'toRead') && (
        <Space style={{ marginBottom: 12 }}>
          {kind === 'todo' ? (
            <Button disabled={!list.selectedKeys.length} data-testid="bpm-batch-approve" onClick={() => onDialog({ kind: 'batchApprove', taskIds: list.selectedKeys })}>
              {label('batchApprove')}
            </Button>
          ) : (
            <Button disabled={!list.selectedKeys.length} data-testid="bpm-batch-read" onClick={async () => {
              await runAction(() => taskApi.batchRead(list.selectedKeys));
              await list.reload();
            }}>{label('batchRead')}</Button>
          )}
        </Space>
      )}
      {/* On a phone the tasks are cards, their actions in reach at each card's foot (#42 item 4). */}
      <CrudTable<TaskRow> list={list} columns={columns} cards selectable={kind === 'todo' || kind === 'toRead'} />
    </>
  );
}

export default function TasksPage() {
  const { t } = useTranslation();
  const [generation, setGeneration] = useState(0);
  const action = useFormModal<Dialog>();
  const starter = useFormModal<undefined>();
  const label = (field: string) => t(`bpm.task.${field}`);
  const navigate = useNavigate();
  const [templates, setTemplates] = useState<StartableTemplate[]>([]);
  const reload = () => setGeneration((g) => g + 1);

  return (
    <>
      <CrudPage
        testId="bpm-tasks-page"
        toolbar={
          <PermButton type="primary" icon={<PlayCircleOutlined />} data-testid="bpm-start" onClick={async () => {
            setTemplates(await processApi.startable());
            starter.show();
          }}>{label('start')}</PermButton>
        }
      >
        <Tabs
          items={[
            ...(['todo', 'toRead', 'done', 'read'] as const).map((list) => ({
              key: list,
              label: <span data-testid={`bpm-tasks-tab-${list}`}>{label(list)}</span>,
              children: <TaskTable list={list} generation={generation} onDialog={(dialog) => action.show(dialog)} />,
            })),
            { key: 'mine', label: <span data-testid="bpm-tasks-tab-mine">{label('mine')}</span>, children: <MyInstances /> },
            { key: 'delegations', label: <span data-testid="bpm-tasks-tab-delegations">{label('delegations')}</span>, children: <DelegationsPanel scope="mine" /> },
            { key: 'collection', label: <span data-testid="bpm-tasks-tab-collection">{t('bpm.collection.tab')}</span>, children: <CollectionPanel /> },
          ]}
        />
      </CrudPage>
      <FormModal<Dialog, { opinion?: string; toUser?: string; users?: string[] }>
        state={action}
        testId="bpm-task-action"
        title={!action.record ? '' : action.record.kind === 'batchApprove'
          ? `${label('batchApprove')} · ${action.record.taskIds.length}`
          : `${label(action.record.kind)} · ${action.record.task.taskTitle}`}
        initialValues={() => ({})}
        onSubmit={async (values, dialog) => {
          if (dialog!.kind === 'batchApprove') return taskApi.batchComplete(dialog!.taskIds, values.opinion);
          const { task, kind } = dialog!;
          if (kind === 'approve') await taskApi.complete(task.id, values.opinion);
          else if (kind === 'transfer') await taskApi.transfer(task.id, values.toUser ?? '', values.opinion);
          else await taskApi.cc(task.id, values.users ?? []);
        }}
        onSaved={reload}
      >
        {(_form, dialog) => (
          <>
            {dialog?.kind === 'transfer' && (
              <Form.Item name="toUser" label={label('toUser')} rules={[requiredRule(label('toUser'))]}><UserPicker data-testid="bpm-task-to-user" /></Form.Item>
            )}
            {dialog?.kind === 'cc' && (
              <Form.Item name="users" label={label('ccUsers')} rules={[requiredListRule(label('ccUsers'))]}><UserPicker multiple data-testid="bpm-task-cc-users" /></Form.Item>
            )}
            {dialog?.kind !== 'cc' && (
              <Form.Item name="opinion" label={label('opinion')}><Input.TextArea rows={3} data-testid="bpm-task-opinion" /></Form.Item>
            )}
          </>
        )}
      </FormModal>
      <FormModal<undefined, { templateKey: string; businessTitle: string }>
        state={starter}
        testId="bpm-start-dialog"
        title={label('start')}
        initialValues={() => ({})}
        onSubmit={(values) => processApi.start(values.templateKey, values.businessTitle)}
        onSaved={reload}
      >
        {() => (
          <>
            <Form.Item name="templateKey" label={label('template')} rules={[requiredRule(label('template'))]}>
              <Select
                options={templates.map((tpl) => ({ value: tpl.key, label: `${tpl.group} · ${tpl.name}` }))} data-testid="bpm-start-template"
                onChange={(key: string) => {
                  // A process bound to a form opens its start page: the form is filled (and its record saved) first.
                  const chosen = templates.find((tpl) => tpl.key === key);
                  if (!chosen?.formCode) return;
                  starter.close();
                  navigate(`/flow/start/${encodeURIComponent(chosen.key)}`);
                }}
              />
            </Form.Item>
            <Form.Item name="businessTitle" label={label('businessTitle')} rules={[requiredRule(label('businessTitle'))]}><Input /></Form.Item>
          </>
        )}
      </FormModal>
    </>
  );
}
