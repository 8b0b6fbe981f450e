// The upload controls' registry entries (uploadFile, uploadImg): value schema, checks of the references a record holds,
// stored and form values; and the sniffing table that decides what a file is from its first bytes.
import { describe, expect, it } from 'vitest';
import type { Form, FormField } from '../src/metadata/index.ts';
import {
  bizFolder, buildFormSchema, controlDefinition, filesOfRecord, sniffFile, toFormData, toStoredValues, uploadLimits, validateRecord,
} from '../src/form/index.ts';
import { renderMessage } from '../src/wire/message.ts';

const form = (...fields: FormField[]): Pick<Form, 'fields'> => ({ fields });
const field = (type: 'uploadFile' | 'uploadImg', props?: Record<string, unknown>): FormField => ({ type, key: 'f', title: 'Files', ...(props ? { props } : {}) });
const ref = (n: number, ext: string) => `docs/${n.toString(16).padStart(32, '0')}.${ext}`;
const errorOf = (f: FormField, value: unknown) => validateRecord(form(f), { f: value }).errors[0]?.message;

describe('the upload controls in the registry', () => {
  it('Given either control, when its schema is built, then its value is a list of references and its limits reach the widget', () => {
    expect(controlDefinition('uploadFile')).toMatchObject({ kind: 'value', widget: 'uploadFile' });
    expect(controlDefinition('uploadImg')).toMatchObject({ kind: 'value', widget: 'uploadImg' });
    const built = buildFormSchema(form(field('uploadImg', { maxCount: 3 })));
    expect(built.schema.properties.f).toMatchObject({ type: 'array', items: { type: 'string' } });
    expect((built.uiSchema.f as any)['ui:options'].upload).toEqual({ maxCount: 3, maxSizeMb: 10, accept: ['png', 'jpg', 'jpeg', 'gif', 'webp'] });
  });

  it('Given no props, when the limits are read, then the palette defaults apply', () => {
    expect(uploadLimits(field('uploadFile'))).toEqual({ maxCount: 1, maxSizeMb: 10, accept: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'txt', 'zip'] });
  });

  it.each<[string, FormField, unknown, string | undefined]>([
    ['one image', field('uploadImg'), [ref(1, 'png')], undefined],
    ['the stored comma-separated text', field('uploadFile', { maxCount: 2 }), `${ref(1, 'pdf')},${ref(2, 'txt')}`, undefined],
    ['a traversal', field('uploadFile'), ['../../etc/passwd'], 'Files must be files uploaded here'],
    ['an absolute path', field('uploadFile'), ['/etc/passwd'], 'Files must be files uploaded here'],
    ['a client-chosen name', field('uploadFile'), ['docs/report.pdf'], 'Files must be files uploaded here'],
    ['an object', field('uploadFile'), [{ url: 'x' }], 'Files must be files uploaded here'],
    ['more files than maxCount', field('uploadImg', { maxCount: 2 }), [ref(1, 'png'), ref(2, 'png'), ref(3, 'png')], 'Files can hold at most 2 files'],
    ['a kind outside accept', field('uploadFile', { accept: '.pdf' }), [ref(1, 'txt')], 'Files does not accept files of type .txt'],
    ['a document in an image control', field('uploadImg', { accept: '' }), [ref(1, 'pdf')], 'Files does not accept files of type .pdf'],
  ])('Given %s, when the record is checked, then the answer is as expected', (_name, f, value, message) => {
    expect(errorOf(f, value)).toBe(message);
  });

  it('Given references, when stored and read back, then the column holds one text and the form a list (duplicates once)', () => {
    const f = field('uploadFile', { maxCount: 3 });
    const checked = validateRecord(form(f), { f: [ref(1, 'pdf'), ref(2, 'zip'), ref(1, 'pdf')] }).values;
    expect(toStoredValues(form(f), checked)).toEqual({ f: `${ref(1, 'pdf')},${ref(2, 'zip')}` });
    expect(toFormData(form(f), { f: `${ref(1, 'pdf')},${ref(2, 'zip')}` })).toEqual({ f: [ref(1, 'pdf'), ref(2, 'zip')] });
    expect(filesOfRecord(form(f, { type: 'input', key: 'g' }), checked)).toEqual([{ field: f, title: 'Files', references: [ref(1, 'pdf'), ref(2, 'zip')] }]);
  });

  it('Given the messages a save can meet, when rendered in Chinese, then each has its text', () => {
    expect(renderMessage({ code: 'form.upload.missing', params: { title: '附件' } }, 'zh_CN')).toBe('附件引用的文件不存在');
    expect(renderMessage({ code: 'm.fileFailed' }, 'zh_CN')).toBe('文件上传或下载失败');
  });
});

describe('sniffing uploads', () => {
  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]);
  const text = (s: string) => new TextEncoder().encode(s);
  it.each<[string, Uint8Array, string, string | undefined]>([
    ['a PNG', PNG, 'a.PNG', 'image/png'],
    ['a JPEG as .jpeg', Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]), 'a.jpeg', 'image/jpeg'],
    ['a GIF', text('GIF89a....'), 'a.gif', 'image/gif'],
    ['a WEBP', text('RIFF\0\0\0\0WEBPVP8 '), 'a.webp', 'image/webp'],
    ['a PDF', text('%PDF-1.7'), 'a.pdf', 'application/pdf'],
    ['a zip named .docx', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0]), 'a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['an old Word file', Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'a.doc', 'application/msword'],
    ['UTF-8 text cut inside a character', text('备注').subarray(0, 4), 'n.txt', 'text/plain; charset=utf-8'],
    ['HTML named .png', text('<!doctype html><p>hi'), 'a.png', undefined],
    ['a PNG named .html', PNG, 'a.html', undefined],
    ['an SVG', text('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'), 'a.svg', undefined],
    ['text with a script', text('a <script>alert(1)</script>'), 'a.txt', undefined],
    ['binary named .txt', Uint8Array.from([0x41, 0, 0x42]), 'a.txt', undefined],
    ['a name without an extension', PNG, 'png', undefined],
    ['an empty file', new Uint8Array(), 'a.txt', undefined],
  ])('Given %s, when sniffed, then its type is as expected', (_name, head, name, type) => {
    expect(sniffFile(head, name)?.contentType).toBe(type);
  });

  it.each([['Order Photos', 'orderphotos'], ['../..', 'common'], [undefined, 'common'], ['a'.repeat(40), 'a'.repeat(32)]])(
    'Given the folder hint %s, then the folder is %s', (biz, folder) => expect(bizFolder(biz)).toBe(folder));
});
