// Messages of System › Data log and System › Portal settings (issue #38 items 4 and 5), in both languages.
import { defineMessages, messageMaker } from './message.ts';

export const DATA_LOG_TEXTS = defineMessages('dataLog', {
  badTime: { en_US: '{time} is not a date and time', zh_CN: '{time} 不是有效的日期时间' },
  badRange: { en_US: 'The start time must not be after the end time', zh_CN: '开始时间不能晚于结束时间' },
});

/** A data log message: `dataLogMessage('badRange')`. */
export const dataLogMessage = messageMaker('dataLog', DATA_LOG_TEXTS);

export const BRANDING_TEXTS = defineMessages('branding', {
  logoHostile: {
    en_US: 'The logo must be an http or https address or a file uploaded to the platform (/api/system/common/static/…)',
    zh_CN: 'Logo 必须是 http 或 https 地址，或上传到平台的文件（/api/system/common/static/…）',
  },
  nameRequired: { en_US: 'The full name cannot be empty', zh_CN: '系统全称不能为空' },
});

/** A portal settings (branding) message: `brandingMessage('logoHostile')`. */
export const brandingMessage = messageMaker('branding', BRANDING_TEXTS);
