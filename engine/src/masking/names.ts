// The masking types' names in both languages (the page designer's options, the console's labels): one definition.
import type { MaskingType } from '../vocab/index.ts';
import { defineMessages, renderMessage, type Language } from '../wire/index.ts';

export const MASKING_NAMES = defineMessages('masking', {
  none: { en_US: 'Not masked', zh_CN: '不脱敏' },
  email: { en_US: 'Email (a****@example.com)', zh_CN: '邮箱（a****@example.com）' },
  phonenumber: { en_US: 'Phone number (138****5678)', zh_CN: '手机号（138****5678）' },
  idcard: { en_US: 'ID card number (110101********1234)', zh_CN: '身份证号（110101********1234）' },
  address: { en_US: 'Address (region only)', zh_CN: '地址（仅显示地区）' },
  bankcard: { en_US: 'Bank card number (622202******1234)', zh_CN: '银行卡号（622202******1234）' },
  ext: { en_US: 'Other (first character only)', zh_CN: '其他（仅显示首字）' },
} satisfies Record<MaskingType, unknown>);

/** A masking type's name in a language. */
export const maskingName = (type: MaskingType, lang: Language) => renderMessage({ code: `masking.${type}` }, lang);
