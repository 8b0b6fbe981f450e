// The layout header: menu toggle, brand, optional top menu, language, settings and the user menu.
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Avatar, Button, Dropdown, Modal, type MenuProps } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import { useUserName } from '../i18n/in-language.ts';
import { flattenRoutes, LOGIN_PATH } from '../engine.ts';
import { takeProviderLogout } from '../pages/sso/sso-session.ts';
import { logout } from '../session/actions.ts';
import { useSession } from '../store/session.ts';

/** The unread announcements' bell, loaded after the shell. */
const AnnouncementBell = lazy(() => import('../pages/system/announcements/AnnouncementBell.tsx'));
const ThirdPartyModal = lazy(() => import('../pages/sso/ThirdPartyModal.tsx'));
const MY_ANNOUNCEMENTS = 'system/myAnnouncement';
/** The unread messages' badge beside it. */
const MessageBadge = lazy(() => import('../pages/system/messages/MessageBadge.tsx'));
const MY_MESSAGES = 'system/myMessage';

export interface HeaderBarProps {
  /** Left of the header: toggle and brand. */
  start: ReactNode;
  /** A top menu, when the layout has one. */
  menu?: ReactNode;
  /** Link to the other layout (console ↔ portal). */
  switchTo?: { to: string; labelKey: string };
  onOpenSettings?: () => void;
  isMobile: boolean;
}

export function MenuToggle({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      type="text"
      aria-label={t('header.toggleMenu')}
      data-testid="menu-toggle"
      icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      onClick={onToggle}
    />
  );
}

export function HeaderBar({ start, menu, switchTo, onOpenSettings, isMobile }: HeaderBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userInfo, routeTree } = useSession();
  const userName = useUserName();
  const [thirdPartyOpen, setThirdPartyOpen] = useState(false);
  const myAnnouncements = routeTree && flattenRoutes(routeTree).find((r) => r.route.component === MY_ANNOUNCEMENTS)?.route.path;
  const myMessages = routeTree && flattenRoutes(routeTree).find((r) => r.route.component === MY_MESSAGES)?.route.path;

  const confirmLogout = () =>
    Modal.confirm({
      title: t('header.logout'),
      content: t('header.logoutConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { id: 'logout-confirm' },
      onOk: async () => {
        // A session begun at an identity provider is ended there too (spec §4), which sends the browser back to login.
        const providerLogout = takeProviderLogout();
        await logout();
        // A full load drops every page kept alive and every route of the old session.
        window.location.assign(providerLogout ?? LOGIN_PATH);
      },
    });

  const items: MenuProps['items'] = [
    { key: 'password', icon: <LockOutlined />, label: t('header.changePassword') },
    { key: 'thirdParty', icon: <LinkOutlined />, label: <span data-testid="third-party-menu">{t('header.thirdParty')}</span> },
    ...(onOpenSettings ? [{ key: 'settings', icon: <SettingOutlined />, label: t('header.settings') }] : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="logout">{t('header.logout')}</span> },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'password') navigate('/index/alteration');
    if (key === 'thirdParty') setThirdPartyOpen(true);
    if (key === 'settings') onOpenSettings?.();
    if (key === 'logout') confirmLogout();
  };

  return (
    <div className="yc-header">
      <div className="yc-header-start">{start}</div>
      {menu && <div className="yc-header-menu">{menu}</div>}
      <div className="yc-header-end">
        {switchTo && !isMobile && (
          <Button type="link" onClick={() => navigate(switchTo.to)} data-testid="layout-switch">
            {t(switchTo.labelKey)}
          </Button>
        )}
        <Suspense fallback={null}>
          <MessageBadge allPath={myMessages} />
          <AnnouncementBell allPath={myAnnouncements} />
        </Suspense>
        <LanguageSwitch />
        {onOpenSettings && !isMobile && (
          <Button type="text" aria-label={t('header.settings')} icon={<SettingOutlined />} onClick={onOpenSettings} />
        )}
        {thirdPartyOpen && (
          <Suspense fallback={null}>
            <ThirdPartyModal onClose={() => setThirdPartyOpen(false)} />
          </Suspense>
        )}
        <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
          <button type="button" className="yc-header-user" data-testid="user-menu">
            <Avatar size="small" src={userInfo?.avatar || undefined} icon={<UserOutlined />} />
            {!isMobile && <span>{userName(userInfo)}</span>}
          </button>
        </Dropdown>
      </div>
    </div>
  );
}
