// Messages of process templates and their BPMN files, in both languages.
import { defineMessages, messageMaker } from '../wire/message.ts';

export const BPM_TEXTS = defineMessages('bpm', {
  bpmnUnreadable: { en_US: 'The BPMN file cannot be read: {reason}', zh_CN: '无法读取 BPMN 文件：{reason}' },
  bpmnNoProcess: { en_US: 'The BPMN file has no process', zh_CN: 'BPMN 文件中没有流程' },
  keyNotInBpmn: { en_US: 'The BPMN file has no process with the key {key}', zh_CN: 'BPMN 文件中没有标识为 {key} 的流程' },
  nodeNotInBpmn: { en_US: 'The process has no user task {node}', zh_CN: '流程中没有用户任务 {node}' },
  templateHasInstances: { en_US: 'Only templates with no instance data can be deleted', zh_CN: '只能删除没有实例数据的模板' },
  templateNotActive: { en_US: 'Only an active template can be suspended', zh_CN: '只有已激活的模板可以挂起' },
  templateNotSuspended: { en_US: 'Only a suspended template can be activated', zh_CN: '只有已挂起的模板可以激活' },
  templateNeverPublished: { en_US: 'The template has not been published yet', zh_CN: '模板尚未发布' },
  roleUnknown: { en_US: 'Role {code} does not exist', zh_CN: '角色 {code} 不存在' },
  processNotFoundForForm: { en_US: 'Process template not found for the form code', zh_CN: '未找到该表单编码对应的流程模板' },
  processSuspended: { en_US: 'Process suspended', zh_CN: '流程已挂起' },
  noRunningTask: { en_US: 'No running task', zh_CN: '没有运行中的任务' },
  opinionRequired: { en_US: 'Please enter the approval opinion', zh_CN: '请填写审批意见' },
  deleteOnlyUnsubmitted: {
    en_US: 'Only processes started by me and never submitted can be deleted', zh_CN: '只能删除本人发起且从未提交的流程',
  },
  instanceNotActive: { en_US: 'Only a running process can be suspended', zh_CN: '只有运行中的流程可以挂起' },
  transferToSelf: { en_US: 'Cannot transfer a task to oneself', zh_CN: '不能转办给自己' },
  usersAllDuplicates: { en_US: 'The selected users already have this task', zh_CN: '所选用户均已在列表中' },
  userUnknown: { en_US: 'User {name} does not exist', zh_CN: '用户 {name} 不存在' },
  notCandidate: { en_US: 'Only a member of the task\'s candidate roles can claim it', zh_CN: '只有候选角色的成员可以签收此任务' },
  instanceNotSuspended: { en_US: 'Only a suspended process can be activated', zh_CN: '只有已挂起的流程可以激活' },
  confirmPublish: { en_US: 'Publish this process template? Running instances stay on the version they started with.', zh_CN: '确定发布此流程模板吗？运行中的实例仍按其启动时的版本执行。' },
  confirmSuspend: { en_US: 'Suspend this process template? No instance can be started from it until it is activated.', zh_CN: '确定挂起此流程模板吗？激活前不能再发起流程。' },
  confirmActivate: { en_US: 'Activate this process template?', zh_CN: '确定激活此流程模板吗？' },
});

const bpm = messageMaker('bpm', BPM_TEXTS);

export const BPM_MESSAGES = {
  bpmnUnreadable: (reason: string) => bpm('bpmnUnreadable', { reason }),
  bpmnNoProcess: bpm('bpmnNoProcess'),
  keyNotInBpmn: (key: string) => bpm('keyNotInBpmn', { key }),
  nodeNotInBpmn: (node: string) => bpm('nodeNotInBpmn', { node }),
  templateHasInstances: bpm('templateHasInstances'),
  templateNotActive: bpm('templateNotActive'),
  templateNotSuspended: bpm('templateNotSuspended'),
  templateNeverPublished: bpm('templateNeverPublished'),
  roleUnknown: (code: string) => bpm('roleUnknown', { code }),
  processNotFoundForForm: bpm('processNotFoundForForm'),
  processSuspended: bpm('processSuspended'),
  noRunningTask: bpm('noRunningTask'),
  opinionRequired: bpm('opinionRequired'),
  deleteOnlyUnsubmitted: bpm('deleteOnlyUnsubmitted'),
  instanceNotActive: bpm('instanceNotActive'),
  transferToSelf: bpm('transferToSelf'),
  usersAllDuplicates: bpm('usersAllDuplicates'),
  userUnknown: (name: string) => bpm('userUnknown', { name }),
  notCandidate: bpm('notCandidate'),
  instanceNotSuspended: bpm('instanceNotSuspended'),
  confirmPublish: bpm('confirmPublish'),
  confirmSuspend: bpm('confirmSuspend'),
  confirmActivate: bpm('confirmActivate'),
} as const;
