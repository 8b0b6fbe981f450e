// antd's theme and locale for the parts that use antd. The login page does not: it stays small and fast.
// antd's styles are the static stylesheet (zero-runtime), not generated at each component's first render: on a slow
// phone CPU that generation (stylis, injecting, hashing) was a third of the script time before the portal's first chart
// (#42 item 8). The theme's tokens (colours, motion) still reach the components as CSS variables set at run time.
import 'antd/dist/antd.css';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../store/settings.ts';
import { watchMeasureRows } from './inert-measure-rows.ts';

/**
 * Colours readable at WCAG AA (4.5:1 for normal text) on white and on the #f5f5f5 page background, for every
 * screen at once (#42 item 7): antd's defaults put secondary text and the footer at 3.3:1, placeholders at 1.8:1
 * and the red of Delete at 3.3:1. Disabled text keeps antd's lighter grey (exempt, and it must look disabled).
 */
export const READABLE_TOKENS = {
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
  colorTextDescription: 'rgba(0, 0, 0, 0.58)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  colorError: '#d9363e',
} as const;

/** Whether the reader asked their system for less motion (WCAG 2.3.3): then dialogs and drawers appear at once. */
const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export function AntdScope({ children }: { children: ReactNode }) {
  useEffect(watchMeasureRows, []);
  const { primaryColor } = useSettings();
  const { i18n } = useTranslation();
  const still = reducedMotion();
  const token = { ...READABLE_TOKENS, colorPrimary: primaryColor, colorInfo: primaryColor, colorLink: primaryColor, motion: !still };
  // The buttons' click wave is motion too (a 2 s fade the motion token does not stop).
  return (
    <ConfigProvider theme={{ token, zeroRuntime: true }} wave={{ disabled: still }} locale={i18n.language === 'en_US' ? enUS : zhCN}>
      {children}
    </ConfigProvider>
  );
}
