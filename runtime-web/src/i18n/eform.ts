// Adds the metadata runtime's texts to i18n when its pages load (they stay out of the login page). Texts the
// server's locale maps already set win.
import { i18n } from './language.ts';
import { eformEnUS } from './eform.en_US.ts';
import { eformZhCN } from './eform.zh_CN.ts';

i18n.addResourceBundle('zh_CN', 'translation', eformZhCN, true, false);
i18n.addResourceBundle('en_US', 'translation', eformEnUS, true, false);
