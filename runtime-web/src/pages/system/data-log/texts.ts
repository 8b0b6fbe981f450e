// The texts of the data log screen, added to i18n when it loads. Refusals are the server's messages.
import { registerTexts } from '../../../i18n/language.ts';

registerTexts({
  zh_CN: {
    'dataLog.title': '数据日志',
    'dataLog.purpose': '表模型记录的每一次新增、修改和删除：谁、何时、修改前后的值。',
    'dataLog.tableName': '表名',
    'dataLog.recordId': '记录 ID',
    'dataLog.username': '操作人',
    'dataLog.action': '操作',
    'dataLog.time': '时间',
    'dataLog.changes': '变更',
    'dataLog.fieldCount': '{{count}} 个字段',
    'dataLog.ofRecord': '记录 {{id}}',
  },
  en_US: {
    'dataLog.title': 'Data log',
    'dataLog.purpose': 'Every addition, edit and deletion of a table model\'s records: who, when, and the values before and after.',
    'dataLog.tableName': 'Table',
    'dataLog.recordId': 'Record ID',
    'dataLog.username': 'User',
    'dataLog.action': 'Action',
    'dataLog.time': 'Time',
    'dataLog.changes': 'Changes',
    'dataLog.fieldCount': '{{count}} fields',
    'dataLog.ofRecord': 'Record {{id}}',
  },
});
