// The console side of the remaining controls in happy-dom: stored rich text cleaned by the engine's allow-list before it
// is shown, and list cells of upload and signature columns (their text form, and a cell drawn instead of the path).
import { describe, expect, it } from 'vitest';
import { safeRichText } from '../src/renderers/form/widgets/rich-text-view.ts';
import { cellFormatters } from '../src/renderers/view/format.ts';
import type { ListColumn } from '../src/renderers/engine.ts';

const column = (key: string, showType?: ListColumn['showType']): ListColumn => ({ key, dataIndex: key, title: key, sorter: false, ...(showType ? { showType } : {}) });
const ref = (n: number, ext: string, biz = 'images') => `${biz}/${n.toString(16).padStart(32, '0')}.${ext}`;

describe('stored rich text shown', () => {
  it.each<[string, string, string]>([
    ['formatting', '<p>Hello <b>bold</b> <i>it</i></p>', '<p>Hello <b>bold</b> <i>it</i></p>'],
    ['a script', '<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['an event handler', '<img src="https://x.test/a.png" onerror="alert(1)">', '<img src="https://x.test/a.png">'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a link opening elsewhere', '<a href="https://x.test" target="_blank">x</a>', '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>'],
    ['a frame and a style', '<iframe src="https://x.test"></iframe><style>*{}</style><div style="color:red">t</div>', '<div>t</div>'],
    ['an unknown tag', '<marquee>moving <b>text</b></marquee>', 'moving <b>text</b>'],
  ])('Given %s, when it is shown, then only what the allow-list keeps remains', (_name, html, shown) => {
    expect(safeRichText(html)).toBe(shown);
  });
});

describe('file cells of a list', () => {
  const form = { fields: [{ type: 'uploadFile' as const, key: 'files', props: { maxCount: 3 } }, { type: 'signature' as const, key: 'sign' }] };
  const formatters = cellFormatters([column('files'), column('sign'), column('photo', 'uploadImg'), column('title')], form, {});

  it('Given upload and signature columns, when their cells are formatted, then they are drawn as files and their text names them', () => {
    for (const key of ['files', 'sign', 'photo']) expect(typeof formatters.get(key)!.cell).toBe('function');
    expect(formatters.get('title')!.cell).toBeUndefined();
    expect(formatters.get('files')!(`${ref(1, 'pdf', 'docs')},${ref(2, 'txt', 'docs')}`)).toBe(`${ref(1, 'pdf').slice(7)}, ${ref(2, 'txt').slice(7)}`);
    expect(formatters.get('sign')!(ref(3, 'png', 'signature'))).toBe(ref(3, 'png').slice(7));
    expect(formatters.get('photo')!('')).toBe('');
    expect(formatters.get('photo')!.cell!(null)).toBeNull();
  });

  it('Given a value that is no stored reference, when it is formatted, then nothing of it is shown as a file', () => {
    expect(formatters.get('photo')!('../../etc/passwd')).toBe('');
    expect(formatters.get('photo')!.cell!('javascript:alert(1)')).toBeNull();
  });
});
