// Lazily added texts: a screen's texts travel with its chunk, not with the login page.
import { i18n } from '../../i18n/language.ts';

/**
 * Adds texts in both languages (Chinese first, English key for key the same). The server's locale maps
 * keep precedence: texts already present are not overwritten.
 */
export function addTexts<K extends string>(zhCN: Record<K, string>, enUS: Record<K, string>): void {
  i18n.addResourceBundle('zh_CN', 'translation', zhCN, true, false);
  i18n.addResourceBundle('en_US', 'translation', enUS, true, false);
}

const zhCN = {
  'crud.search': '查询',
  'crud.reset': '重置',
  'crud.add': '新增',
  'crud.edit': '编辑',
  'crud.delete': '删除',
  'crud.batchDelete': '批量删除',
  'crud.actions': '操作',
  'crud.more': '更多',
  'crud.expand': '展开',
  'crud.collapse': '收起',
  'crud.total': '共 {{total}} 条',
  'crud.emptyScreen': '还没有{{what}}',
  'crud.emptyQuery': '没有符合查询条件的记录',
  'crud.selected': '已选择 {{count}} 项',
  'crud.clearSelection': '清空',
  'crud.confirmTitle': '确认操作',
  'crud.confirmDelete': '确定删除该记录吗？',
  'crud.selectRecord': '请选择一条记录',
  'crud.yes': '是',
  'crud.no': '否',
  'crud.emptyValue': '—',
  'crud.purpose.models': '表模型描述一张数据表：它的字段，以及由它生成的表单和列表页。',
  'crud.purpose.dicts': '字典是下拉、单选和多选控件的选项；列表和导出显示选项的名称。',
  'crud.purpose.processes': '流程模板定义一个审批：它的环节、每一步的处理人，以及绑定的表单。',
  'crud.purpose.announcements': '公告发布后，送达其范围内用户的通知和门户。',
  'crud.purpose.sysJobs': '定时任务按 Cron 表达式定时执行一个已注册的处理器；每次执行都留下记录。',
  'crud.purpose.portals': '门户把图表、待办和公告排布在首页上。',
};

const enUS: Record<keyof typeof zhCN, string> = {
  'crud.search': 'Search',
  'crud.reset': 'Reset',
  'crud.add': 'Add',
  'crud.edit': 'Edit',
  'crud.delete': 'Delete',
  'crud.batchDelete': 'Delete selected',
  'crud.actions': 'Actions',
  'crud.more': 'More',
  'crud.expand': 'Expand',
  'crud.collapse': 'Collapse',
  'crud.total': '{{total}} in total',
  'crud.emptyScreen': 'No {{what}} yet',
  'crud.emptyQuery': 'Nothing matches the query',
  'crud.selected': '{{count}} selected',
  'crud.clearSelection': 'Clear',
  'crud.confirmTitle': 'Please confirm',
  'crud.confirmDelete': 'Are you sure to delete the record?',
  'crud.selectRecord': 'Please select a record',
  'crud.yes': 'Yes',
  'crud.no': 'No',
  'crud.emptyValue': '—',
  'crud.purpose.models': 'A table model describes a table: its columns, and the form and list page generated from it.',
  'crud.purpose.dicts': 'A dictionary holds the options of selects, radios and checkboxes; lists and exports show their names.',
  'crud.purpose.processes': 'A process template defines an approval: its steps, who handles each, and the form it is bound to.',
  'crud.purpose.announcements': 'An announcement, once published, reaches the users it is addressed to, in their notices and on the portal.',
  'crud.purpose.sysJobs': 'A scheduled job runs a registered handler on its cron schedule; every run leaves a record in its history.',
  'crud.purpose.portals': 'A portal lays out charts, tasks and announcements on the home page.',
};

addTexts(zhCN, enUS);
