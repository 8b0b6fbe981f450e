// My announcements (component system/myAnnouncement, every user): what is published to the signed-in user, newest
// first, the unread in bold; opening one shows it and marks it read; all can be marked read at once.
import { Button, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage, CrudTable, runAction, useCrudList, type PagedQuery } from '../../../components/crud/index.ts';
import { announceRead, announcementApi, type MyAnnouncement } from './announcement-api.ts';
import { useOpenAnnouncement } from './parts.tsx';
import './texts.ts';

export default function MyAnnouncementsPage() {
  const { t } = useTranslation();
  const list = useCrudList<MyAnnouncement>({ load: (q: PagedQuery) => announcementApi.mine(q), rowKey: (row) => row.anntId });
  const [open, holder] = useOpenAnnouncement(() => void list.reload());
  const columns = [
    {
      title: t('announcement.titile'), dataIndex: 'titile',
      render: (title: string, row: MyAnnouncement) => (
        <Typography.Link strong={row.readFlag === '0'} data-testid={`my-announcement-${row.anntId}`} data-read={row.readFlag} onClick={() => open(row)}>
          {title}
        </Typography.Link>
      ),
    },
    { title: t('announcement.msgCategory'), dataIndex: 'msgCategory', render: (v: string) => t(`announcement.msgCategory.${v}`) },
    { title: t('announcement.priority'), dataIndex: 'priority', render: (v: string) => t(`announcement.priority.${v}`) },
    { title: t('announcement.sender'), dataIndex: 'sender' },
    { title: t('announcement.sendTime'), dataIndex: 'sendTime', render: (v: string | null) => (v ? new Date(v).toLocaleString() : '') },
    {
      title: t('announcement.readFlag'), dataIndex: 'readFlag',
      render: (v: string) => (v === '1' ? <Tag>{t('announcement.read')}</Tag> : <Tag color="blue">{t('announcement.unread')}</Tag>),
    },
  ];
  const readAll = () => runAction(async () => {
    await announcementApi.readAll();
    announceRead();
  }, list.reload);
  return (
    <>
      <CrudPage testId="my-announcements" list={list} toolbar={<Button data-testid="announcement-read-all" onClick={() => void readAll()}>{t('announcement.readAll')}</Button>}>
        <CrudTable list={list} columns={columns} selectable={false} />
      </CrudPage>
      {holder}
    </>
  );
}
