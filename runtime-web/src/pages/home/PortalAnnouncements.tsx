// A portal's announcement item: the latest announcements published to the viewer (the item's rows, five by default),
// the unread in bold; a click opens one and marks it read. Text kept in an item by portals saved before announcements
// were published is not shown: the item now shows what is published.
import { Empty, List, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PORTAL_ANNOUNCEMENT_ROWS } from '@yc/engine/announcement';
import { ANNOUNCEMENTS_READ_EVENT, announcementApi, type MyAnnouncement } from '../system/announcements/announcement-api.ts';
import { useOpenAnnouncement } from '../system/announcements/parts.tsx';

export function PortalAnnouncements({ rows, testId }: { rows?: number; testId: string }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<MyAnnouncement[]>();
  const load = useCallback(() => {
    announcementApi.mine({ pageNo: 1, pageSize: rows ?? PORTAL_ANNOUNCEMENT_ROWS }, true).then((page) => setItems(page.records), () => setItems([]));
  }, [rows]);
  const [open, holder] = useOpenAnnouncement();
  useEffect(() => {
    load();
    window.addEventListener(ANNOUNCEMENTS_READ_EVENT, load);
    return () => window.removeEventListener(ANNOUNCEMENTS_READ_EVENT, load);
  }, [load]);
  if (!items) return <Spin />;
  return (
    <>
      {items.length === 0
        ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('announcement.none')} />
        : <List size="small" data-testid={testId} dataSource={items} renderItem={(item) => (
          <List.Item extra={item.sendTime ? <Typography.Text type="secondary">{new Date(item.sendTime).toLocaleDateString()}</Typography.Text> : undefined}>
            <Typography.Link strong={item.readFlag === '0'} data-read={item.readFlag} data-testid={`portal-announcement-${item.anntId}`} onClick={() => open(item)}>
              {item.titile}
            </Typography.Link>
          </List.Item>
        )} />}
      {holder}
    </>
  );
}
