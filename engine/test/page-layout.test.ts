// Layout and free-layout pages: their blocks and links validated, the filters a selection asks of a linked block,
// new blocks placed under the others, and the card of a mobile page.
import { describe, expect, it } from 'vitest';
import type { View } from '../src/metadata/index.ts';
import {
  checkPageLayout, linkConditions, linksInto, mobileCardFields, newBlock, LAYOUT_GRID_COLUMNS, type LayoutBlock, type PageLayout,
} from '../src/page/layout.ts';
import { validateModel, type DeepPartial } from '../src/rules/index.ts';
import { renderMessage, type Message } from '../src/wire/message.ts';
import { plain } from './issues.ts';

const list = (key: string, extra: Partial<LayoutBlock> = {}): LayoutBlock => ({ key, kind: 'list', viewCode: `v_${key}`, x: 0, y: 0, w: 12, h: 8, ...extra });
const page = (layout: DeepPartial<PageLayout> | undefined, viewType = 'layout') => ({ viewType, layout });

describe('checkPageLayout', () => {
  it.each<[string, ReturnType<typeof page>, { path: string; message: string }[]]>([
    ['a master and a detail linked on a field', page({ blocks: [list('a'), list('b', { x: 12 })], links: [{ source: 'a', target: 'b', field: 'order_id' }] }), []],
    ['a list page has no blocks to check', page(undefined, 'table'), []],
    ['a layout page without blocks', page({ blocks: [] }), [{ path: '/layout/blocks', message: 'A layout page needs at least one block' }]],
    ['a free layout without layout', page(undefined, 'dragLayout'), [{ path: '/layout/blocks', message: 'A layout page needs at least one block' }]],
    ['an empty key', page({ blocks: [list(' ')] }), [{ path: '/layout/blocks/0/key', message: 'Block key cannot be empty' }]],
    ['a repeated key', page({ blocks: [list('a'), list('a')] }), [{ path: '/layout/blocks/1/key', message: 'Block key cannot be repeated' }]],
    [
      'each kind names what it shows',
      page({ blocks: [{ key: 'f', kind: 'form', x: 0, y: 0, w: 6, h: 4 }, { key: 'w', kind: 'widget', x: 6, y: 0, w: 6, h: 4 }, { key: 't', kind: 'tree', x: 12, y: 0, w: 6, h: 4 }] }),
      [
        { path: '/layout/blocks/0/formCode', message: 'A form block needs its formCode' },
        { path: '/layout/blocks/1/widgetCode', message: 'A widget block needs its widgetCode' },
        { path: '/layout/blocks/2/viewCode', message: 'A tree block needs its viewCode' },
      ],
    ],
    ['a block past the 24th column', page({ blocks: [list('a', { x: 20, w: 6 })] }), [{ path: '/layout/blocks/0/w', message: 'A block must fit in the 24-column grid' }]],
    ['px on a free layout are not columns', page({ blocks: [list('a', { x: 200, w: 600 })] }, 'dragLayout'), []],
    [
      'a link to a block that does not exist',
      page({ blocks: [list('a')], links: [{ source: 'a', target: 'zz', field: 'f' }] }),
      [{ path: '/layout/links/0/target', message: 'Block zz does not exist' }],
    ],
    ['a block filtering itself', page({ blocks: [list('a')], links: [{ source: 'a', target: 'a', field: 'f' }] }), [{ path: '/layout/links/0/target', message: 'A block cannot filter itself' }]],
    [
      'a widget has no selection',
      page({ blocks: [{ key: 'w', kind: 'widget', widgetCode: 'w1', x: 0, y: 0, w: 6, h: 4 }, list('b')], links: [{ source: 'w', target: 'b', field: 'f' }] }),
      [{ path: '/layout/links/0/source', message: 'Only a list or tree block has a selection to filter by' }],
    ],
    [
      'the same pair twice and an empty field',
      page({ blocks: [list('a'), list('b')], links: [{ source: 'a', target: 'b', field: 'f' }, { source: 'a', target: 'b', field: '' }] }),
      [
        { path: '/layout/links/1/target', message: 'The block is already filtered by that block' },
        { path: '/layout/links/1/field', message: 'The filtered field cannot be empty' },
      ],
    ],
  ])('%s', (_name, draft, issues) => {
    expect(plain(checkPageLayout(draft as never))).toEqual(issues);
  });

  it('speaks Chinese too', () => {
    const [first] = checkPageLayout({ viewType: 'layout', layout: { blocks: [] } });
    expect(renderMessage(first as Message, 'zh_CN')).toBe('布局页面至少需要一个区块');
  });
});

describe('a layout page as metadata', () => {
  const view: View = {
    viewName: 'Orders and lines',
    viewCode: 'orders_layout',
    viewType: 'layout',
    columns: [],
    layout: { blocks: [list('orders'), list('lines', { x: 12 })], links: [{ source: 'orders', target: 'lines', field: 'order_id' }] },
  };

  it('validates with its blocks and links', () => {
    expect(validateModel('view', view)).toEqual([]);
  });

  it('is refused with the rule where a link is broken, and by the schema where a block has no size', () => {
    const broken = { ...view, layout: { blocks: [list('orders'), { key: 'x', kind: 'list', viewCode: 'v', x: 0, y: 0, w: 0, h: 1 }], links: [{ source: 'nope', target: 'orders', field: 'f' }] } };
    const paths = validateModel('view', broken).map((i) => i.path);
    expect(paths).toContain('/layout/links/0/source');
    expect(paths).toContain('/layout/blocks/1/w');
  });
});

describe('linkConditions', () => {
  const links = [
    { source: 'a', target: 'c', field: 'a_id' },
    { source: 'b', target: 'c', field: 'code', sourceField: 'b_code' },
  ];

  it('asks nothing before a selection', () => {
    expect(linkConditions(links, {})).toEqual([]);
  });

  it('compares the target field with the selected record (its id unless another field is named)', () => {
    expect(linkConditions(links, { a: { id: '7' }, b: { id: '9', b_code: 'X' } })).toEqual([{ colCode: 'a_id', value: '7' }, { colCode: 'code', value: 'X' }]);
  });

  it('lists the links into a block', () => {
    expect(linksInto({ layout: { blocks: [], links } }, 'c')).toHaveLength(2);
    expect(linksInto({ layout: { blocks: [], links } }, 'a')).toEqual([]);
  });
});

describe('newBlock', () => {
  it('puts a grid block under the others at full width with a fresh key', () => {
    expect(newBlock('layout', 'list', [list('list1', { y: 0, h: 8 }), list('list2', { y: 8, h: 4 })])).toEqual({ key: 'list3', kind: 'list', x: 0, y: 12, w: LAYOUT_GRID_COLUMNS, h: 8 });
  });

  it('puts a free block below the lowest one in px', () => {
    expect(newBlock('dragLayout', 'widget', [])).toEqual({ key: 'widget1', kind: 'widget', x: 16, y: 16, w: 480, h: 320 });
  });
});

describe('mobileCardFields', () => {
  it('takes the first two columns as title and subtitle by default', () => {
    expect(mobileCardFields(undefined, ['name', 'code', 'amount'])).toEqual({ title: 'name', subtitle: 'code', rest: ['amount'] });
  });

  it('follows the card settings', () => {
    expect(mobileCardFields({ titleField: 'amount', subtitleField: 'name' }, ['name', 'code', 'amount'])).toEqual({ title: 'amount', subtitle: 'name', rest: ['code'] });
  });
});
