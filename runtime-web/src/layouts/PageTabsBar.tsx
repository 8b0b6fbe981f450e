// The multi-page tab strip above the content.
import { Button, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { menuTitle, type AppRoute } from '../engine.ts';
import type { PageTab } from './usePageTabs.ts';

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
  const items = tabs.map((tab) => {
    const route = routesByPath.get(tab.key);
    return { key: tab.key, label: route ? menuTitle(route.meta, i18n.language) : tab.key, closable: tab.key !== homePath };
  });
  return (
    <div className="yc-tabs" data-testid="page-tabs">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={active}
        items={items}
        onChange={(key) => navigate(tabs.find((tab) => tab.key === key)?.href ?? key)}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') onClose(key);
        }}
        tabBarExtraContent={
          tabs.length > 1 ? (
            <Button size="small" type="text" onClick={onCloseOthers}>
              {t('tabs.closeOthers')}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
