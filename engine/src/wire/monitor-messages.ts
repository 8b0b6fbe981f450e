// Messages of the monitor (issue #38 item 3): what the console says where a figure cannot be had, in both languages.
import { defineMessages, messageMaker } from './message.ts';

export const MONITOR_TEXTS = defineMessages('monitor', {
  statementsEmbedded: {
    en_US: 'Not available: the embedded database (PGlite) has no pg_stat_statements',
    zh_CN: '不可用：内嵌数据库（PGlite）没有 pg_stat_statements',
  },
  statementsMissing: {
    en_US: 'Not available: the pg_stat_statements extension is not installed in this database (or not preloaded)',
    zh_CN: '不可用：本数据库未安装 pg_stat_statements 扩展（或未预加载）',
  },
  platformOnly: {
    en_US: "The monitor shows the whole platform's server and database: only the platform's own enterprise may open it",
    zh_CN: '系统监控展示整个平台的服务器和数据库：只有平台自身的企业可以查看',
  },
  tokenRequired: { en_US: 'A valid monitor token is required (Authorization: Bearer <token>)', zh_CN: '需要有效的监控令牌（Authorization: Bearer <令牌>）' },
});

/** A monitor message: `monitorMessage('statementsEmbedded')`. */
export const monitorMessage = messageMaker('monitor', MONITOR_TEXTS);
