// Messages of the platform's scheduled jobs and their built-in classes (System › Jobs), in both languages.
import { defineMessages, messageMaker } from './message.ts';

/** The scheduled jobs (System › Jobs): a job's name, class, cron and parameter, and its running state. */
export const SYS_JOB_TEXTS = defineMessages('sysJob', {
  nameRequired: { en_US: 'Job name cannot be empty', zh_CN: '任务名称不能为空' },
  nameTaken: { en_US: 'A job named {name} already exists', zh_CN: '名为 {name} 的任务已存在' },
  classUnknown: { en_US: 'Job class {name} is not a registered handler', zh_CN: '任务类 {name} 不是已注册的处理器' },
  cronInvalid: {
    en_US: 'Cron expression {cron} is not valid: five fields (minute hour day-of-month month day-of-week)',
    zh_CN: 'Cron 表达式 {cron} 无效：应为五个字段（分 时 日 月 周）',
  },
  parameterNotJson: { en_US: 'The parameter must be a JSON object', zh_CN: '参数必须是 JSON 对象' },
  parameterCode: { en_US: 'The parameter must name the config: {"code": "…"}', zh_CN: '参数必须指定配置：{"code": "…"}' },
  alreadyRunning: { en_US: 'The job is already running', zh_CN: '任务已在运行' },
  alreadyStopped: { en_US: 'The job is already stopped', zh_CN: '任务已停止' },
  platformOnly: {
    en_US: 'Housekeeping purges the whole platform: only the platform\'s own enterprise may run it',
    zh_CN: '清理任务作用于整个平台：只有平台自身的企业可以运行',
  },
});
export const sysJobMessage = messageMaker('sysJob', SYS_JOB_TEXTS);

/** The job that presses a page button: its parameter and what it found. */
export const SYS_JOB_BUTTON_TEXTS = defineMessages('sysJobButton', {
  parameter: {
    en_US: 'The parameter must name the page and its button: {"viewCode": "…", "buttonName": "…", "query": {…}}',
    zh_CN: '参数必须指定页面和按钮：{"viewCode": "…", "buttonName": "…", "query": {…}}',
  },
  noButton: { en_US: 'Page {viewCode} has no custom button {buttonName} with a script', zh_CN: '页面 {viewCode} 没有带脚本的自定义按钮 {buttonName}' },
  noUser: { en_US: 'The user {username} who saved the job no longer exists', zh_CN: '保存该任务的用户 {username} 已不存在' },
  notPressable: { en_US: 'User {username} may not press button {buttonName}', zh_CN: '用户 {username} 无权使用按钮 {buttonName}' },
});
export const sysJobButtonMessage = messageMaker('sysJobButton', SYS_JOB_BUTTON_TEXTS);

/** The job that sends a message template to a role's users: its parameter and what it found. */
export const SYS_JOB_MESSAGE_TEXTS = defineMessages('sysJobMessage', {
  parameter: {
    en_US: 'The parameter must name the template and the role: {"templateCode": "…", "roleCode": "…", "params": {…}}',
    zh_CN: '参数必须指定模板和角色：{"templateCode": "…", "roleCode": "…", "params": {…}}',
  },
  noTemplate: { en_US: 'There is no message template {code}', zh_CN: '消息模板 {code} 不存在' },
  noRole: { en_US: 'There is no role {code}', zh_CN: '角色 {code} 不存在' },
});
export const sysJobMessageMessage = messageMaker('sysJobMessage', SYS_JOB_MESSAGE_TEXTS);
