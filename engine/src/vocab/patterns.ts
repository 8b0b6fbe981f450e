// Rule pattern presets of spec §5 (named in both languages), shared by the form engine (browser), the designers and the server.
export const RULE_PATTERNS = [
  { code: 'email', label: 'email', labelZh: '邮箱', source: '^[\\w.+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+$', message: 'Please enter a valid email address' },
  { code: 'phone', label: 'phone number', labelZh: '手机号码', source: '^1[3-9]\\d{9}$', message: 'phone number is incorrect' },
  { code: 'number', label: 'number', labelZh: '数字', source: '^-?\\d+(\\.\\d+)?$', message: 'Please enter a number' },
  { code: 'letter', label: 'letters or underscore', labelZh: '字母或下划线', source: '^[A-Za-z_]+$', message: 'Please enter letters or underscores only' },
  { code: 'url', label: 'URL', labelZh: '网址', source: '^https?:\\/\\/[^\\s/$.?#][^\\s]*$', message: 'Please enter a valid URL' },
  { code: 'chinese', label: 'Chinese', labelZh: '中文', source: '^[\\u4e00-\\u9fa5]+$', message: 'Please enter Chinese characters only' },
  { code: 'qq', label: 'QQ', labelZh: 'QQ', source: '^[1-9]\\d{4,10}$', message: 'Please enter a valid QQ number' },
  { code: 'integer', label: 'integer', labelZh: '整数', source: '^-?\\d+$', message: 'Please enter an integer' },
  { code: 'positiveInteger', label: 'positive integer', labelZh: '正整数', source: '^[1-9]\\d*$', message: 'Please enter a positive integer' },
  {
    code: 'date',
    label: 'date', labelZh: '日期',
    source: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
    message: 'Please enter a date like 2024-01-31',
  },
  { code: 'time', label: 'time', labelZh: '时间', source: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$', message: 'Please enter a time like 13:45 or 13:45:30' },
  { code: 'zipCode', label: 'zip code', labelZh: '邮政编码', source: '^\\d{6}$', message: 'Please enter a 6-digit zip code' },
  {
    code: 'idCard',
    label: 'id card', labelZh: '身份证号',
    source: '^[1-9]\\d{5}(18|19|20)\\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])\\d{3}[\\dXx]$',
    message: 'Please enter a valid 18-character id card number',
  },
] as const;
export type RulePatternCode = (typeof RULE_PATTERNS)[number]['code'];
export type RulePattern = (typeof RULE_PATTERNS)[number];

/** The preset with this code, or undefined. */
export function findRulePattern(code: string): RulePattern | undefined {
  return RULE_PATTERNS.find((p) => p.code === code);
}

/** A preset's name in a language. */
export const rulePatternName = (pattern: RulePattern, lang: 'zh_CN' | 'en_US'): string => (lang === 'en_US' ? pattern.label : pattern.labelZh);
