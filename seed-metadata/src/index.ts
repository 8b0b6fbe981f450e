// The built-in apps, installed at first start through the same code path as a market app.
import type { AppBundle } from '@yc/engine';
import { baseDictionaries } from './dictionaries.ts';
import { consoleMenus, frontMenus } from './menus.ts';

export const SYSTEM_BUNDLE: AppBundle = {
  format: 'yc-app-bundle/1',
  appCode: 'yc-system',
  appName: '系统管理',
  appNameEn: 'System management',
  appVersion: '1.0.0',
  description: '系统菜单、基础字典、配置与角色',
  descriptionEn: 'System menus, base dictionaries, configuration and roles',
  groups: [{
    groupCode: 'system', groupName: '系统应用', groupNameEn: 'System', groupDesc: '平台自带的系统应用', groupDescEn: 'Built-in system app', orderNum: 0,
  }],
  menus: [...consoleMenus, ...frontMenus],
  dictionaries: baseDictionaries,
  sysConfigs: [
    { configCode: 'project-full-name', configValue: '云程低代码平台', description: '产品全称', descriptionEn: 'Full product name' },
    { configCode: 'project-simple-name', configValue: '云程', description: '产品简称', descriptionEn: 'Short product name' },
    // The names in English mode (the console falls back to the names above when these are empty).
    { configCode: 'project-full-name-en', configValue: 'Yuncheng Low-Code Platform', description: '产品全称（英文）', descriptionEn: 'Full product name in English' },
    { configCode: 'project-simple-name-en', configValue: 'Yuncheng', description: '产品简称（英文）', descriptionEn: 'Short product name in English' },
    { configCode: 'project-logo-url', configValue: '/logo.svg', description: '标志图片地址', descriptionEn: 'Logo URL' },
    {
      configCode: 'portal-type', configValue: '1', description: '前台用户的门户布局（2：备选布局）',
      descriptionEn: 'Portal layout of front users (2: alternative)',
    },
    { configCode: 'form-open-type', configValue: 'dialog', description: '表单默认打开方式', descriptionEn: 'How forms open by default' },
    // The MCP server for AI agents (issue #41): '0' switches it off; mcp-clients names the OAuth2 client ids allowed ('*': any).
    { configCode: 'mcp-enabled', configValue: '1', description: 'AI 智能体的 MCP 服务：1 开启，0 关闭', descriptionEn: 'MCP server for AI agents: 1 on, 0 off' },
    {
      configCode: 'mcp-clients', configValue: '*', description: '可使用 MCP 服务的 OAuth2 客户端 ID（逗号分隔，* 为不限）',
      descriptionEn: 'OAuth2 client ids that may use the MCP server (comma-separated; * for any)',
    },
  ],
  roles: [
    {
      roleCode: 'admin', roleName: '管理员', roleNameEn: 'Administrator', roleOrder: 0, back: '1',
      description: '后台管理员', descriptionEn: 'Console administrator',
      permissions: [...consoleMenus, ...frontMenus].map((m) => m.id),
    },
    {
      roleCode: 'general', roleName: '普通用户', roleNameEn: 'General user', roleOrder: 1, back: '0',
      description: '前台页面的最终用户', descriptionEn: 'End user of the front pages',
      permissions: frontMenus.map((m) => m.id),
    },
  ],
};

/** Accounts created at first start (not part of any bundle: passwords are per installation). */
export const SEED_ACCOUNTS = [
  { username: 'admin', realname: '管理员', realnameEn: 'Administrator', roles: ['admin', 'general'], passwordEnv: 'ADMIN_PASSWORD' },
  { username: 'user', realname: '演示用户', realnameEn: 'Demo user', roles: ['general'], passwordEnv: 'USER_PASSWORD' },
] as const;

export const SEED_BUNDLES: AppBundle[] = [SYSTEM_BUNDLE];

/** The demo app (not seeded): see demo.ts. */
export { DEMO_BUNDLE } from './demo.ts';
