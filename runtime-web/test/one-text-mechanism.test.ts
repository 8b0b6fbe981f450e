// One way to declare console texts (issue #33 item 5, the console half; docs/architecture.md "Console texts"): the
// consoles (runtime-web, designer) declare what they show with defineTexts/registerTexts({ zh_CN: {...}, en_US: {...} }),
// the same keys in both languages, `{{name}}` placeholders. This test fails on any other style: a `[zh, en]` tuple,
// addTexts, a per-key `{ zh_CN, en_US }` pair, a `lang === 'en_US' ? … : …` text, a Chinese text outside a table of
// texts, a `{name}` placeholder, or a key one language lacks.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { declaredTexts, MESSAGES, type ConsoleTexts } from '@yc/engine/wire';

const ROOT = join(import.meta.dirname, '..', '..');
const CONSOLES = ['runtime-web/src', 'designer/src'];
const I18N = 'runtime-web/src/i18n/language.ts';

/** Chinese text that is not a translation: a language's own name in the language switch, the product's default name. */
const NOT_TRANSLATIONS = new Map([
  ['runtime-web/src/i18n/language.ts', ['简体中文', '中文']],
  ['runtime-web/src/config.ts', ['云程低代码平台']],
]);

/** The TypeScript files of the consoles, as paths relative to the repository. */
function consoleSources(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.d\.ts$/.test(name)) found.push(relative(ROOT, path));
    }
  };
  for (const folder of CONSOLES) walk(join(ROOT, folder));
  return found;
}

const HAN = /[\u4e00-\u9fff]/;
const TABLE_CALLS = new Set(['defineTexts', 'registerTexts']);

