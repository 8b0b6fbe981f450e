// Announcements (component system/announcement): the list by publish status and title; add and edit while unpublished
// (rich text through the editor control's widget, the specified users through the user picker); publish and revoke,
// each after the spec's confirmation; delete unless published.
import { PlusOutlined } from '@ant-design/icons';
import { DatePicker, Form, Input, Radio, Select, Tag, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  ANNOUNCEMENT_CATEGORIES, ANNOUNCEMENT_MESSAGES, ANNOUNCEMENT_MSG_TYPES, ANNOUNCEMENT_PRIORITIES, announcementDeletable, announcementEditable,
} from '@yc/engine/announcement';
import { ANNOUNCEMENT_STATUSES } from '@yc/engine/vocab';
import {
  CrudPage, CrudTable, DeleteButton, FormModal, PermButton, QueryBar, RowActions, RowButton, runAction, useConfirm, useCrudList, useFormModal,
  type PagedQuery,
} from '../../../components/crud/index.ts';
import { UserPicker } from '../../../components/UserPicker.tsx';
import { PERMISSIONS } from '../../../engine.ts';
import { requiredRule } from '../shared/rules.ts';
import { announcementApi, type Announcement, type AnnouncementDraft } from './announcement-api.ts';
import { RichTextInput, useMessageText } from './parts.tsx';
import './texts.ts';

const P = PERMISSIONS.system.announcement;
const STATUS_COLOURS = { unpublished: 'default', published: 'green', revoked: 'orange' } as const;
const WIRE_TIME = 'YYYY-MM-DD HH:mm:ss';

type FormValues = Omit<AnnouncementDraft, 'startTime' | 'endTime'> & { startTime?: Dayjs | null; endTime?: Dayjs | null };

const toForm = (a?: Announcement): Partial<FormValues> => a
  ? { ...a, startTime: a.startTime ? dayjs(a.startTime) : null, endTime: a.endTime ? dayjs(a.endTime) : null }
  : { msgType: 'ALL', priority: 'M', msgCategory: 'notice', selectedUser: [] };

const toDraft = (v: FormValues): AnnouncementDraft => ({
  ...v,
  startTime: v.startTime ? v.startTime.format(WIRE_TIME) : null,
  endTime: v.endTime ? v.endTime.format(WIRE_TIME) : null,
  selectedUser: v.msgType === 'USER' ? v.selectedUser ?? [] : [],
});

