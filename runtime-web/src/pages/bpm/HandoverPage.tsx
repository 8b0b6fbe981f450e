// Handover (bpm/handover), for administrators: the handovers made (who, to whom, how many tasks, the notice, by whom
// and when), and a new one — the giving and receiving users from the user picker, all their open tasks or the ones
// chosen from the giving user's open tasks, a notice. The choices a handover needs are asked with the catalogue's
// texts; the server checks everything again and moves all or nothing.
import { Form, Input, Radio, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BPM_MESSAGES } from '@yc/engine/bpm/messages';
import { handoverApi, type HandoverRow, type HandoverTask } from '../../api/delegation.ts';
import { CrudPage, CrudTable, FormModal, PermButton, QueryBar, useCrudList, useFormModal } from '../../components/crud/index.ts';
import { UserPicker } from '../../components/UserPicker.tsx';
import { PERMISSIONS } from '../../engine.ts';
import { currentLanguage } from '../../i18n/language.ts';
import { HANDOVER_TYPES, renderMessage, type HandoverType } from '../../renderers/engine.ts';
import { requiredRule } from '../system/shared/rules.ts';
import '../../i18n/bpm.ts';
import './delegation-texts.ts';

type Values = { fromUser?: string; toUser?: string; type?: HandoverType; taskIds?: string[]; notice?: string };

const when = (value: string) => new Date(value).toLocaleString();

/** The giving user's open tasks, read when they are chosen; selectable when the handover is by task. */
function OpenTasks({ fromUser, selectable, value, onChange }: { fromUser?: string; selectable: boolean; value?: string[]; onChange?: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const [tasks, setTasks] = useState<HandoverTask[]>([]);
  useEffect(() => {
    setTasks([]);
    onChange?.([]);
    if (fromUser) handoverApi.tasks(fromUser).then(setTasks, () => undefined);
  }, [fromUser]);
  return (
    <Table<HandoverTask>
      size="small"
      rowKey="id"
      data-testid="handover-tasks"
      dataSource={tasks}
      pagination={false}
      scroll={{ y: 260 }}
      locale={{ emptyText: t('bpm.handover.noTasks') }}
      rowSelection={selectable ? { selectedRowKeys: value ?? [], onChange: (keys) => onChange?.(keys as string[]) } : undefined}
      columns={[
        { title: t('bpm.task.taskTitle'), dataIndex: 'taskTitle' },
        { title: t('bpm.task.taskName'), dataIndex: 'taskName' },
        {
          title: t('bpm.handover.taskKind'), key: 'kind',
          render: (_: unknown, task: HandoverTask) => (
            <>
              <Tag>{t(`bpm.handover.taskType.${task.taskType}`)}</Tag>
              {task.status === 'waiting' && <Tag color="orange">{t('bpm.handover.waiting')}</Tag>}
            </>
          ),
        },
        { title: t('bpm.task.sendTimeString'), dataIndex: 'sendTimeString', render: when },
      ]}
    />
  );
}

export default function HandoverPage() {
  const { t } = useTranslation();
  const list = useCrudList<HandoverRow>({ load: (q) => handoverApi.list(q) });
  const editor = useFormModal<undefined>();
  const label = (field: string) => t(`bpm.handover.${field}`);
  const catalogued = (message: 'handoverTypeRequired' | 'handoverTasksRequired') => renderMessage(BPM_MESSAGES[message], currentLanguage());

  const columns = [
    { title: label('fromUser'), key: 'from', render: (_: unknown, row: HandoverRow) => `${row.fromUserName ?? ''} (${row.fromUser})` },
    { title: label('toUser'), key: 'to', render: (_: unknown, row: HandoverRow) => `${row.toUserName ?? ''} (${row.toUser})` },
    { title: label('type'), dataIndex: 'type', render: (type: HandoverType) => label(`type.${type}`) },
    { title: label('taskCount'), dataIndex: 'taskCount' },
    { title: label('notice'), dataIndex: 'notice' },
    { title: label('createBy'), dataIndex: 'createBy' },
    { title: label('createDept'), dataIndex: 'createDept' },
    { title: label('createTime'), dataIndex: 'createTime', render: when },
  ];

  return (
    <CrudPage
      testId="bpm-handover-page"
      query={<QueryBar fields={[{ name: 'keyword', label: label('keyword') }]} onSearch={list.search} onReset={list.reset} />}
      toolbar={<PermButton perm={PERMISSIONS.bpm.handover.add} type="primary" data-testid="handover-add" onClick={() => editor.show()}>{label('add')}</PermButton>}
    >
      <CrudTable<HandoverRow> list={list} columns={columns} selectable={false} />
      <FormModal<undefined, Values>
        state={editor}
        testId="handover-dialog"
        title={label('add')}
        width={860}
        initialValues={() => ({})}
        onSubmit={({ fromUser = '', toUser = '', type, taskIds, notice }) =>
          handoverApi.add({ fromUser, toUser, type, taskIds: type === 'task' ? taskIds : undefined, notice: notice || undefined })}
        onSaved={list.reload}
      >
        {() => (
          <>
            <Form.Item name="fromUser" label={label('fromUser')} rules={[requiredRule(label('fromUser'))]}>
              <UserPicker data-testid="handover-from" />
            </Form.Item>
            <Form.Item name="toUser" label={label('toUser')} rules={[requiredRule(label('toUser'))]}>
              <UserPicker data-testid="handover-to" />
            </Form.Item>
            <Form.Item name="type" label={label('type')} rules={[{ required: true, message: catalogued('handoverTypeRequired') }]}>
              <Radio.Group data-testid="handover-type" options={HANDOVER_TYPES.map((type) => ({ value: type, label: label(`type.${type}`) }))} />
            </Form.Item>
            <Form.Item noStyle shouldUpdate={(before, after) => before.fromUser !== after.fromUser || before.type !== after.type}>
              {({ getFieldValue }) => (
                <Form.Item
                  name="taskIds"
                  label={label('tasks')}
                  rules={getFieldValue('type') === 'task' ? [{ required: true, type: 'array', min: 1, message: catalogued('handoverTasksRequired') }] : []}
                >
                  <OpenTasks fromUser={getFieldValue('fromUser')} selectable={getFieldValue('type') === 'task'} />
                </Form.Item>
              )}
            </Form.Item>
            <Form.Item name="notice" label={label('notice')}><Input.TextArea rows={2} maxLength={2000} data-testid="handover-notice" /></Form.Item>
          </>
        )}
      </FormModal>
    </CrudPage>
  );
}
