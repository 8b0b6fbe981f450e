// Console, main and portal layouts (spec §2): menu, header, tabs, kept-alive content and footer.
import { Layout } from 'antd';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { BrandMark } from '../components/BrandMark.tsx';
import { AntdScope } from '../components/AntdScope.tsx';
import { Footer } from '../components/Footer.tsx';
import { HiddenHeading } from '../components/HiddenHeading.tsx';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { menuTitle, routesByPath as indexByPath, type AppRoute, type LayoutKind } from '../engine.ts';
import { ChunkErrorBoundary, PageFallback } from '../router/lazy.tsx';
import { useIsMobile } from '../store/device.ts';
import { useSession } from '../store/session.ts';
import { useSettings, type AppSettings } from '../store/settings.ts';
import { HeaderBar, MenuToggle } from './HeaderBar.tsx';
import { KeepAliveOutlet } from './KeepAliveOutlet.tsx';
import { NavMenu } from './NavMenu.tsx';
import { PageTabsBar } from './PageTabsBar.tsx';
import { rememberLayout } from './frame-of.ts';
import { usePageTabs } from './usePageTabs.ts';
import './shell.css';

const SettingsDrawer = lazy(() => import('./SettingsDrawer.tsx'));
const MenuDrawer = lazy(() => import('./MenuDrawer.tsx'));

interface Variant {
  /** Where the menu goes: a sidebar, inside the header, or a full-width band under the header (the portal layout). */
  menu: 'side' | 'top' | 'band';
  tabs: boolean;
  /** Whether the theme settings drawer is offered. */
  settings: boolean;
  switchLabelKey: string;
}

/** What differs between the three layouts. */
function variantOf(layout: LayoutKind, s: AppSettings): Variant {
  if (layout === 'console')
    return { menu: s.layout === 'topmenu' ? 'top' : 'side', tabs: s.multiTab, settings: true, switchLabelKey: 'header.portal' };
  // portalType 2 (spec §2): the portal layout — no sidebar and no tabs, the menus across a band under the header and
  // the content full width.
  if (layout === 'portal') return { menu: 'band', tabs: false, settings: false, switchLabelKey: 'header.console' };
  return { menu: 'top', tabs: false, settings: false, switchLabelKey: 'header.console' };
}

const NO_ROUTES: AppRoute[] = [];

/**
 * The page's level-one heading, its menu item's name, for screen readers and their heading navigation (the tabs and the
 * menu show the name to the eye); a screen's own title is a level-two heading under it.
 */
function PageHeading({ routesByPath }: { routesByPath: Map<string, AppRoute> }) {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const route = routesByPath.get(pathname);
  return route ? <HiddenHeading>{menuTitle(route.meta, i18n.language)}</HiddenHeading> : null;
}

export default function ShellLayout({ layout }: { layout: LayoutKind }) {
  const { routeTree } = useSession();
  const appSettings = useSettings();
  const isMobile = useIsMobile();
  const own = routeTree?.layouts.find((l) => l.layout === layout);
  const other = routeTree?.layouts.find((l) => l.layout !== layout);
  const routes = own?.children ?? NO_ROUTES;
  const homePath = own?.redirect ?? '/';
  const routesByPath = useMemo(() => indexByPath(routes), [routes]);
  const variant = variantOf(layout, appSettings);
  const pageTabs = usePageTabs(routesByPath, homePath);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The phone's menu drawer is loaded when first opened, and kept (it closes with its animation).
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => rememberLayout(layout), [layout]);

  // Mobile mode closes the sidebar (spec §4); the menu then opens as a drawer on demand.
  useEffect(() => {
    setDrawerOpen(false);
  }, [isMobile]);

  const navTheme = appSettings.navTheme;
  const menuPlacement = isMobile ? 'drawer' : variant.menu;
  const sideMenu = (
    <NavMenu routes={routes} mode="inline" theme={menuPlacement === 'side' ? navTheme : 'light'} onNavigate={isMobile ? () => setDrawerOpen(false) : undefined} />
  );
  const toggle =
    menuPlacement === 'top' || menuPlacement === 'band' ? null : (
      <MenuToggle
        collapsed={isMobile ? !drawerOpen : collapsed}
        onToggle={() => (isMobile ? setDrawerOpen((o) => !o) : setCollapsed((c) => !c))}
      />
    );

  return (
    <AntdScope>
      <Layout className="yc-shell" data-layout={layout} data-mobile={isMobile ? 'true' : 'false'}>
        {menuPlacement === 'side' && (
          <Layout.Sider
            className={`yc-sider yc-sider-${navTheme}`}
            data-testid="sidebar"
            theme={navTheme}
            width={208}
            collapsedWidth={64}
            collapsible
            trigger={null}
            collapsed={collapsed}
          >
            <div className="yc-sider-brand">
              <BrandMark size={28} collapsed={collapsed} />
            </div>
            {sideMenu}
          </Layout.Sider>
        )}
        {menuPlacement === 'drawer' && drawerUsed && (
          <Suspense fallback={null}>
            <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
              {sideMenu}
            </MenuDrawer>
          </Suspense>
        )}
        <Layout>
          <Layout.Header className="yc-header-wrap">
            <HeaderBar
              isMobile={isMobile}
              start={
                <>
                  {toggle}
                  {menuPlacement !== 'side' && <BrandMark size={28} collapsed={isMobile} />}
                </>
              }
              menu={menuPlacement === 'top' ? <NavMenu routes={routes} mode="horizontal" theme="light" /> : undefined}
              switchTo={other ? { to: other.redirect, labelKey: variant.switchLabelKey } : undefined}
              onOpenSettings={variant.settings ? () => setSettingsOpen(true) : undefined}
            />
          </Layout.Header>
          {menuPlacement === 'band' && (
            <nav className="yc-portal-nav" data-testid="portal-nav">
              <NavMenu routes={routes} mode="horizontal" theme="dark" />
            </nav>
          )}
          {variant.tabs && (
            <PageTabsBar
              tabs={pageTabs.tabs}
              active={pageTabs.active}
              homePath={homePath}
              routesByPath={routesByPath}
              onClose={pageTabs.close}
              onCloseOthers={pageTabs.closeOthers}
            />
          )}
          <Layout.Content className={`yc-content${appSettings.contentWidth === 'Fixed' && menuPlacement !== 'band' ? ' yc-content-fixed' : ''}`}>
            <div className="yc-content-inner" data-testid="content">
              <PageHeading routesByPath={routesByPath} />
              <ChunkErrorBoundary>
                <Suspense fallback={<PageFallback />}>
                  <KeepAliveOutlet routesByPath={routesByPath} openPaths={pageTabs.tabs.map((t) => t.key)} />
                </Suspense>
              </ChunkErrorBoundary>
            </div>
          </Layout.Content>
          <Footer />
        </Layout>
        {settingsOpen && (
          <Suspense fallback={null}>
            <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
          </Suspense>
        )}
      </Layout>
    </AntdScope>
  );
}
