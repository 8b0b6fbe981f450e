// Texts of the pages' phone controls (#42 item 4): the tree's "Move to…" and its picker. Added to i18n with the pages.
import { i18n } from '../../i18n/language.ts';

const zhCN = {
  'tree.moveTo': '移动到…',
  'tree.moveTitle': '将“{{name}}”移动到',
  'tree.moveTarget': '新的上级',
  'tree.topLevel': '顶层（根节点）',
};

const enUS: typeof zhCN = {
  'tree.moveTo': 'Move to…',
  'tree.moveTitle': 'Move “{{name}}” to',
  'tree.moveTarget': 'New parent',
  'tree.topLevel': 'Top level (a root)',
};

i18n.addResourceBundle('zh_CN', 'translation', zhCN, true, false);
i18n.addResourceBundle('en_US', 'translation', enUS, true, false);
