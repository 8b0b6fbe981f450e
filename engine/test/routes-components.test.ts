// Spec §2 menu component kinds: renderer kind, properties from the path and componentProps, eform query.
import { describe, expect, it } from 'vitest';
import { lastPathSegment, parseComponentProps, resolveComponent } from '../src/routes/index.ts';
import { menu } from './routes-fixtures.ts';

describe('component kinds', () => {
  it.each([
    {
      rule: 'eform view page: last path segment is viewCode',
      node: menu({ path: '/eform/view/orderList', component: 'eform/view' }),
      expected: { kind: 'eformView', props: { viewCode: 'orderList' }, query: {} },
    },
    {
      rule: 'eform view page: componentProps become colCode and queryValue query parameters',
      node: menu({
        path: '/eform/view/orderList',
        component: 'eform/view',
        componentProps: '[{"label":"status","value":"open"},{"label":"type","value":"A"}]',
      }),
      expected: {
        kind: 'eformView',
        props: { viewCode: 'orderList', status: 'open', type: 'A' },
        query: { colCode: 'status,type', queryValue: 'open,A' },
      },
    },
    {
      rule: 'report widget card: widgetCode',
      node: menu({ path: '/report/widget/sales', component: 'report/widget' }),
      expected: { kind: 'widget', props: { widgetCode: 'sales' }, query: {} },
    },
    {
      rule: 'form add tab: formCode',
      node: menu({ path: '/eform/formAdd/leave/', component: 'eform/formAdd' }),
      expected: { kind: 'formAdd', props: { formCode: 'leave' }, query: {} },
    },
    {
      rule: 'process tab: id with every @ replaced by a colon',
      node: menu({ path: '/bpm/processTab/leave@1@42', component: 'bpm/processTab' }),
      expected: { kind: 'processTab', props: { id: 'leave:1:42' }, query: {} },
    },
    {
      rule: 'iframe page: url from meta',
      node: menu({ path: '/ext/docs', component: 'iframe', meta: { url: 'https://example.com/docs' } }),
      expected: { kind: 'iframe', props: { url: 'https://example.com/docs' }, query: {} },
    },
    {
      rule: 'micro-app frame: microAppRoute and microAppUrl',
      node: menu({ path: '/micro/crm', component: 'microApp', microAppRoute: '/crm', microAppUrl: 'http://crm.local' }),
      expected: { kind: 'microApp', props: { microAppRoute: '/crm', microAppUrl: 'http://crm.local' }, query: {} },
    },
    {
      rule: 'folder',
      node: menu({ path: '/sys', component: 'layout/RouteView' }),
      expected: { kind: 'folder', props: {}, query: {} },
    },
    {
      rule: 'an item with children and no component is a folder',
      node: menu({ path: '/sys', component: '', children: [menu({ path: '/sys/a' })] }),
      expected: { kind: 'folder', props: {}, query: {} },
    },
    {
      rule: 'other components are registered pages; componentProps become properties',
      node: menu({ path: '/system/user', component: 'system/user', componentProps: '[{"label":"mode","value":"all"}]' }),
      expected: { kind: 'page', props: { mode: 'all' }, query: {} },
    },
    {
      rule: 'an unknown component is still a page (the shell shows a placeholder)',
      node: menu({ path: '/x', component: 'no/such/page' }),
      expected: { kind: 'page', props: {}, query: {} },
    },
    {
      rule: 'a registry key is never taken from the object prototype',
      node: menu({ path: '/x', component: 'constructor' }),
      expected: { kind: 'page', props: {}, query: {} },
    },
  ])('$rule', ({ node, expected }) => {
    expect(resolveComponent(node)).toEqual(expected);
  });
});

describe('componentProps parsing', () => {
  it.each([
    { raw: undefined, expected: [] },
    { raw: '', expected: [] },
    { raw: 'not json', expected: [] },
    { raw: '{"label":"a","value":"b"}', expected: [] },
    { raw: '[{"label":"a","value":"b"}]', expected: [{ label: 'a', value: 'b' }] },
    { raw: '[{"label":"n","value":3},{"label":"e"}]', expected: [{ label: 'n', value: '3' }, { label: 'e', value: '' }] },
    { raw: '[null, 1, {"value":"x"}, {"label":""}]', expected: [] },
  ])('$raw', ({ raw, expected }) => {
    expect(parseComponentProps(raw)).toEqual(expected);
  });

  it.each([
    ['/eform/view/abc', 'abc'],
    ['/eform/view/abc/', 'abc'],
    ['abc', 'abc'],
    ['/', ''],
  ])('lastPathSegment(%s) = %s', (path, expected) => {
    expect(lastPathSegment(path)).toBe(expected);
  });
});
