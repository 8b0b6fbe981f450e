// Why a table model cannot be turned into DDL, in words a modeller understands.
import { defineMessages, MessageError, messageMaker, type Message } from '../wire/message.ts';

export class DdlRejected extends MessageError {
  constructor(message: string | Message) {
    super(message);
    this.name = 'DdlRejected';
  }
}

export const DDL_TEXTS = defineMessages('ddl', {
  badDefault: { en_US: 'The default value of field {column} does not fit its type', zh_CN: '字段 {column} 的默认值与其类型不符' },
  reservedTable: { en_US: 'Table name {name} is reserved by the platform', zh_CN: '表名 {name} 为平台保留' },
  destructive: { en_US: 'This sync would lose data: {changes}. Confirm with force to apply it', zh_CN: '此次同步会丢失数据：{changes}。确认强制执行后才会应用' },
});

const ddl = messageMaker('ddl', DDL_TEXTS);

export const DDL_MESSAGES = {
  badDefault: (column: string) => ddl('badDefault', { column }),
  reservedTable: (name: string) => ddl('reservedTable', { name }),
  destructive: (changes: string[]) => ddl('destructive', { changes: changes.join('; ') }),
  tableExists: { code: 'm.tableExists' } as Message,
  tableMissing: { code: 'm.tableMissing' } as Message,
} as const;

/**
 * Physical tables of the platform itself (every table its migrations create is sys_, ef_ or bpm_; its functions yc_;
 * its job queue's schema pgboss): a model may never take their names, since the enterprise's schema comes first on the
 * search path and its table would hide the platform's (an enterprise's `bpm_task` broke its task list).
 */
const PLATFORM_TABLE = /^(sys_|ef_|bpm_|yc_|pg_|mikro_orm)|^(information_schema|pgboss)$/i;
export const isPlatformTableName = (name: string) => PLATFORM_TABLE.test(name);
