// System menus of the built-in app: the console (back '1') pages with their buttons, and the front (back '0') pages.
import type { MenuItem } from '@yc/engine';

type Page = [id: string, name: string, nameEn: string, icon: string];

const systemPages: Page[] = [
  ['user', '用户管理', 'Users', 'UserOutlined'],
  ['role', '角色管理', 'Roles', 'TeamOutlined'],
  ['org', '组织机构', 'Organisations', 'ApartmentOutlined'],
  ['menu', '菜单管理', 'Menus', 'MenuOutlined'],
  ['dict', '数据字典', 'Dictionaries', 'BookOutlined'],
  ['config', '系统配置', 'System config', 'ControlOutlined'],
  ['log', '系统日志', 'System log', 'FileSearchOutlined'],
];

/** Button permissions of each system page: [action, zh name, en name]. */
const buttons: Record<string, [string, string, string][]> = {
  user: [['add', '添加用户', 'Add user'], ['edit', '编辑用户', 'Edit user'], ['delete', '删除用户', 'Delete user'], ['frozen', '冻结用户', 'Freeze user']],
  role: [['add', '添加角色', 'Add role'], ['edit', '编辑角色', 'Edit role'], ['delete', '删除角色', 'Delete role'], ['authorize', '授权', 'Authorize']],
  org: [['add', '添加机构', 'Add organisation'], ['edit', '编辑机构', 'Edit organisation'], ['delete', '删除机构', 'Delete organisation']],
  menu: [['add', '添加菜单', 'Add menu'], ['edit', '编辑菜单', 'Edit menu'], ['delete', '删除菜单', 'Delete menu']],
  dict: [['add', '添加字典', 'Add dictionary'], ['edit', '编辑字典', 'Edit dictionary'], ['delete', '删除字典', 'Delete dictionary']],
  config: [['list', '查看配置', 'View config'], ['edit', '编辑配置', 'Edit config']],
  log: [['delete', '删除日志', 'Delete log']],
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
  ...systemPages.flatMap(([page, name, nameEn, icon], i): MenuItem[] => [
    {
      id: `system-${page}`, parentId: 'system', name, nameEn, menuType: 1, back: '1', sortNo: i + 1,
      component: `system/${page}`, url: `/system/${page}`, icon,
    },
    ...(buttons[page] ?? []).map(([action, bName, bNameEn], j): MenuItem => ({
      id: `system-${page}-${action}`, parentId: `system-${page}`, name: bName, nameEn: bNameEn, menuType: 2, back: '1',
      sortNo: j + 1, perms: `system:${page}:${action}`, permsType: '1',
    })),
  ]),
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
