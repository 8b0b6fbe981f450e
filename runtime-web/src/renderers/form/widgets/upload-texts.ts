// The labels of the upload widgets in both languages (their messages come from the engine's catalogue).
import { currentLanguage } from '../../../i18n/language.ts';

const TEXTS = {
  upload: { zh_CN: '上传文件', en_US: 'Upload' },
  uploadImage: { zh_CN: '上传图片', en_US: 'Upload image' },
} as const;

export const uploadText = (key: keyof typeof TEXTS) => TEXTS[key][currentLanguage() === 'en_US' ? 'en_US' : 'zh_CN'];