/** `line: reason: text` of each place in a source that declares or picks a text in another way than the one. */
function strayTexts(file: string, source: string, allowed: readonly string[] = []): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const report = (node: ts.Node, reason: string) =>
    found.push(`${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${reason}: ${node.getText().slice(0, 80)}`);
  const isText = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
  const inTable = (node: ts.Node) => {
    for (let up = node.parent; up; up = up.parent) {
      if (ts.isCallExpression(up) && TABLE_CALLS.has(up.expression.getText())) return true;
    }
    return false;
  };
  /** The style a node declares or picks a text in, if it is not the one. */
  const stray = (node: ts.Node): string | undefined => {
    if (ts.isArrayLiteralExpression(node) && node.elements.length === 2 && node.elements.every(isText)
      && HAN.test(node.elements[0]!.getText()) && !HAN.test(node.elements[1]!.getText())) return '[zh, en] tuple';
    if (ts.isIdentifier(node) && node.text === 'addTexts') return 'addTexts';
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'addResourceBundle') return 'texts added to i18n by hand';
    if (ts.isCallExpression(node) && node.expression.getText() === 'defineMessages') return 'catalogue messages defined in a console';
    if (ts.isObjectLiteralExpression(node) && !inTable(node) && node.properties.some((p) => p.name?.getText() === 'zh_CN')
      && node.properties.some((p) => p.name?.getText() === 'en_US') && node.properties.every((p) => ts.isPropertyAssignment(p) && isText(p.initializer))) {
      return 'per-key { zh_CN, en_US } pair';
    }
    if (ts.isConditionalExpression(node) && /\ben_US\b|\bzh_CN\b/.test(node.condition.getText()) && isText(node.whenTrue) && isText(node.whenFalse)
      && ![node.whenTrue, node.whenFalse].some((t) => /^['"`](en_US|zh_CN|en|zh-CN)['"`]$/.test(t.getText()))) return 'text picked by language';
    if ((isText(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node))
      && HAN.test(node.getText()) && !inTable(node) && !allowed.some((text) => node.getText().includes(text))) return 'Chinese text outside a table of texts';
    return undefined;
  };
  const visit = (node: ts.Node): void => {
    const reason = stray(node);
    if (reason) report(node, reason);
    else ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** What is wrong with a table of texts: a key one language lacks, a `{name}` placeholder (the catalogue's, not i18next's). */
function tableProblems(texts: ConsoleTexts): string[] {
  const problems: string[] = [];
  const zh = Object.keys(texts.zh_CN);
  const en = Object.keys(texts.en_US);
  for (const key of zh.filter((k) => !en.includes(k))) problems.push(`${key}: no en_US text`);
  for (const key of en.filter((k) => !zh.includes(k))) problems.push(`${key}: no zh_CN text`);
  for (const [language, table] of Object.entries(texts) as [string, Record<string, unknown>][]) {
    for (const [key, text] of Object.entries(table)) {
      if (typeof text !== 'string') problems.push(`${key}: the ${language} text is not a text`);
      else if (/(?<!\{)\{\w+\}(?!\})/.test(text)) problems.push(`${key}: ${language} '${text}' has a {name} placeholder, not {{name}}`);
    }
  }
  return problems;
}

describe('one way to declare console texts', () => {
  it('finds each other style in a source (the guard itself)', () => {
    const source = [
      "const A = { tableName: ['表名', 'Table name'] };",
      "addTexts(zhCN, enUS);",
      "i18n.addResourceBundle('zh_CN', 'translation', zhCN, true, false);",
      "const B = { save: { zh_CN: '保存', en_US: 'Save' } };",
      "const C = lang === 'en_US' ? 'The whole item' : '整个条目';",
      "const D = <span>保存</span>;",
      "const E = defineMessages('x', {});",
      "const F = registerTexts({ zh_CN: { save: '保存' }, en_US: { save: 'Save' } });",
      "const G = lang === 'en_US' ? 'en_US' : 'zh_CN';",
    ].join('\n');
    expect(strayTexts('sample.tsx', source).map((line) => line.split(':')[0])).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(strayTexts('sample.tsx', source).join('\n')).toMatch(/\[zh, en\] tuple[\s\S]*addTexts[\s\S]*by hand[\s\S]*per-key[\s\S]*by language[\s\S]*outside a table/);
  });

  it('finds a key one language lacks and a {name} placeholder (the guard itself)', () => {
    const broken = { zh_CN: { a: '共 {total} 条', b: '是' }, en_US: { a: '{{total}} in total' } } as unknown as ConsoleTexts;
    expect(tableProblems(broken)).toEqual(['b: no en_US text', "a: zh_CN '共 {total} 条' has a {name} placeholder, not {{name}}"]);
    expect(tableProblems({ zh_CN: { a: '共 {{total}} 条' }, en_US: { a: '{{total}} in total' } })).toEqual([]);
  });

  it('the consoles declare every text one way', () => {
    const stray = consoleSources().flatMap((file) =>
      strayTexts(file, readFileSync(join(ROOT, file), 'utf8'), NOT_TRANSLATIONS.get(file)).map((line) => `${file}:${line}`))
      // registerTexts and the server's locale maps are the two ways into i18n (next test).
      .filter((line) => !(line.startsWith(`${I18N}:`) && line.includes('texts added to i18n by hand')));
    expect(stray).toEqual([]);
  });

  it('i18n gets texts only through registerTexts and the server locale maps (i18n/language.ts)', () => {
    const source = readFileSync(join(ROOT, I18N), 'utf8');
    expect(source.match(/addResourceBundle\(/g)).toHaveLength(3);
  });

  it('every table of texts has each key in both languages and {{name}} placeholders only', async () => {
    const declaring = consoleSources().filter((file) => /\b(defineTexts|registerTexts)\(\{/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(declaring.length).toBeGreaterThan(30);
    for (const file of declaring) await import(/* @vite-ignore */ join(ROOT, file));
    const problems = declaredTexts().flatMap(tableProblems);
    expect(problems).toEqual([]);
    expect(declaredTexts().length).toBeGreaterThanOrEqual(declaring.length);
  });

  it('the catalogue messages i18n carries as msg.<key> have no placeholder (i18next would leave a {name} unfilled)', () => {
    const withPlaceholder = Object.entries(MESSAGES).filter(([, texts]) => /\{/.test(texts.zh_CN) || /\{/.test(texts.en_US)).map(([key]) => key);
    expect(withPlaceholder).toEqual([]);
  });
});
