// My messages (component system/myMessage, every user): the system messages sent to the signed-in user, newest first,
// the unread in bold; opening one shows it (as text) and marks it read; all can be marked read at once.
import { Button, Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage, CrudTable, runAction, useCrudList, type PagedQuery } from '../../../components/crud/index.ts';
import { announceMessagesRead, messageApi, type SentMessage } from './message-api.ts';
import './texts.ts';

export default function MyMessagesPage() {
  const { t } = useTranslation();
  const list = useCrudList<SentMessage>({ load: (q: PagedQuery) => messageApi.mine(q) });
  const [modal, holder] = Modal.useModal();
  const open = (row: SentMessage) => {
    void modal.info({
      title: row.esTitle, width: 560, icon: null, closable: true, maskClosable: true, okText: t('message.close'),
      okButtonProps: { 'data-testid': 'my-message-close' } as never,
      content: <div data-testid="my-message-view" style={{ whiteSpace: 'pre-wrap' }}>{row.esContent}</div>,
    });
    if (row.readFlag === '0') {
      void messageApi.read(row.id).then(() => {
        announceMessagesRead();
        void list.reload();
      }, () => undefined);
    }
  };
  const columns = [
    {
      title: t('message.esTitle'), dataIndex: 'esTitle',
      render: (title: string, row: SentMessage) => (
        <Typography.Link strong={row.readFlag === '0'} data-testid={`my-message-${row.id}`} data-read={row.readFlag} onClick={() => open(row)}>{title || '—'}</Typography.Link>
      ),
    },
    { title: t('message.esSendTime'), dataIndex: 'esSendTime', render: (v: string | null) => (v ? new Date(v).toLocaleString() : '') },
    {
      title: t('message.readFlag'), dataIndex: 'readFlag',
      render: (v: string) => (v === '1' ? <Tag>{t('message.read')}</Tag> : <Tag color="blue">{t('message.unread')}</Tag>),
    },
  ];
  const readAll = () => runAction(async () => {
    await messageApi.read();
    announceMessagesRead();
  }, list.reload);
  return (
    <>
      <CrudPage testId="my-messages" list={list} toolbar={<Button data-testid="my-messages-read-all" onClick={() => void readAll()}>{t('message.readAll')}</Button>}>
        <CrudTable list={list} columns={columns} selectable={false} />
      </CrudPage>
      {holder}
    </>
  );
}
