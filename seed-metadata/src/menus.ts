// System menus of the built-in app: the console (back '1') pages with their buttons, and the front (back '0') pages.
import type { MenuItem } from '@yc/engine';

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
];

/** Button permissions of each system page: [action, zh name, en name]. */
const buttons: Record<string, [string, string, string][]> = {
  user: [
    ['add', '添加用户', 'Add user'], ['edit', '编辑用户', 'Edit user'], ['delete', '删除用户', 'Delete user'], ['frozen', '冻结用户', 'Freeze user'],
    ['list', '查看用户', 'View users'], ['recycle', '回收站', 'Recycle bin'], ['purge', '彻底删除用户', 'Delete users for good'],
    ['password', '修改他人密码', 'Set a user\'s password'],
  ],
  role: [
    ['add', '添加角色', 'Add role'], ['edit', '编辑角色', 'Edit role'], ['delete', '删除角色', 'Delete role'], ['authorize', '授权', 'Authorize'],
    ['list', '查看角色', 'View roles'],
  ],
  org: [
    ['add', '添加机构', 'Add organisation'], ['edit', '编辑机构', 'Edit organisation'], ['delete', '删除机构', 'Delete organisation'],
    ['list', '查看机构', 'View organisations'], ['authorize', '部门权限', 'Department permissions'], ['role', '部门角色', 'Department roles'],
  ],
  position: [['list', '查看职位', 'View positions'], ['add', '添加职位', 'Add position'], ['edit', '编辑职位', 'Edit position'], ['delete', '删除职位', 'Delete position']],
  job: [['list', '查看职务', 'View jobs'], ['add', '添加职务', 'Add job'], ['edit', '编辑职务', 'Edit job'], ['delete', '删除职务', 'Delete job']],
  menu: [
    ['add', '添加菜单', 'Add menu'], ['edit', '编辑菜单', 'Edit menu'], ['delete', '删除菜单', 'Delete menu'],
    ['list', '查看菜单', 'View menus'], ['datarule', '数据规则', 'Data rules'],
  ],
  dict: [['add', '添加字典', 'Add dictionary'], ['edit', '编辑字典', 'Edit dictionary'], ['delete', '删除字典', 'Delete dictionary']],
  config: [['list', '查看配置', 'View config'], ['edit', '编辑配置', 'Edit config']],
  log: [['delete', '删除日志', 'Delete log'], ['list', '查看日志', 'View log']],
};

/** Console pages of application design (table models, forms, pages) and their buttons. */
const eformPages: Page[] = [
  ['model', '表模型', 'Table models', 'TableOutlined'],
  ['form', '表单', 'Forms', 'FormOutlined'],
  // Not 'eform/view': that component name is the eform list-page kind, whose last path segment is a viewCode.
  ['view', '页面', 'Pages', 'LayoutOutlined', 'page'],
];

const crud = (what: string, whatEn: string): [string, string, string][] => [
  ['list', `查看${what}`, `View ${whatEn}`], ['add', `添加${what}`, `Add ${whatEn}`],
  ['edit', `编辑${what}`, `Edit ${whatEn}`], ['delete', `删除${what}`, `Delete ${whatEn}`],
];

const eformButtons: Record<string, [string, string, string][]> = {
  model: [...crud('表模型', 'table models'), ['sync', '创建或同步表', 'Create or sync tables'], ['generate', '生成表单和页面', 'Generate form and page']],
  form: crud('表单', 'forms'),
  view: [...crud('页面', 'pages'), ['log', '数据日志', 'Data log']],
};

/** Button permissions `<prefix>:<action>` under a menu item. */
function buttonMenus(parentId: string, prefix: string, list: [string, string, string][]): MenuItem[] {
  return list.map(([action, name, nameEn], j): MenuItem => ({
    id: `${parentId}-${action}`, parentId, name, nameEn, menuType: 2, back: '1', sortNo: j + 1, perms: `${prefix}:${action}`, permsType: '1',
  }));
}

/** Console pages under the `domain` directory, each with its button permissions `<domain>:<page>:<action>`. */
function pageMenus(domain: string, pages: Page[], pageButtons: Record<string, [string, string, string][]>): MenuItem[] {
  return pages.flatMap(([page, name, nameEn, icon, route = page], i): MenuItem[] => [
    {
      id: `${domain}-${page}`, parentId: domain, name, nameEn, menuType: 1, back: '1', sortNo: i + 1,
      component: `${domain}/${route}`, url: `/${domain}/${route}`, icon,
    },
    ...buttonMenus(`${domain}-${page}`, `${domain}:${page}`, pageButtons[page] ?? []),
  ]);
}

export const consoleMenus: MenuItem[] = [
  {
    id: 'app-group', name: '应用中心', nameEn: 'Applications', menuType: 0, back: '1', sortNo: 1,
    component: 'app/group', url: '/app/group', icon: 'AppstoreOutlined',
  },
  {
    id: 'system', name: '系统管理', nameEn: 'System', menuType: 0, back: '1', sortNo: 90,
    component: 'layout/RouteView', url: '/system', icon: 'SettingOutlined',
  },
  ...pageMenus('system', systemPages, buttons),
  ...buttonMenus('app-group', 'eform:group', [['add', '添加应用', 'Add app group'], ['edit', '编辑应用', 'Edit app group'], ['delete', '删除应用', 'Delete app group']]),
  {
    id: 'eform', name: '应用设计', nameEn: 'App design', menuType: 0, back: '1', sortNo: 2,
    component: 'layout/RouteView', url: '/eform', icon: 'BuildOutlined',
  },
  ...pageMenus('eform', eformPages, eformButtons),
];

export const frontMenus: MenuItem[] = [
  {
    id: 'index-portal', name: '首页', nameEn: 'Home', menuType: 0, back: '0', sortNo: 0,
    component: 'index/portal', url: '/index/portal', icon: 'HomeOutlined',
  },
  {
    id: 'my-messages', name: '我的消息', nameEn: 'My messages', menuType: 0, back: '0', sortNo: 1,
    component: 'system/myMessage', url: '/my/messages', icon: 'BellOutlined',
  },
];
