// Code generation: the six template variants generate a module from a table model, every file carrying its inputs.
import { describe, expect, it } from 'vitest';
import {
  CODEGEN_TEMPLATE_TYPES, CodegenInputSchema, generateModule, isModulePath, MessageError, readGeneratorInputs, validateWithSchema,
} from '../src/index.ts';
import { builtInTemplates, input, order, source } from './codegen-fixtures.ts';

const templates = builtInTemplates();
const byPath = (files: { path: string; content: string }[]) => new Map(files.map((f) => [f.path, f.content]));

describe('generateModule', () => {
  const variants = CODEGEN_TEMPLATE_TYPES.flatMap((templateType) => [false, true].map((withProcess) => ({ templateType, withProcess })));

  it.each(variants)('generates the $templateType module (with process: $withProcess)', ({ templateType, withProcess }) => {
    const files = byPath(generateModule(input({ templateType, withProcess }), source(), templates));
    expect([...files.keys()]).toEqual([
      'migrations/001.sql', 'module.json', 'README.md', 'server/index.ts', 'test/routes.test.ts', 'tsconfig.json',
      'web/FormPage.tsx', 'web/index.tsx', 'web/ListPage.tsx',
    ]);
    expect(JSON.parse(files.get('module.json')!)).toMatchObject({ name: 'demo-orders', title: 'Order', description: 'Orders of the demo shop' });
    const server = files.get('server/index.ts')!;
    for (const url of ['/list', '/read/:id', '/add', '/edit/:id', '/delete', '/export']) expect(server).toContain(`url: '${url}'`);
    expect(server).toContain('const VIEW = "demo_order_list"');
    const withSubs = templateType !== 'single';
    expect(server.includes("url: '/demo_order_item/list'")).toBe(withSubs);
    expect(files.get('migrations/001.sql')!.includes('create table "demo_order_item"')).toBe(withSubs);
    expect(files.get('migrations/001.sql')).toContain('create table "demo_order"');
    const form = files.get('web/FormPage.tsx')!;
    expect(form.includes('<Tabs')).toBe(templateType === 'mainSubTab');
    expect(form.includes('Order item')).toBe(withSubs);
    expect(files.get('README.md')!.includes('with process Order approval')).toBe(withProcess);
    for (const [path, content] of files) {
      if (path.endsWith('.json')) continue;
      expect(readGeneratorInputs(content), path).toEqual(input({ templateType, withProcess }));
    }
  });

  it('lays the form out as the page layout says', () => {
    const list = (pageLayout: 'modal' | 'drawer' | 'page') => byPath(generateModule(input({ pageLayout }), source(), templates)).get('web/ListPage.tsx')!;
    expect(list('modal')).toContain('<Modal');
    expect(list('drawer')).toContain('<Drawer');
    expect(list('page')).not.toMatch(/<Modal|<Drawer/);
  });

  it('writes values as code literals, never as HTML entities or raw text breaking out of a string', () => {
    const quoted = { ...order, tableDesc: 'Order "<b>" \n x' };
    const files = byPath(generateModule(input({ moduleDesc: 'a "quoted" & <tagged> text' }), source(quoted), templates));
    expect(JSON.parse(files.get('module.json')!)).toMatchObject({ title: 'Order "<b>" \n x', description: 'a "quoted" & <tagged> text' });
    expect(files.get('web/FormPage.tsx')).toContain('Order number');
    expect(files.get('README.md')).toContain('a "quoted" & <tagged> text');
    // A line break in a description cannot end a comment and turn the rest into code.
    expect(files.get('server/index.ts')!.split('\n').filter((line) => line.startsWith(' x'))).toEqual([]);
  });

  it('refuses a main-sub variant without a sub-table and a process variant without a process', () => {
    const bare = { model: order, viewCode: 'demo_order_list' };
    expect(() => generateModule(input({ templateType: 'mainTiling' }), bare, templates)).toThrow(MessageError);
    expect(() => generateModule(input({ withProcess: true }), bare, templates)).toThrow(/process/);
  });

  it('refuses a template path that leaves the module', () => {
    expect(isModulePath('web/ListPage.tsx')).toBe(true);
    for (const bad of ['../x.ts', '/etc/passwd', 'a/../../b', 'a\\b', 'a//b', '']) expect(isModulePath(bad), bad).toBe(false);
    expect(() => generateModule(input(), source(), { '../{{moduleName}}.ts': 'x' })).toThrow(/not a relative path/);
  });

  it('checks the input: module name pattern, template type and layout vocabularies', () => {
    expect(validateWithSchema(CodegenInputSchema, input())).toEqual([]);
    expect(validateWithSchema(CodegenInputSchema, input({ moduleName: 'Bad_Name' }))).not.toEqual([]);
    expect(validateWithSchema(CodegenInputSchema, { ...input(), templateType: 'other' })).not.toEqual([]);
    expect(validateWithSchema(CodegenInputSchema, { ...input(), path: '../x' })).not.toEqual([]);
  });
});
