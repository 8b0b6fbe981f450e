// Texts of the pages' phone controls (#42 item 4): the tree's "Move to…" and its picker. Added to i18n with the pages.
import { registerTexts } from '../../i18n/language.ts';

registerTexts({
  zh_CN: {
    'tree.moveTo': '移动到…',
    'tree.moveTitle': '将“{{name}}”移动到',
    'tree.moveTarget': '新的上级',
    'tree.topLevel': '顶层（根节点）',
  },
  en_US: {
    'tree.moveTo': 'Move to…',
    'tree.moveTitle': 'Move “{{name}}” to',
    'tree.moveTarget': 'New parent',
    'tree.topLevel': 'Top level (a root)',
  },
});
