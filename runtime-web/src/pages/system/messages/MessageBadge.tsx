// The header's envelope beside the announcements' bell: the signed-in user's unread system messages counted; a click
// goes to My messages (when the user has that page). Read again on a timer and whenever a message is read.
import MailOutlined from '@ant-design/icons/MailOutlined';
import { Badge, Button } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MESSAGES_READ_EVENT, messageApi } from './message-api.ts';
import './texts.ts';

const REFRESH_MS = 60_000;

export default function MessageBadge({ allPath }: { allPath?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [count, setCount] = useState(0);
  const refresh = useCallback(() => {
    messageApi.unreadCount().then((r) => setCount(r.count), () => undefined);
  }, []);
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    window.addEventListener(MESSAGES_READ_EVENT, refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener(MESSAGES_READ_EVENT, refresh);
    };
  }, [refresh]);
  if (!allPath) return null;
  return (
    <Button type="text" aria-label={t('message.mine')} title={t('message.mine')} data-testid="message-badge" onClick={() => navigate(allPath)}>
      <Badge count={count} size="small" data-testid="message-unread" data-count={count}>
        <MailOutlined />
      </Badge>
    </Button>
  );
}
