// The remaining simple controls in the registry: serialno, editor, icon, signature (values), button (display), affix
// and table (layout); the rich-text allow-list's URL rule; the spec's message of a missing signature.
import { describe, expect, it } from 'vitest';
import type { Form, FormField } from '../src/metadata/index.ts';
import { buildFormSchema, controlDefinition, fieldsOfType, richTextUrlAllowed, toFormData, toStoredValues, validateRecord } from '../src/form/index.ts';
import { renderMessage } from '../src/wire/message.ts';
import { DEFAULT_COL_SPAN } from '../src/vocab/index.ts';

const form = (...fields: FormField[]): Pick<Form, 'fields'> => ({ fields });
const field = (type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({ type, key: 'f', title: 'Thing', ...extra });
const errorOf = (f: FormField, value: unknown) => validateRecord(form(f), { f: value }).errors[0];
const sig = (n: number, ext = 'png') => `signature/${n.toString(16).padStart(32, '0')}.${ext}`;

describe('the remaining controls in the registry', () => {
  it('Given each type, when its definition is read, then it has the kind and widget the console registers', () => {
    for (const type of ['serialno', 'editor', 'icon', 'signature'] as const) expect(controlDefinition(type)).toMatchObject({ kind: 'value', widget: type });
    expect(controlDefinition('button')).toMatchObject({ kind: 'display' });
    expect(controlDefinition('affix')).toMatchObject({ kind: 'layout' });
    expect(controlDefinition('table')).toMatchObject({ kind: 'layout' });
  });

  it('Given a table layout holding controls, when the schema is built, then its children are laid out and their values validated', () => {
    const f = form({ type: 'table', key: 'tb', title: 'Grid', props: { cols: 2 }, children: [field('input', { key: 'a', required: 'Y', title: 'A' }), field('icon', { key: 'b' })] },
      { type: 'affix', key: 'af', children: [{ type: 'button', key: 'go', props: { text: 'Go' } }] });
    const built = buildFormSchema(f);
    expect(Object.keys(built.schema.properties)).toEqual(['a', 'b']);
    expect(built.layout).toEqual([
      { type: 'table', key: 'tb', span: 24, title: 'Grid', props: { cols: 2 }, children: [{ type: 'input', key: 'a', span: DEFAULT_COL_SPAN }, { type: 'icon', key: 'b', span: DEFAULT_COL_SPAN }] },
      { type: 'affix', key: 'af', span: 24, children: [{ type: 'button', key: 'go', span: 24, props: { text: 'Go' } }] },
    ]);
    expect(validateRecord(f, { b: 'SmileOutlined' }).errors.map((e) => e.key)).toEqual(['a']);
  });

  it.each<[string, FormField, unknown, string | undefined]>([
    ['an icon name', field('icon'), 'SmileOutlined', undefined],
    ['a two-tone icon', field('icon'), 'HeartTwoTone', undefined],
    ['markup as an icon', field('icon'), '<img src=x onerror=alert(1)>', 'Thing must be an icon of the icon set'],
    ['a plain word as an icon', field('icon'), 'smile', 'Thing must be an icon of the icon set'],
    ['rich text', field('editor'), '<p>Hello</p>', undefined],
    ['an object as rich text', field('editor'), { html: 'x' }, 'Thing must be text'],
    ['a serial number', field('serialno'), 'SO-0001', undefined],
    ['a drawn signature', field('signature'), sig(1), undefined],
    ['a signature in a list of one', field('signature'), [sig(2)], undefined],
    ['a signature that is a document', field('signature'), sig(1, 'pdf'), 'Thing must be a signature drawn here'],
    ['a signature path of the client', field('signature'), '../../etc/passwd.png', 'Thing must be a signature drawn here'],
    ['a signature as a data URL', field('signature'), 'data:image/png;base64,AAAA', 'Thing must be a signature drawn here'],
  ])('Given %s, when the record is checked, then the answer is as expected', (_name, f, value, message) => {
    expect(errorOf(f, value)?.message).toBe(message);
  });

  it('Given a required signature left empty, when the record is checked, then the spec\'s message is given in both languages', () => {
    const error = errorOf(field('signature', { required: 'Y' }), '')!;
    expect(error).toMatchObject({ key: 'f', code: 'form.signatureRequired', message: 'The signature is required before saving' });
    expect(renderMessage(error, 'zh_CN')).toBe('保存前必须签名');
    // A designer's own message still wins; other required controls keep the usual message.
    expect(errorOf(field('signature', { rules: [{ required: true, message: 'Sign here' }] }), null)?.message).toBe('Sign here');
    expect(errorOf(field('editor', { required: 'Y' }), '')?.message).toBe('Thing cannot be empty');
  });

  it('Given a signature, when stored and read back, then the column holds the reference itself', () => {
    const f = form(field('signature'));
    const checked = validateRecord(f, { f: [sig(3)] }).values;
    expect(toStoredValues(f, checked)).toEqual({ f: sig(3) });
    expect(toFormData(f, { f: sig(3) })).toEqual({ f: sig(3) });
  });

  it('Given nested controls, when fields of a type are asked for, then every one at any depth is found', () => {
    const f = form(field('serialno', { key: 's1' }), { type: 'card', key: 'c', children: [field('serialno', { key: 's2', props: { ruleCode: 'r' } })] });
    expect(fieldsOfType(f, 'serialno').map((x) => x.key)).toEqual(['s1', 's2']);
  });

  it.each<[string, boolean]>([
    ['https://example.com/a', true], ['/relative/path', true], ['#anchor', true], ['mailto:a@b.c', true],
    ['javascript:alert(1)', false], ['JaVaScRiPt:alert(1)', false], ['java\tscript:alert(1)', false], [' javascript:alert(1)', false],
    ['data:text/html,<script>', false], ['vbscript:x', false],
  ])('Given the rich-text URL %j, when it is checked, then allowed is %s', (url, allowed) => {
    expect(richTextUrlAllowed(url)).toBe(allowed);
  });
});
