// System menus of the built-in app: the console (back '1') pages with their buttons, and the front (back '0') pages.
import { pagePermissions, type MenuItem, type PermissionDomain, type PermissionItem } from '@yc/engine';

type Page = [id: string, name: string, nameEn: string, icon: string, route?: string];

const systemPages: Page[] = [
  ['user', '用户管理', 'Users', 'UserOutlined'],
  ['role', '角色管理', 'Roles', 'TeamOutlined'],
  ['org', '组织机构', 'Organisations', 'ApartmentOutlined'],
  ['position', '职位管理', 'Positions', 'IdcardOutlined'],
  ['job', '职务管理', 'Jobs', 'SolutionOutlined'],
  ['menu', '菜单管理', 'Menus', 'MenuOutlined'],
  ['dict', '数据字典', 'Dictionaries', 'BookOutlined'],
  ['config', '系统配置', 'System config', 'ControlOutlined'],
  ['log', '系统日志', 'System log', 'FileSearchOutlined'],
  ['fillRule', '填值规则', 'Fill rules', 'ProfileOutlined'],
  ['checkRule', '校验规则', 'Check rules', 'SafetyOutlined'],
  ['category', '分类字典', 'Categories', 'PartitionOutlined'],
  ['sqlConfig', 'SQL 配置', 'SQL configs', 'CodeOutlined'],
  ['httpConfig', 'HTTP 服务配置', 'HTTP service configs', 'ApiOutlined'],
  ['dataSource', '数据源', 'Data sources', 'DatabaseOutlined'],
  ['announcement', '系统公告', 'Announcements', 'NotificationOutlined'],
  ['sysJob', '定时任务', 'Scheduled jobs', 'ScheduleOutlined'],
  ['messageTemplate', '消息模板', 'Message templates', 'FileTextOutlined'],
  ['message', '消息管理', 'Messages', 'MessageOutlined'],
  ['monitor', '系统监控', 'Monitor', 'DashboardOutlined'],
  ['dataLog', '数据日志', 'Data log', 'ProfileOutlined'],
  ['portalSettings', '门户设置', 'Portal settings', 'GlobalOutlined'],
  ['sso', '单点登录', 'Single sign-on', 'SafetyOutlined'],
  ['oauthClient', '客户端注册', 'Client registration', 'KeyOutlined'],
  ['join', '加入与审批', 'Joining and approval', 'LinkOutlined'],
];

/** Console pages of application design (table models, forms, pages) and their buttons. */
const eformPages: Page[] = [
  ['model', '表模型', 'Table models', 'TableOutlined'],
  ['form', '表单', 'Forms', 'FormOutlined'],
  // Not 'eform/view': that component name is the eform list-page kind, whose last path segment is a viewCode.
  ['view', '页面', 'Pages', 'LayoutOutlined', 'page'],
  ['template', '模板管理', 'Template management', 'FileTextOutlined'],
  ['codegen', '代码生成', 'Code generation', 'CodeOutlined'],
];

/** Console pages of approval processes. */
const bpmPages: Page[] = [
  ['template', '流程模板', 'Process templates', 'BranchesOutlined'],
  ['instance', '流程实例', 'Process instances', 'NodeIndexOutlined'],
  ['analytics', '流程分析', 'Analytics', 'BarChartOutlined'],
  ['delegate', '委托管理', 'Delegations', 'AuditOutlined'],
  ['handover', '工作交接', 'Handover', 'DeploymentUnitOutlined'],
];

/** The catalogue's permissions of a page, as button items under a menu item. */
function buttonMenus(parentId: string, items: readonly PermissionItem[]): MenuItem[] {
  return items.map(({ action, name, nameEn, code }, j): MenuItem => ({
    id: `${parentId}-${action}`, parentId, name, nameEn, menuType: 2, back: '1', sortNo: j + 1, perms: code, permsType: '1',
  }));
}

