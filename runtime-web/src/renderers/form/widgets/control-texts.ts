// The labels of the serialno, editor, icon, signature and button widgets in both languages (their validation messages
// come from the engine's catalogue).
import { currentLanguage } from '../../../i18n/language.ts';

const TEXTS = {
  generatedOnSave: { zh_CN: '保存时自动生成', en_US: 'Generated on save' },
  bold: { zh_CN: '加粗', en_US: 'Bold' },
  italic: { zh_CN: '斜体', en_US: 'Italic' },
  underline: { zh_CN: '下划线', en_US: 'Underline' },
  bulleted: { zh_CN: '无序列表', en_US: 'Bulleted list' },
  numbered: { zh_CN: '有序列表', en_US: 'Numbered list' },
  link: { zh_CN: '链接', en_US: 'Link' },
  linkAddress: { zh_CN: '链接地址（http/https）', en_US: 'Link address (http/https)' },
  clearFormat: { zh_CN: '清除格式', en_US: 'Clear formatting' },
  chooseIcon: { zh_CN: '选择图标', en_US: 'Choose an icon' },
  signHere: { zh_CN: '请在此处签名', en_US: 'Sign here' },
  clear: { zh_CN: '清除', en_US: 'Clear' },
  resign: { zh_CN: '重新签名', en_US: 'Sign again' },
  saving: { zh_CN: '正在保存签名…', en_US: 'Saving the signature…' },
  signed: { zh_CN: '已签名', en_US: 'Signed' },
  signFailed: { zh_CN: '签名保存失败', en_US: 'The signature could not be saved' },
  loading: { zh_CN: '加载中…', en_US: 'Loading…' },
} as const;

export const controlText = (key: keyof typeof TEXTS) => TEXTS[key][currentLanguage() === 'en_US' ? 'en_US' : 'zh_CN'];
