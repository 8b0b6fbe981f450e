// The labels of the serialno, editor, icon, signature and button widgets in both languages (their validation messages
// come from the engine's catalogue).
import { consoleText, defineTexts } from '@yc/engine/wire';
import { currentLanguage } from '../../../i18n/language.ts';

const TEXTS = defineTexts({
  zh_CN: {
    generatedOnSave: '保存时自动生成',
    bold: '加粗',
    italic: '斜体',
    underline: '下划线',
    bulleted: '无序列表',
    numbered: '有序列表',
    link: '链接',
    linkAddress: '链接地址（http/https）',
    clearFormat: '清除格式',
    chooseIcon: '选择图标',
    signHere: '请在此处签名',
    clear: '清除',
    resign: '重新签名',
    saving: '正在保存签名…',
    signed: '已签名',
    signFailed: '签名保存失败',
    loading: '加载中…',
  },
  en_US: {
    generatedOnSave: 'Generated on save',
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    bulleted: 'Bulleted list',
    numbered: 'Numbered list',
    link: 'Link',
    linkAddress: 'Link address (http/https)',
    clearFormat: 'Clear formatting',
    chooseIcon: 'Choose an icon',
    signHere: 'Sign here',
    clear: 'Clear',
    resign: 'Sign again',
    saving: 'Saving the signature…',
    signed: 'Signed',
    signFailed: 'The signature could not be saved',
    loading: 'Loading…',
  },
});

export const controlText = (key: keyof typeof TEXTS.zh_CN) => consoleText(TEXTS, currentLanguage(), key);
