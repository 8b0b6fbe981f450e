// The permission catalogue: every button permission of the platform, `<domain>:<page>:<action>`, with its names in both
// languages, defined once. Routes declare these codes, the built-in menus are made from them, the console checks them:
// a misspelt code fails the type check (PermissionCode), and no source outside the engine writes one as a string.

type Names = readonly [name: string, nameEn: string];
type Actions = Readonly<Record<string, Names>>;

const crud = (what: string, whatEn: string) =>
  ({
    list: [`查看${what}`, `View ${whatEn}`],
    add: [`添加${what}`, `Add ${whatEn}`],
    edit: [`编辑${what}`, `Edit ${whatEn}`],
    delete: [`删除${what}`, `Delete ${whatEn}`],
  }) as const;

const CATALOGUE = {
  system: {
    user: {
      add: ['添加用户', 'Add user'], edit: ['编辑用户', 'Edit user'], delete: ['删除用户', 'Delete user'], frozen: ['冻结用户', 'Freeze user'],
      list: ['查看用户', 'View users'], recycle: ['回收站', 'Recycle bin'], purge: ['彻底删除用户', 'Delete users for good'],
      password: ['修改他人密码', "Set a user's password"],
    },
    role: {
      add: ['添加角色', 'Add role'], edit: ['编辑角色', 'Edit role'], delete: ['删除角色', 'Delete role'], authorize: ['授权', 'Authorize'],
      list: ['查看角色', 'View roles'],
    },
    org: {
      add: ['添加机构', 'Add organisation'], edit: ['编辑机构', 'Edit organisation'], delete: ['删除机构', 'Delete organisation'],
      list: ['查看机构', 'View organisations'], authorize: ['部门权限', 'Department permissions'], role: ['部门角色', 'Department roles'],
    },
    position: { list: ['查看职位', 'View positions'], add: ['添加职位', 'Add position'], edit: ['编辑职位', 'Edit position'], delete: ['删除职位', 'Delete position'] },
    job: { list: ['查看职务', 'View jobs'], add: ['添加职务', 'Add job'], edit: ['编辑职务', 'Edit job'], delete: ['删除职务', 'Delete job'] },
    menu: {
      add: ['添加菜单', 'Add menu'], edit: ['编辑菜单', 'Edit menu'], delete: ['删除菜单', 'Delete menu'],
      list: ['查看菜单', 'View menus'], datarule: ['数据规则', 'Data rules'],
    },
    dict: { add: ['添加字典', 'Add dictionary'], edit: ['编辑字典', 'Edit dictionary'], delete: ['删除字典', 'Delete dictionary'] },
    config: { list: ['查看配置', 'View config'], edit: ['编辑配置', 'Edit config'] },
    log: { delete: ['删除日志', 'Delete log'], list: ['查看日志', 'View log'] },
    fillRule: crud('填值规则', 'fill rules'),
    checkRule: crud('校验规则', 'check rules'),
    category: crud('分类字典', 'categories'),
    sqlConfig: { ...crud('SQL 配置', 'SQL configs'), test: ['测试 SQL 配置', 'Test SQL configs'] },
    httpConfig: { ...crud('HTTP 配置', 'HTTP configs'), test: ['测试 HTTP 配置', 'Test HTTP configs'] },
    dataSource: { ...crud('数据源', 'data sources'), test: ['测试数据源连接', 'Test data source connections'] },
    announcement: { ...crud('公告', 'announcements'), publish: ['发布公告', 'Publish announcements'], revoke: ['撤销公告', 'Revoke announcements'] },
    oauthClient: crud('客户端', 'OAuth2 clients'),
    messageTemplate: { ...crud('消息模板', 'message templates'), preview: ['预览消息模板', 'Preview message templates'] },
    message: { list: ['查看消息', 'View messages'], send: ['发送消息', 'Send messages'], resend: ['重发消息', 'Resend messages'], delete: ['删除消息', 'Delete messages'] },
    sso: { list: ['查看单点登录配置', 'View single sign-on settings'], edit: ['编辑单点登录配置', 'Edit single sign-on settings'] },
    sysJob: {
      ...crud('定时任务', 'scheduled jobs'), start: ['启动定时任务', 'Start scheduled jobs'], stop: ['停止定时任务', 'Stop scheduled jobs'],
      run: ['执行一次定时任务', 'Run scheduled jobs once'],
    },
    monitor: { list: ['查看系统监控', 'View the monitor'] },
    dataLog: { list: ['查看数据日志', 'View the data log'] },
    portalSettings: { list: ['查看门户设置', 'View portal settings'], edit: ['编辑门户设置', 'Edit portal settings'] },
  },
  eform: {
    group: { add: ['添加应用', 'Add app group'], edit: ['编辑应用', 'Edit app group'], delete: ['删除应用', 'Delete app group'] },
    model: { ...crud('表模型', 'table models'), sync: ['创建或同步表', 'Create or sync tables'], generate: ['生成表单和页面', 'Generate form and page'] },
    form: crud('表单', 'forms'),
    view: { ...crud('页面', 'pages'), log: ['数据日志', 'Data log'] },
    template: crud('模板', 'templates'),
    dataset: { ...crud('数据集', 'datasets'), preview: ['预览数据集', 'Preview datasets'] },
    widget: crud('报表组件', 'report widgets'),
    portal: { ...crud('门户', 'portals'), settings: ['门户设置', 'Portal settings'] },
    codegen: { generate: ['生成代码', 'Generate code'], write: ['写入模块目录', 'Write into the modules folder'] },
  },
  bpm: {
    template: {
      ...crud('流程模板', 'process templates'),
      publish: ['发布流程模板', 'Publish process templates'], suspend: ['挂起流程模板', 'Suspend process templates'],
      activate: ['激活流程模板', 'Activate process templates'],
      import: ['导入流程模板', 'Import process templates'], export: ['导出流程模板', 'Export process templates'],
      group: ['管理流程分组', 'Manage process groups'],
    },
    instance: {
      list: ['查看流程实例', 'List process instances'], suspend: ['挂起流程实例', 'Suspend process instances'],
      activate: ['激活流程实例', 'Activate process instances'], restart: ['重新发起流程实例', 'Restart process instances'],
      reassign: ['变更任务处理人', 'Change task handlers'],
      deliver: ['发送流程消息', 'Deliver messages to process instances'],
    },
    analytics: { list: ['查看流程分析', 'View process analytics'] },
    delegate: { list: ['查看所有委托', 'View everyone\'s delegations'], cancel: ['取消他人委托', 'Cancel others\' delegations'] },
    handover: { list: ['查看工作交接', 'View handovers'], add: ['工作交接', 'Hand over tasks'] },
  },
} as const satisfies Record<string, Record<string, Actions>>;