export default function AnnouncementsPage() {
  const { t } = useTranslation();
  const message = useMessageText();
  const list = useCrudList<Announcement>({ load: (q: PagedQuery) => announcementApi.list(q) });
  const editor = useFormModal<Announcement>();
  const [confirm, holder] = useConfirm();
  const choices = (key: string, values: readonly string[]) => values.map((value) => ({ value, label: t(`${key}.${value}`) }));

  const columns = [
    { title: t('announcement.titile'), dataIndex: 'titile' },
    { title: t('announcement.msgCategory'), dataIndex: 'msgCategory', render: (v: string) => t(`announcement.msgCategory.${v}`) },
    { title: t('announcement.priority'), dataIndex: 'priority', render: (v: string) => t(`announcement.priority.${v}`) },
    { title: t('announcement.msgType'), dataIndex: 'msgType', render: (v: string) => t(`announcement.msgType.${v}`) },
    { title: t('announcement.sender'), dataIndex: 'sender' },
    {
      title: t('announcement.sendStatus'), dataIndex: 'sendStatus',
      render: (v: Announcement['sendStatus']) => <Tag color={STATUS_COLOURS[v]} data-testid="announcement-status">{t(`announcement.sendStatus.${v}`)}</Tag>,
    },
    { title: t('announcement.sendTime'), dataIndex: 'sendTime', render: (v: string | null) => (v ? new Date(v).toLocaleString() : '') },
    {
      title: t('crud.actions'), key: 'actions',
      render: (_: unknown, row: Announcement) => (
        <RowActions>
          {announcementEditable(row.sendStatus) && <RowButton perm={P.edit} data-testid="announcement-edit" onClick={() => editor.show(row)}>{t('crud.edit')}</RowButton>}
          {row.sendStatus === 'unpublished' && (
            <RowButton perm={P.publish} data-testid="announcement-publish"
              onClick={() => confirm(message(ANNOUNCEMENT_MESSAGES.publishConfirm), () => runAction(() => announcementApi.publish(row.id), list.reload))}>
              {t('announcement.publish')}
            </RowButton>
          )}
          {row.sendStatus === 'published' && (
            <RowButton perm={P.revoke} data-testid="announcement-revoke"
              onClick={() => confirm(message(ANNOUNCEMENT_MESSAGES.revokeConfirm), () => runAction(() => announcementApi.revoke(row.id), list.reload))}>
              {t('announcement.revoke')}
            </RowButton>
          )}
          {announcementDeletable(row.sendStatus) && <DeleteButton perm={P.delete} onDelete={() => announcementApi.remove(row.id)} onDone={list.reload} />}
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <CrudPage
        testId="announcement-page"
        purpose={t('crud.purpose.announcements')}
        emptyAction={<PermButton perm={P.add} type="primary" icon={<PlusOutlined />} data-testid="announcement-empty-add" onClick={() => editor.show()}>{t('crud.add')}</PermButton>}
        list={list}
        query={
          <QueryBar
            fields={[
              { name: 'titile', label: t('announcement.titile') },
              { name: 'sendStatus', label: t('announcement.sendStatus'), options: choices('announcement.sendStatus', ANNOUNCEMENT_STATUSES) },
            ]}
            onSearch={list.search}
            onReset={list.reset}
          />
        }
        toolbar={
          <PermButton perm={P.add} type="primary" icon={<PlusOutlined />} data-testid="announcement-add" onClick={() => editor.show()}>
            {t('crud.add')}
          </PermButton>
        }
      >
        <CrudTable list={list} columns={columns} selectable={false} />
      </CrudPage>
      <FormModal<Announcement, FormValues>
        state={editor}
        testId="announcement-editor"
        title={`${t(editor.record ? 'crud.edit' : 'crud.add')} · ${t('announcement.title')}`}
        width={760}
        initialValues={toForm}
        onSubmit={(values, record) => {
          const draft = toDraft(values);
          return record ? announcementApi.edit({ ...draft, id: record.id, version: record.version }) : announcementApi.add(draft);
        }}
        onSaved={list.reload}
      >
        {(form: FormInstance<FormValues>) => (
          <>
            <Form.Item name="titile" label={t('announcement.titile')} rules={[requiredRule(t('announcement.titile'))]}>
              <Input data-testid="announcement-titile" maxLength={200} />
            </Form.Item>
            <div style={{ display: 'flex', gap: 16 }}>
              <Form.Item name="msgCategory" label={t('announcement.msgCategory')} style={{ flex: 1 }}>
                <Select options={choices('announcement.msgCategory', ANNOUNCEMENT_CATEGORIES)} />
              </Form.Item>
              <Form.Item name="priority" label={t('announcement.priority')} style={{ flex: 1 }}>
                <Select options={choices('announcement.priority', ANNOUNCEMENT_PRIORITIES)} />
              </Form.Item>
              <Form.Item name="sender" label={t('announcement.sender')} style={{ flex: 1 }}>
                <Input maxLength={100} />
              </Form.Item>
            </div>
            <div style={{ display: 'flex', gap: 16 }}>
              <Form.Item name="startTime" label={t('announcement.startTime')} style={{ flex: 1 }}>
                <DatePicker showTime style={{ width: '100%' }} data-testid="announcement-start" />
              </Form.Item>
              <Form.Item name="endTime" label={t('announcement.endTime')} style={{ flex: 1 }} dependencies={['startTime']}
                rules={[{
                  validator: (_r, end: Dayjs | null) => {
                    const start = form.getFieldValue('startTime') as Dayjs | null;
                    return start && end && start.isAfter(end) ? Promise.reject(new Error(message(ANNOUNCEMENT_MESSAGES.timeOrder))) : Promise.resolve();
                  },
                }]}>
                <DatePicker showTime style={{ width: '100%' }} data-testid="announcement-end" />
              </Form.Item>
            </div>
            <Form.Item name="msgType" label={t('announcement.msgType')}>
              <Radio.Group data-testid="announcement-msg-type" options={choices('announcement.msgType', ANNOUNCEMENT_MSG_TYPES)} />
            </Form.Item>
            <Form.Item noStyle dependencies={['msgType']}>
              {() => form.getFieldValue('msgType') === 'USER' && (
                <Form.Item name="selectedUser" label={t('announcement.selectedUser')}
                  rules={[{ validator: (_r, users?: string[]) => (users?.length ? Promise.resolve() : Promise.reject(new Error(message(ANNOUNCEMENT_MESSAGES.usersRequired)))) }]}>
                  <UserPicker multiple data-testid="announcement-users" />
                </Form.Item>
              )}
            </Form.Item>
            <Form.Item name="msgContent" label={t('announcement.msgContent')}>
              <RichTextInput id="announcement-content" />
            </Form.Item>
          </>
        )}
      </FormModal>
      {holder}
    </>
  );
}
