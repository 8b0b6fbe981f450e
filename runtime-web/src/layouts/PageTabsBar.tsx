// The multi-page tab strip above the content: a navigation list of the open pages, each a link with its own close
// button. Not antd's Tabs: its tab list owns the close buttons and the extra content, which a tablist may not
// contain (axe: aria-required-children, critical), and these tabs navigate rather than switch panels (#42 item 7).
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { Button } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { menuTitle, type AppRoute } from '../engine.ts';
import { useSettings } from '../store/settings.ts';
import type { PageTab } from './usePageTabs.ts';
import '../styles/page-tabs.css';

export interface PageTabsBarProps {
  tabs: PageTab[];
  active: string;
  homePath: string;
  routesByPath: Map<string, AppRoute>;
  onClose: (key: string) => void;
  onCloseOthers: () => void;
}

export function PageTabsBar({ tabs, active, homePath, routesByPath, onClose, onCloseOthers }: PageTabsBarProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { primaryColor } = useSettings();
  return (
    <nav className="yc-tabs yc-page-tabs" data-testid="page-tabs" aria-label={t('tabs.label')} style={{ '--yc-primary': primaryColor } as CSSProperties}>
      <ul>
        {tabs.map((tab) => {
          const route = routesByPath.get(tab.key);
          const label = route ? menuTitle(route.meta, i18n.language) : tab.key;
          const on = tab.key === active;
          return (
            <li key={tab.key} className={on ? 'yc-page-tab yc-page-tab-on' : 'yc-page-tab'}>
              <a
                href={tab.href}
                aria-current={on ? 'page' : undefined}
                onClick={(e) => {
                  // A plain click stays in the console; a modified one (new tab or window) is the browser's.
                  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                  e.preventDefault();
                  navigate(tab.href);
                }}
              >
                {label}
              </a>
              {tab.key !== homePath && (
                <button type="button" className="yc-page-tab-close" aria-label={t('tabs.close', { name: label })} onClick={() => onClose(tab.key)}>
                  <CloseOutlined />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {tabs.length > 1 && (
        <Button size="small" type="text" onClick={onCloseOthers}>
          {t('tabs.closeOthers')}
        </Button>
      )}
    </nav>
  );
}