type Catalogue = typeof CATALOGUE;
export type PermissionDomain = keyof Catalogue;

/** Every permission code of the catalogue, as a type: `system:user:add`, … */
export type PermissionCode = {
  [D in PermissionDomain]: { [P in keyof Catalogue[D]]: `${D}:${P & string}:${keyof Catalogue[D][P] & string}` }[keyof Catalogue[D]];
}[PermissionDomain];

type Codes = { [D in PermissionDomain]: { [P in keyof Catalogue[D]]: { [A in keyof Catalogue[D][P]]: `${D}:${P & string}:${A & string}` } } };

/** The codes by domain, page and action: PERMISSIONS.system.user.add === 'system:user:add'. */
export const PERMISSIONS = Object.fromEntries(
  Object.entries(CATALOGUE).map(([domain, pages]) => [
    domain,
    Object.fromEntries(
      Object.entries(pages).map(([page, actions]) => [page, Object.fromEntries(Object.keys(actions).map((action) => [action, `${domain}:${page}:${action}`]))]),
    ),
  ]),
) as Codes;

export interface PermissionItem {
  code: PermissionCode;
  domain: string;
  page: string;
  action: string;
  name: string;
  nameEn: string;
}

/** The permissions of one page, in catalogue order, with their names (the built-in menus' button items). */
export function pagePermissions<D extends PermissionDomain>(domain: D, page: keyof Catalogue[D] & string): PermissionItem[] {
  const actions = (CATALOGUE[domain] as Record<string, Actions>)[page] ?? {};
  return Object.entries(actions).map(([action, [name, nameEn]]) => ({
    code: `${domain}:${page}:${action}` as PermissionCode, domain, page, action, name, nameEn,
  }));
}

/** Every permission of the catalogue. */
export const PERMISSION_ITEMS: readonly PermissionItem[] = (Object.keys(CATALOGUE) as PermissionDomain[]).flatMap((domain) =>
  Object.keys(CATALOGUE[domain]).flatMap((page) => pagePermissions(domain, page as never)),
);
