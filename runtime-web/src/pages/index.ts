// The page registry entries of the shell: every component a seeded menu names has its page (none is a placeholder).
import { registerKind, registerPage } from '../router/registry.ts';
import { prefetchPortal, prefetchPortalOnStart } from './home/portal-prefetch.ts';

registerPage('app/group', () => import('./home/AppGroupPage.tsx'));
// The portal and its widgets' rows are asked while the page's chunks load (home/portal-prefetch.ts).
const portalPage = () => import('./home/PortalPage.tsx');
registerPage('index/portal', () => (prefetchPortal(), portalPage()));
prefetchPortalOnStart(portalPage);
registerPage('system/dict', () => import('./eform/dict/DictPage.tsx'));
registerPage('eform/model', () => import('./eform/model/ModelsPage.tsx'));
registerPage('eform/form', () => import('./eform/meta/FormsPage.tsx'));
registerPage('eform/page', () => import('./eform/meta/PagesPage.tsx'));
registerPage('eform/template', () => import('./eform/template/TemplatesPage.tsx'));
registerPage('eform/codegen', () => import('./eform/codegen/CodegenPage.tsx'));
registerPage('eform/report', () => import('./eform/report/ReportPage.tsx'));
registerPage('eform/portal', () => import('./eform/portal/PortalsPage.tsx'));
registerPage('eform/market', () => import('./market/MarketPage.tsx'));
registerPage('bpm/template', () => import('./bpm/ProcessTemplatesPage.tsx'));
registerPage('bpm/tasks', () => import('./bpm/TasksPage.tsx'));
registerPage('bpm/instance', () => import('./bpm/InstancesPage.tsx'));
registerPage('bpm/delegate', () => import('./bpm/DelegationsPage.tsx'));
registerPage('bpm/handover', () => import('./bpm/HandoverPage.tsx'));
registerPage('bpm/analytics', () => import('./bpm/AnalyticsPage.tsx'));
registerPage('system/user', () => import('./system/users/UsersPage.tsx'));
registerPage('system/role', () => import('./system/roles/RolesPage.tsx'));
registerPage('system/org', () => import('./system/orgs/OrgsPage.tsx'));
registerPage('system/position', () => import('./system/catalogue/PositionsPage.tsx'));
registerPage('system/job', () => import('./system/catalogue/JobsPage.tsx'));
registerPage('system/menu', () => import('./system/menus/MenusPage.tsx'));
registerPage('system/log', () => import('./system/logs/LogsPage.tsx'));
registerPage('system/config', () => import('./system/config/ConfigPage.tsx'));
registerPage('system/sso', () => import('./system/sso/SsoPage.tsx'));
registerPage('system/oauthClient', () => import('./system/oauth/OauthClientsPage.tsx'));
registerPage('system/join', () => import('./system/enterprise/JoinPage.tsx'));
registerPage('system/enterprise', () => import('./system/enterprise/OperatorPage.tsx'));
registerPage('system/sqlConfig', () => import('./system/logic/SqlConfigsPage.tsx'));
registerPage('system/httpConfig', () => import('./system/logic/HttpConfigsPage.tsx'));
registerPage('system/dataSource', () => import('./system/logic/DataSourcesPage.tsx'));
registerPage('system/fillRule', () => import('./system/logic/FillRulesPage.tsx'));
registerPage('system/checkRule', () => import('./system/logic/CheckRulesPage.tsx'));
registerPage('system/category', () => import('./system/logic/CategoriesPage.tsx'));
registerPage('system/announcement', () => import('./system/announcements/AnnouncementsPage.tsx'));
registerPage('system/myAnnouncement', () => import('./system/announcements/MyAnnouncementsPage.tsx'));
registerPage('system/sysJob', () => import('./system/jobs/JobsPage.tsx'));
registerPage('system/messageTemplate', () => import('./system/messages/MessageTemplatesPage.tsx'));
registerPage('system/message', () => import('./system/messages/MessagesPage.tsx'));
registerPage('system/myMessage', () => import('./system/messages/MyMessagesPage.tsx'));
registerPage('system/dataLog', () => import('./system/data-log/DataLogPage.tsx'));
registerPage('system/portalSettings', () => import('./system/portal-settings/PortalSettingsPage.tsx'));
registerPage('system/monitor', () => import('./system/monitor/MonitorPage.tsx'));

registerKind('iframe', () => import('./frames/IframePage.tsx'));
registerKind('microApp', () => import('./frames/MicroAppPage.tsx'));
// Filled by the form, view, report and process issues.
registerKind('eformView', () => import('../renderers/view/ListPage.tsx'));
registerKind('widget', () => import('./eform/report/WidgetCardPage.tsx'));
registerKind('formAdd', () => import('../renderers/form/FormAddPage.tsx'));
registerKind('processTab', () => import('./bpm/ProcessStart.tsx'));
