// Adds the approval processes' texts to i18n when their pages load (they stay out of the login page), and the
// process messages of the engine's catalogue (the server's refusals name their codes).
import '@yc/engine/bpm/messages';
import { i18n } from './language.ts';

const zhCN = {
  'bpm.template.title': '流程模板',
  'bpm.template.keyword': '名称或标识',
  'bpm.template.name': '名称',
  'bpm.template.key': '流程标识',
  'bpm.template.group': '分类',
  'bpm.template.status': '状态',
  'bpm.template.status.design': '设计中',
  'bpm.template.status.active': '已激活',
  'bpm.template.status.suspended': '已挂起',
  'bpm.template.publishedVersion': '发布版本',
  'bpm.template.formCode': '表单编码',
  'bpm.template.bpmnXml': 'BPMN 文件',
  'bpm.template.bpmnFile': '读取 .bpmn 文件',
  'bpm.template.startPermission': '发起权限',
  'bpm.template.start.all': '所有角色',
  'bpm.template.start.roles': '指定角色',
  'bpm.template.roleCodes': '角色编码',
  'bpm.template.publish': '发布',
  'bpm.template.suspend': '挂起',
  'bpm.template.activate': '激活',
  'bpm.template.versions': '发布版本',
  'bpm.template.published': '已发布版本 {{version}}',
  'bpm.template.nodes': '用户任务设置',
  'bpm.template.publishedBy': '发布人',
  'bpm.template.publishedAt': '发布时间',
};

const enUS: Record<keyof typeof zhCN, string> = {
  'bpm.template.title': 'Process templates',
  'bpm.template.keyword': 'Name or key',
  'bpm.template.name': 'Name',
  'bpm.template.key': 'Process key',
  'bpm.template.group': 'Category',
  'bpm.template.status': 'Status',
  'bpm.template.status.design': 'In design',
  'bpm.template.status.active': 'Active',
  'bpm.template.status.suspended': 'Suspended',
  'bpm.template.publishedVersion': 'Published version',
  'bpm.template.formCode': 'Form code',
  'bpm.template.bpmnXml': 'BPMN file',
  'bpm.template.bpmnFile': 'Read a .bpmn file',
  'bpm.template.startPermission': 'Who may start it',
  'bpm.template.start.all': 'All roles',
  'bpm.template.start.roles': 'These roles',
  'bpm.template.roleCodes': 'Role codes',
  'bpm.template.publish': 'Publish',
  'bpm.template.suspend': 'Suspend',
  'bpm.template.activate': 'Activate',
  'bpm.template.versions': 'Published versions',
  'bpm.template.published': 'Published version {{version}}',
  'bpm.template.nodes': 'User task settings',
  'bpm.template.publishedBy': 'Published by',
  'bpm.template.publishedAt': 'Published at',
};

i18n.addResourceBundle('zh_CN', 'translation', zhCN, true, false);
i18n.addResourceBundle('en_US', 'translation', enUS, true, false);
