// antd's theme and locale for the parts that use antd. The login page does not: it stays small and fast.
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../store/settings.ts';

export function AntdScope({ children }: { children: ReactNode }) {
  const { primaryColor } = useSettings();
  const { i18n } = useTranslation();
  const token = { colorPrimary: primaryColor, colorInfo: primaryColor, colorLink: primaryColor };
  return (
    <ConfigProvider theme={{ token }} locale={i18n.language === 'en_US' ? enUS : zhCN}>
      {children}
    </ConfigProvider>
  );
}
