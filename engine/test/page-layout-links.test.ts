// Links of a layout page from a tree block: a chosen node filters the linked lists and forms by the link's field, the
// ends a designer may choose (any block but the source is filtered), and a widget's filter parameter.
import { describe, expect, it } from 'vitest';
import {
  checkPageLayout, LAYOUT_MESSAGES, linkConditions, linkEnds, linksInto, TREE_LINK_PARAM, treeLinkFilter, treeLinkQuery, widgetFilterColumn, widgetFilterParam,
  widgetLinkFilters, type LayoutBlock, type LayoutLink, type PageLayout,
} from '../src/page/layout.ts';
import { compileTreeChildren } from '../src/page/tree.ts';
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
  it('start at a list or tree and filter lists, trees, forms and widgets other than the source', () => {
    const { sources, targets } = linkEnds(layout.blocks, 'depts');
    expect(sources.map((b) => b.key)).toEqual(['depts', 'users']);
    expect(targets.map((b) => b.key)).toEqual(['users', 'user', 'chart']);
    expect(linkEnds(layout.blocks, 'users').targets.map((b) => b.key)).toEqual(['depts', 'user', 'chart']);
  });

  it('accept a widget and a tree as the filtered block', () => {
    const links = [{ source: 'depts', target: 'chart', field: 'dept_id' }, { source: 'users', target: 'depts', field: 'manager_id' }];
    expect(checkPageLayout({ viewType: 'layout', layout: { ...layout, links } })).toEqual([]);
  });

  it('still refuse a form or widget as the source, with the rule message in both languages', () => {
    const issues = checkPageLayout({ viewType: 'layout', layout: { ...layout, links: [{ source: 'chart', target: 'users', field: 'dept_id' }] } });
    expect(plain(issues)).toEqual([{ path: '/layout/links/0/source', message: 'Only a list or tree block has a selection to filter by' }]);
    expect(renderMessage(issues[0] as Message, 'zh_CN')).toBe('只有列表或树区块有可用于筛选的选中记录');
  });
});

describe('a widget block linked by selection', () => {
  it('is asked for its dataset filtered by the chosen record, as filter[<column>] of its data call', () => {
    const selections = { depts: { id: 'd-sales', region: 'north' } };
    const links: LayoutLink[] = [{ source: 'depts', target: 'chart', field: 'region', sourceField: 'region' }];
    const query = Object.fromEntries(linkConditions(links, selections).map((c) => [widgetFilterParam(c.colCode), String(c.value)]));
    expect(query).toEqual({ 'filter[region]': 'north' });
    expect(widgetFilterColumn('filter[region]')).toBe('region');
    expect(widgetFilterColumn('region')).toBeUndefined();
  });

  it('names a refused column in both languages', () => {
    const message = LAYOUT_MESSAGES.widgetFilterColumn('secret');
    expect(renderMessage(message, 'en_US')).toBe('The widget cannot be filtered by secret: it is not a dimension of its dataset');
    expect(renderMessage(message, 'zh_CN')).toBe('图表不能按 secret 筛选：它不是数据集的维度');
  });
});

describe('the link filters a widget and a tree are given', () => {
  it('append an equality on a dimension to the dataset\'s own filters, and keep the dataset\'s parameters apart', () => {
    const dataset = { dimension: ['region', 'product'], filters: [{ colCode: 'product', op: 'ne' as const, value: 'ice' }] };
    expect(widgetLinkFilters(dataset, { 'filter[region]': 'north', year: '2026' })).toEqual({
      params: { year: '2026' },
      filters: [{ colCode: 'product', op: 'ne', value: 'ice' }, { colCode: 'region', op: 'eq', value: 'north' }],
    });
    const refused = widgetLinkFilters(dataset, { 'filter[qty]': '1' });
    expect('refused' in refused && renderMessage(refused.refused, 'en_US')).toBe('The widget cannot be filtered by qty: it is not a dimension of its dataset');
  });

  it('give a tree block its conditions as one JSON parameter, read back as field → value (nothing when unreadable)', () => {
    const query = treeLinkQuery([{ colCode: 'id', value: 'd-1' }, { colCode: 'region', value: 7 }]);
    expect(query).toEqual({ [TREE_LINK_PARAM]: '{"id":"d-1","region":"7"}' });
    expect(treeLinkFilter(query[TREE_LINK_PARAM])).toEqual({ id: 'd-1', region: '7' });
    expect(treeLinkQuery([])).toEqual({});
    for (const raw of [undefined, '', 'not json', '[1]', 'null']) expect(treeLinkFilter(raw)).toBeUndefined();
  });

  it('make the roots of a tree the topmost records matching them, values bound', () => {
    const target = { table: 'dept', parentField: 'parent_id', labelField: 'name', columns: [] };
    const { text, values } = compileTreeChildren(target, null, {}, [{ colCode: 'region', value: "n' or 1=1" }]);
    expect(text).toContain(`where n."region" = $1 and not exists (select 1 from "dept" p where p."id" = n."parent_id" and p."region" = $2)`);
    expect(values).toEqual(["n' or 1=1", "n' or 1=1"]);
    // A node's children ignore them.
    expect(compileTreeChildren(target, 'd-1', {}, [{ colCode: 'region', value: 'n' }]).values).toEqual(['d-1']);
  });
});
