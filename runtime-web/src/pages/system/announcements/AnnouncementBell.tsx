// The header's bell: the signed-in user's unread announcements counted, the latest listed; one opens (and is marked
// read) from the list; "See all" goes to My announcements when the user has that page.
import BellOutlined from '@ant-design/icons/BellOutlined';
import { Badge, Button, Empty, List, Popover, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ANNOUNCEMENTS_READ_EVENT, announcementApi, type MyAnnouncement } from './announcement-api.ts';
import { useOpenAnnouncement } from './parts.tsx';
import './texts.ts';

const LATEST = 5;
/** How often the count is read again while the console stays open. */
const REFRESH_MS = 120_000;

export default function AnnouncementBell({ allPath }: { allPath?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [unread, setUnread] = useState<{ total: number; records: MyAnnouncement[] }>({ total: 0, records: [] });
  const [openPopover, setOpenPopover] = useState(false);
  const refresh = useCallback(() => {
    announcementApi.mine({ pageNo: 1, pageSize: LATEST, readFlag: '0' }, true).then((page) => setUnread(page), () => undefined);
  }, []);
  const [open, holder] = useOpenAnnouncement();
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    window.addEventListener(ANNOUNCEMENTS_READ_EVENT, refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener(ANNOUNCEMENTS_READ_EVENT, refresh);
    };
  }, [refresh]);

  const content = (
    <div style={{ width: 300 }} data-testid="announcement-bell-list">
      {unread.records.length === 0
        ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('announcement.none')} />
        : <List size="small" dataSource={unread.records} renderItem={(item) => (
          <List.Item>
            <Typography.Link strong onClick={() => {
              setOpenPopover(false);
              open(item);
            }}>{item.titile}</Typography.Link>
          </List.Item>
        )} />}
      {allPath && (
        <Button type="link" block onClick={() => {
          setOpenPopover(false);
          navigate(allPath);
        }}>{t('announcement.more')}</Button>
      )}
    </div>
  );
  return (
    <>
      <Popover content={content} title={t('announcement.mine')} trigger="click" open={openPopover} onOpenChange={setOpenPopover} placement="bottomRight">
        <Button type="text" aria-label={t('announcement.mine')} data-testid="announcement-bell">
          <Badge count={unread.total} size="small" data-testid="announcement-unread" data-count={unread.total}>
            <BellOutlined />
          </Badge>
        </Button>
      </Popover>
      {holder}
    </>
  );
}
