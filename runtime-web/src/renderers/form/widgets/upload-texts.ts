// The labels of the upload widgets in both languages (their messages come from the engine's catalogue).
import { consoleText, defineTexts } from '@yc/engine/wire';
import { currentLanguage } from '../../../i18n/language.ts';

const TEXTS = defineTexts({
  zh_CN: {
    upload: '上传文件',
    uploadImage: '上传图片',
  },
  en_US: {
    upload: 'Upload',
    uploadImage: 'Upload image',
  },
});

export const uploadText = (key: keyof typeof TEXTS.zh_CN) => consoleText(TEXTS, currentLanguage(), key);
