// Messages (component system/message): the send history, newest first, by channel, status, receiver and title — each
// with its attempts and last result; a mail or SMS is resent from its row; a message opens to show what was sent.
import { Descriptions, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_CHANNELS, type MessageChannel } from '@yc/engine/messages';
import { MESSAGE_SEND_STATUSES } from '@yc/engine/vocab';
import { CrudPage, CrudTable, DeleteButton, QueryBar, RowActions, RowButton, runAction, useCrudList, type PagedQuery } from '../../../components/crud/index.ts';
import { PERMISSIONS } from '../../../engine.ts';
import { messageApi, type SentMessage } from './message-api.ts';
import './texts.ts';

const P = PERMISSIONS.system.message;
const STATUS_COLOURS = { notSent: 'default', sent: 'green', failed: 'red' } as const;
const when = (v: string | null) => (v ? new Date(v).toLocaleString() : '');

export default function MessagesPage() {
  const { t } = useTranslation();
  const list = useCrudList<SentMessage>({ load: (q: PagedQuery) => messageApi.list(q) });
  const [shown, setShown] = useState<SentMessage>();
  const channels = MESSAGE_CHANNELS.map((value) => ({ value, label: t(`message.channel.${value}`) }));
  const statuses = MESSAGE_SEND_STATUSES.map((value) => ({ value, label: t(`message.status.${value}`) }));
  const status = (v: SentMessage['esSendStatus']) => <Tag color={STATUS_COLOURS[v]} data-testid="message-status">{t(`message.status.${v}`)}</Tag>;

  const columns = [
    { title: t('message.esTitle'), dataIndex: 'esTitle', render: (v: string, row: SentMessage) => <Typography.Link onClick={() => setShown(row)}>{v || '—'}</Typography.Link> },
    { title: t('message.esType'), dataIndex: 'esType', render: (v: MessageChannel) => t(`message.channel.${v}`) },
    { title: t('message.esReceiver'), dataIndex: 'esReceiver' },
    { title: t('message.esTemplateCode'), dataIndex: 'esTemplateCode' },
    { title: t('message.esSendStatus'), dataIndex: 'esSendStatus', render: status },
    { title: t('message.esSendNum'), dataIndex: 'esSendNum' },
    { title: t('message.esSendTime'), dataIndex: 'esSendTime', render: when },
    { title: t('message.esResult'), dataIndex: 'esResult', ellipsis: true },
    {
      title: t('crud.actions'), key: 'actions',
      render: (_: unknown, row: SentMessage) => (
        <RowActions>
          {row.esType !== 'system' && (
            <RowButton perm={P.resend} data-testid="message-resend" onClick={() => void runAction(() => messageApi.resend(row.id), list.reload)}>{t('message.resend')}</RowButton>
          )}
          <DeleteButton perm={P.delete} onDelete={() => messageApi.remove(row.id)} onDone={list.reload} />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <CrudPage
        testId="message-page"
        list={list}
        query={
          <QueryBar
            fields={[
              { name: 'esTitle', label: t('message.esTitle') },
              { name: 'esReceiver', label: t('message.esReceiver') },
              { name: 'esType', label: t('message.esType'), options: channels },
              { name: 'esSendStatus', label: t('message.esSendStatus'), options: statuses },
            ]}
            onSearch={list.search}
            onReset={list.reset}
          />
        }
      >
        <CrudTable list={list} columns={columns} selectable={false} />
      </CrudPage>
      <Modal open={Boolean(shown)} title={shown?.esTitle} footer={null} onCancel={() => setShown(undefined)} width={720}>
        {shown && (
          <Descriptions column={2} size="small" bordered items={[
            { key: 'type', label: t('message.esType'), children: t(`message.channel.${shown.esType}`) },
            { key: 'receiver', label: t('message.esReceiver'), children: shown.esReceiver },
            { key: 'status', label: t('message.esSendStatus'), children: status(shown.esSendStatus) },
            { key: 'num', label: t('message.esSendNum'), children: shown.esSendNum },
            { key: 'result', label: t('message.esResult'), span: 2, children: shown.esResult },
            { key: 'param', label: t('message.esParam'), span: 2, children: <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{shown.esParam}</pre> },
            { key: 'content', label: t('message.esContent'), span: 2, children: <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{shown.esContent}</pre> },
          ]} />
        )}
      </Modal>
    </>
  );
}
