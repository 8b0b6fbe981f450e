// Messages of record validation (spec §5) in both languages. Messages set in form metadata win (custom messages); an
// 'm.' prefix in one marks a translation key of the console.
import { RULE_PATTERNS, type RulePatternCode } from '../vocab/index.ts';
import { MESSAGES } from '../wire/index.ts';
import { defineMessages, fillMessage, type Message, type MessageTexts } from '../wire/message.ts';

export const FORM_TEXTS = defineMessages('form', {
  required: { en_US: '{title} cannot be empty', zh_CN: '{title}不能为空' },
  tooLong: { en_US: '{title} cannot be longer than {n} characters', zh_CN: '{title}长度不能超过 {n} 个字符' },
  tooLarge: { en_US: '{title} cannot be greater than {n}', zh_CN: '{title}不能大于 {n}' },
  tooSmall: { en_US: '{title} cannot be less than {n}', zh_CN: '{title}不能小于 {n}' },
  notNumber: { en_US: '{title} must be a number', zh_CN: '{title}必须是数字' },
  notText: { en_US: '{title} must be text', zh_CN: '{title}必须是文本' },
  notOption: { en_US: '{title} must be one of its options', zh_CN: '{title}必须是可选项之一' },
  notDate: { en_US: '{title} must be a date like 2024-01-31', zh_CN: '{title}必须是日期，如 2024-01-31' },
  notTime: { en_US: '{title} must be a time like 13:45 or 13:45:30', zh_CN: '{title}必须是时间，如 13:45 或 13:45:30' },
  notSwitch: { en_US: '{title} must be on or off', zh_CN: '{title}必须是开或关' },
  pattern: { en_US: '{title} is not in the expected format', zh_CN: '{title}格式不正确' },
  notIcon: { en_US: '{title} must be an icon of the icon set', zh_CN: '{title}必须是图标库中的图标' },
  notSignature: { en_US: '{title} must be a signature drawn here', zh_CN: '{title}必须是在此手写的签名' },
  /** Spec §5. */
  signatureRequired: { en_US: 'The signature is required before saving', zh_CN: '保存前必须签名' },
  /** Spec §8: a unionCheck field whose value another record already has. */
  notUnique: MESSAGES.valueUnavailable,
});

type FormCode = keyof typeof FORM_TEXTS;

/** The messages of the pattern presets (email, phone, …), by preset code. */
const PATTERN_ZH: Record<RulePatternCode, string> = {
  email: '请输入正确的邮箱地址', phone: '手机号码格式不正确', number: '请输入数字', letter: '只能输入字母或下划线',
  url: '请输入正确的网址', chinese: '只能输入中文', qq: '请输入正确的QQ号码', integer: '请输入整数', positiveInteger: '请输入正整数',
  date: '请输入日期，如 2024-01-31', time: '请输入时间，如 13:45 或 13:45:30', zipCode: '请输入 6 位邮政编码',
  idCard: '请输入正确的 18 位身份证号码',
};
defineMessages('form.pattern', Object.fromEntries(RULE_PATTERNS.map((p) => [p.code, { en_US: p.message, zh_CN: PATTERN_ZH[p.code] }])) as Record<RulePatternCode, MessageTexts>);

/** A validation message with its placeholders. */
export const formMessage = (code: FormCode, title?: string, n?: number): Message =>
  ({ code: `form.${code}`, params: { ...(title !== undefined ? { title } : {}), ...(n !== undefined ? { n } : {}) } });

/** The message of a pattern preset. */
export const patternMessage = (code: RulePatternCode): Message => ({ code: `form.pattern.${code}` });

const english = (code: FormCode) => (title: string, n?: number) => fillMessage(FORM_TEXTS[code].en_US, { title, ...(n !== undefined ? { n } : {}) });

/** The English texts (what the server's replies and its tests read). */
export const FORM_MESSAGES = {
  required: english('required'),
  tooLong: english('tooLong') as (title: string, max: number) => string,
  tooLarge: english('tooLarge') as (title: string, max: number) => string,
  tooSmall: english('tooSmall') as (title: string, min: number) => string,
  notNumber: english('notNumber'),
  notText: english('notText'),
  notOption: english('notOption'),
  notDate: english('notDate'),
  notTime: english('notTime'),
  notSwitch: english('notSwitch'),
  pattern: english('pattern'),
  notUnique: FORM_TEXTS.notUnique.en_US,
} as const;

/** A message key for the console's i18n rather than a text. */
export const isMessageKey = (message: string) => message.startsWith('m.');
