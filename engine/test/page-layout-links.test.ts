// Links of a layout page from a tree block: a chosen node filters the linked lists and forms by the link's field, the
// ends a designer may choose, and the rules of a link's target.
import { describe, expect, it } from 'vitest';
import { checkPageLayout, linkConditions, linkEnds, linksInto, type LayoutBlock, type PageLayout } from '../src/page/layout.ts';
import { renderMessage, type Message } from '../src/wire/message.ts';
import { plain } from './issues.ts';

const block = (key: string, kind: LayoutBlock['kind'], extra: Partial<LayoutBlock> = {}): LayoutBlock => ({
  key, kind, ...(kind === 'form' ? { formCode: `f_${key}` } : kind === 'widget' ? { widgetCode: `w_${key}` } : { viewCode: `v_${key}` }), x: 0, y: 0, w: 6, h: 8, ...extra,
});

const layout: PageLayout = {
  blocks: [block('depts', 'tree'), block('users', 'list', { x: 6 }), block('user', 'form', { x: 12 }), block('chart', 'widget', { x: 18 })],
  links: [
    { source: 'depts', target: 'users', field: 'dept_id' },
    { source: 'depts', target: 'user', field: 'id', sourceField: 'manager_id' },
  ],
};

describe('a tree block linked by selection', () => {
  it('asks nothing of its linked blocks before a node is chosen', () => {
    expect(linkConditions(linksInto({ layout }, 'users'), {})).toEqual([]);
  });

  it('filters a linked list by the chosen node (its id unless the link names a field)', () => {
    const selections = { depts: { id: 'd-sales', name: 'Sales', manager_id: 'u-7' } };
    expect(linkConditions(linksInto({ layout }, 'users'), selections)).toEqual([{ colCode: 'dept_id', value: 'd-sales' }]);
    expect(linkConditions(linksInto({ layout }, 'user'), selections)).toEqual([{ colCode: 'id', value: 'u-7' }]);
  });

  it('follows another node when the choice changes', () => {
    const links = linksInto({ layout }, 'users');
    expect(linkConditions(links, { depts: { id: 'd-rnd' } })).toEqual([{ colCode: 'dept_id', value: 'd-rnd' }]);
  });

  it('is a valid page', () => {
    expect(checkPageLayout({ viewType: 'layout', layout })).toEqual([]);
  });
});

describe('the ends of a link', () => {
  it('start at a list or tree and filter lists and forms other than the source', () => {
    const { sources, targets } = linkEnds(layout.blocks, 'depts');
    expect(sources.map((b) => b.key)).toEqual(['depts', 'users']);
    expect(targets.map((b) => b.key)).toEqual(['users', 'user']);
    expect(linkEnds(layout.blocks, 'users').targets.map((b) => b.key)).toEqual(['user']);
  });

  it('refuse a widget or a tree as the filtered block, with the rule message in both languages', () => {
    const issues = checkPageLayout({
      viewType: 'layout',
      layout: { ...layout, links: [{ source: 'depts', target: 'chart', field: 'dept_id' }, { source: 'users', target: 'depts', field: 'id' }] },
    });
    expect(plain(issues)).toEqual([
      { path: '/layout/links/0/target', message: 'Only a list or form block can be filtered' },
      { path: '/layout/links/1/target', message: 'Only a list or form block can be filtered' },
    ]);
    expect(renderMessage(issues[0] as Message, 'zh_CN')).toBe('只有列表或表单区块可以被筛选');
  });
});
