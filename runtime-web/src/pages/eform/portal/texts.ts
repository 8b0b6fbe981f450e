// The texts of the portal screens (management and the front portal), added to i18n when those pages load.
import '@yc/engine/report';
import { i18n } from '../../../i18n/language.ts';

const zhCN = {
  'portal.title': '门户',
  'portal.portalName': '门户名称',
  'portal.portalCode': '门户编码',
  'portal.roles': '角色',
  'portal.priority': '优先级',
  'portal.items': '组件数',
  'portal.design': '设计',
  'portal.designTitle': '门户设计 · {{code}}',
  'portal.isDefault': '默认门户',
  'portal.settings': '门户设置',
  'portal.portalType': '门户类型',
  'portal.portalType.1': '标准布局',
  'portal.portalType.2': '备选门户布局',
  'portal.defaultPortal': '默认门户',
  'portal.saveSettings': '保存设置',
  'portal.settingsSaved': '门户设置已保存',
  'portal.none': '尚未为您配置门户',
  'portal.todo.empty': '没有待办任务',
  'portal.shortcut.empty': '没有可用的快捷方式',
  'portal.item.widget': '图表',
  'portal.item.list': '列表',
  'portal.item.announcement': '通知公告',
  'portal.item.todo': '我的待办',
  'portal.item.shortcut': '快捷方式',
};
const enUS: typeof zhCN = {
  'portal.title': 'Portals',
  'portal.portalName': 'Portal name',
  'portal.portalCode': 'Portal code',
  'portal.roles': 'Roles',
  'portal.priority': 'Priority',
  'portal.items': 'Items',
  'portal.design': 'Design',
  'portal.designTitle': 'Portal design · {{code}}',
  'portal.isDefault': 'Default portal',
  'portal.settings': 'Portal settings',
  'portal.portalType': 'Portal type',
  'portal.portalType.1': 'Standard layout',
  'portal.portalType.2': 'Alternative portal layout',
  'portal.defaultPortal': 'Default portal',
  'portal.saveSettings': 'Save settings',
  'portal.settingsSaved': 'Portal settings saved',
  'portal.none': 'No portal is set up for you yet',
  'portal.todo.empty': 'No tasks to do',
  'portal.shortcut.empty': 'No shortcuts available',
  'portal.item.widget': 'Chart',
  'portal.item.list': 'List',
  'portal.item.announcement': 'Announcements',
  'portal.item.todo': 'My tasks',
  'portal.item.shortcut': 'Shortcuts',
};

i18n.addResourceBundle('zh_CN', 'translation', zhCN, true, false);
i18n.addResourceBundle('en_US', 'translation', enUS, true, false);
