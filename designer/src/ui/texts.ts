// The designers' texts: each designer declares its console texts once (defineTexts, docs/architecture.md "Console
// texts") and reads them through one function per table.
import { consoleText, defineTexts, type ConsoleTexts, type Language } from '@yc/engine';

/** The reader of a designer's texts, in a language, with its {{placeholders}} filled. */
export const designerText = <Code extends string>(texts: ConsoleTexts<Code>) =>
  (lang: Language, code: Code, params?: Record<string, string | number>): string => consoleText(texts, lang, code, params);

/** The words of a condition's rows, shared by the form designer's linkage rules and the process designer's conditions. */
export const CONDITION_TEXTS = defineTexts({
  zh_CN: {
    and: '且', or: '或', 'op.eq': '等于', 'op.ne': '不等于', 'op.gt': '大于', 'op.ge': '大于等于', 'op.lt': '小于', 'op.le': '小于等于',
    'op.in': '属于', 'op.contains': '包含', 'op.empty': '为空', 'op.notEmpty': '不为空',
  },
  en_US: {
    and: 'and', or: 'or', 'op.eq': 'equals', 'op.ne': 'differs from', 'op.gt': 'greater than', 'op.ge': 'at least', 'op.lt': 'less than',
    'op.le': 'at most', 'op.in': 'one of', 'op.contains': 'contains', 'op.empty': 'is empty', 'op.notEmpty': 'is not empty',
  },
});
