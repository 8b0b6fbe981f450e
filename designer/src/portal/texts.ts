// Every text the portal designer shows, in both languages, in the engine's message catalogue (codes `designer.portal.*`).
import { defineMessages } from '@yc/engine';
import { designerText } from '../ui/texts.ts';

export const PORTAL_DESIGNER_TEXTS = defineMessages('designer.portal', {
  palette: { zh_CN: '组件', en_US: 'Items' },
  widget: { zh_CN: '报表组件', en_US: 'Report widget' },
  list: { zh_CN: '列表页面', en_US: 'List page' },
  announcement: { zh_CN: '公告', en_US: 'Announcements' },
  todo: { zh_CN: '待办任务', en_US: 'To-do tasks' },
  shortcut: { zh_CN: '快捷方式', en_US: 'Shortcuts' },
  design: { zh_CN: '设计', en_US: 'Design' },
  preview: { zh_CN: '预览', en_US: 'Preview' },
  save: { zh_CN: '保存', en_US: 'Save' },
  saved: { zh_CN: '已保存（版本 {version}）', en_US: 'Saved (version {version})' },
  stale: { zh_CN: '门户已被他人修改，请重新打开', en_US: 'Someone else saved this portal first: reopen it to see their version' },
  staleTitle: { zh_CN: '门户已被他人修改', en_US: 'Someone else saved this portal' },
  unsaved: { zh_CN: '有未保存的修改', en_US: 'Unsaved changes' },
  draftRestored: { zh_CN: '已恢复 {time} 自动保存的草稿', en_US: 'Restored the draft autosaved at {time}' },
  merged: { zh_CN: '已合并到版本 {version}，请检查后保存', en_US: 'Merged into version {version}: check and save' },
  remove: { zh_CN: '删除', en_US: 'Remove' },
  settings: { zh_CN: '组件设置', en_US: 'Item settings' },
  nothingSelected: { zh_CN: '选择一个组件以编辑其设置', en_US: 'Select an item to edit its settings' },
  title: { zh_CN: '标题', en_US: 'Title' },
  rows: { zh_CN: '行数', en_US: 'Rows' },
  menus: { zh_CN: '菜单', en_US: 'Menus' },
  announcementsHint: {
    zh_CN: '显示发布给查看者的最新公告（在 系统管理 → 系统公告 中编写和发布）',
    en_US: 'Shows the latest announcements published to the viewer (written and published under System → Announcements)',
  },
  portalName: { zh_CN: '门户名称', en_US: 'Portal name' },
  roles: { zh_CN: '角色', en_US: 'Roles' },
  priority: { zh_CN: '优先级', en_US: 'Priority' },
  allowOverlap: { zh_CN: '允许重叠', en_US: 'Items may overlap' },
  issues: { zh_CN: '{n} 个问题', en_US: '{n} issue(s)' },
  noIssues: { zh_CN: '门户设置有效', en_US: 'The portal is valid' },
  empty: { zh_CN: '从左侧添加组件', en_US: 'Add items from the palette' },
});

export const portalText = designerText<keyof typeof PORTAL_DESIGNER_TEXTS>('designer.portal');