/** Console pages under the `domain` directory, each with its permissions from the catalogue. */
function pageMenus(domain: PermissionDomain, pages: Page[]): MenuItem[] {
  return pages.flatMap(([page, name, nameEn, icon, route = page], i): MenuItem[] => [
    {
      id: `${domain}-${page}`, parentId: domain, name, nameEn, menuType: 1, back: '1', sortNo: i + 1,
      component: `${domain}/${route}`, url: `/${domain}/${route}`, icon,
    },
    ...buttonMenus(`${domain}-${page}`, pagePermissions(domain, page as never)),
  ]);
}

/** Report widgets and datasets: one console page carrying the buttons of both kinds (ids apart by kind). */
const reportMenus: MenuItem[] = [
  {
    id: 'eform-report', parentId: 'eform', name: '报表组件和数据集', nameEn: 'Report widgets and datasets', menuType: 1, back: '1',
    sortNo: eformPages.length + 1, component: 'eform/report', url: '/eform/report', icon: 'BarChartOutlined',
  },
  ...(['dataset', 'widget'] as const).flatMap((kind) =>
    buttonMenus(`eform-report-${kind}`, pagePermissions('eform', kind)).map((button) => ({ ...button, parentId: 'eform-report' }))),
];

/** Portal design: the portals, their roles and the portal settings (issue 18). */
const portalMenus: MenuItem[] = [
  {
    id: 'eform-portal', parentId: 'eform', name: '门户设计', nameEn: 'Portal design', menuType: 1, back: '1',
    sortNo: eformPages.length + 2, component: 'eform/portal', url: '/eform/portal', icon: 'LayoutOutlined',
  },
  ...buttonMenus('eform-portal', pagePermissions('eform', 'portal')).map((button) => ({ ...button, parentId: 'eform-portal' })),
];

/** The app market (issue #35): the market's apps, installing, updating and rolling back, publishing. */
const marketMenu: MenuItem = {
  id: 'eform-market', parentId: 'eform', name: '应用市场', nameEn: 'App market', menuType: 1, back: '1',
  sortNo: eformPages.length + 3, component: 'eform/market', url: '/eform/market', icon: 'ShopOutlined',
};

export const consoleMenus: MenuItem[] = [
  {
    id: 'app-group', name: '应用中心', nameEn: 'Applications', menuType: 0, back: '1', sortNo: 1,
    component: 'app/group', url: '/app/group', icon: 'AppstoreOutlined',
  },
  {
    id: 'system', name: '系统管理', nameEn: 'System', menuType: 0, back: '1', sortNo: 90,
    component: 'layout/RouteView', url: '/system', icon: 'SettingOutlined',
  },
  ...pageMenus('system', systemPages),
  ...buttonMenus('app-group', pagePermissions('eform', 'group')),
  {
    id: 'eform', name: '应用设计', nameEn: 'App design', menuType: 0, back: '1', sortNo: 2,
    component: 'layout/RouteView', url: '/eform', icon: 'BuildOutlined',
  },
  ...pageMenus('eform', eformPages),
  ...reportMenus,
  ...portalMenus,
  marketMenu,
  {
    id: 'bpm', name: '流程管理', nameEn: 'Processes', menuType: 0, back: '1', sortNo: 3,
    component: 'layout/RouteView', url: '/bpm', icon: 'ApartmentOutlined',
  },
  ...pageMenus('bpm', bpmPages),
];

export const frontMenus: MenuItem[] = [
  {
    id: 'index-portal', name: '首页', nameEn: 'Home', menuType: 0, back: '0', sortNo: 0,
    component: 'index/portal', url: '/index/portal', icon: 'HomeOutlined',
  },
  {
    id: 'my-messages', name: '我的消息', nameEn: 'My messages', menuType: 0, back: '0', sortNo: 4,
    component: 'system/myMessage', url: '/my/messages', icon: 'MessageOutlined',
  },
  {
    id: 'my-announcements', name: '我的公告', nameEn: 'My announcements', menuType: 0, back: '0', sortNo: 3,
    component: 'system/myAnnouncement', url: '/my/announcements', icon: 'NotificationOutlined',
  },
  {
    id: 'my-tasks', name: '我的任务', nameEn: 'My tasks', menuType: 0, back: '0', sortNo: 2,
    component: 'bpm/tasks', url: '/bpm/tasks', icon: 'ScheduleOutlined',
  },
];
