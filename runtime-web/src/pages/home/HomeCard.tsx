// The greeting card of the console and portal homes until their own content arrives.
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { menuTitle } from '../../engine.ts';
import type { PageProps } from '../../router/registry.ts';
import { useSession } from '../../store/session.ts';
import { useUserName } from '../../i18n/in-language.ts';

export function HomeCard({ route, testId, textKey }: Pick<PageProps, 'route'> & { testId: string; textKey: string }) {
  const { t, i18n } = useTranslation();
  const { userInfo } = useSession();
  const userName = useUserName();
  return (
    <Card data-testid={testId}>
      <Typography.Title level={4}>{menuTitle(route.meta, i18n.language)}</Typography.Title>
      <Typography.Paragraph>{t(textKey, { name: userName(userInfo) })}</Typography.Paragraph>
    </Card>
  );
}
