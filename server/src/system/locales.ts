// Server-provided translations merged into the console's i18n: the message catalogue, keyed `m.<key>`.
import { MESSAGES } from '@yc/engine';

export const SERVER_LOCALES = {
  zh_CN: Object.fromEntries(Object.entries(MESSAGES).map(([k, v]) => [`m.${k}`, v.zh_CN])),
  en_US: Object.fromEntries(Object.entries(MESSAGES).map(([k, v]) => [`m.${k}`, v.en_US])),
};
