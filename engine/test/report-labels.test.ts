// Charts speak in labels: Given a dataset dimension over a dictionary-coded column, When its labels are known, Then the
// table rows, the axes, the legends and the tooltips show the labels in the reader's language while the rows keep
// their codes and order; two codes sharing a label stay apart; a pie names each slice with its value and share; and a
// spec built wrong fails vega-lite's own TopLevelSpec type.
import type { TopLevelSpec } from 'vega-lite';
import { compile } from 'vega-lite';
import { describe, expect, it } from 'vitest';
import { dimensionLabels, shownRows, widgetSpec, type Dataset, type Option, type VegaLiteSpec } from '../src/index.ts';

const priority: Option[] = [{ label: '高', labelEn: 'High', value: 'H' }, { label: '中', labelEn: 'Medium', value: 'M' }, { label: '低', value: 'L' }];
const dataset: Pick<Dataset, 'dimension' | 'measure'> = { dimension: ['priority'], measure: [{ colCode: '*', agg: 'count', alias: 'n' }] };
const rows = [{ priority: 'H', n: 2 }, { priority: 'L', n: 1 }, { priority: 'M', n: 1 }, { priority: 'X', n: 4 }];
const optionsOf = (d: string) => (d === 'priority' ? priority : undefined);

/** The values a spec draws (its own data). */
const drawn = (spec: unknown) => (spec as { data: { values: Record<string, unknown>[] } }).data.values;

describe('dimension labels', () => {
  it('Given English and Chinese readers, Then each gets the labels of their language (Chinese when no English name)', () => {
    expect(dimensionLabels(['priority', 'amount'], optionsOf, 'en_US')).toEqual({ priority: { H: 'High', M: 'Medium', L: '低' } });
    expect(dimensionLabels(['priority'], optionsOf, 'zh_CN')).toEqual({ priority: { H: '高', M: '中', L: '低' } });
  });

  it('Given two codes with the same label, Then each is shown with its code and they stay two groups', () => {
    const same = dimensionLabels(['p'], () => [{ label: 'Open', value: 'O1' }, { label: 'Open', value: 'O2' }, { label: 'Done', value: 'D' }], 'en_US');
    expect(same).toEqual({ p: { O1: 'Open (O1)', O2: 'Open (O2)', D: 'Done' } });
  });

  it('Given rows, Then the table shows labels (an unknown code as stored, several codes each by its label) in the answered order', () => {
    const labels = dimensionLabels(['priority'], optionsOf, 'en_US');
    expect(shownRows([...rows, { priority: 'H,M', n: 1 }, { priority: null, n: 0 }], labels).map((r) => r.priority))
      .toEqual(['High', '低', 'Medium', 'X', 'High, Medium', '']);
    expect(rows.map((r) => r.priority)).toEqual(['H', 'L', 'M', 'X']);
  });

  it('Given a column chart, Then its axis values are the labels, in the rows\' order', () => {
    const spec = widgetSpec({ widgetName: 'By priority', widgetType: 'Column' }, dataset, rows, dimensionLabels(['priority'], optionsOf, 'en_US'));
    expect(drawn(spec).map((p) => p.x)).toEqual(['High', '低', 'Medium', 'X']);
    expect(JSON.stringify(compile(spec as TopLevelSpec).spec)).toContain('"High"');
  });

  it('Given a pie, Then each slice is named in the legend with its value and share, and the tooltip has the share', () => {
    const spec = widgetSpec({ widgetName: 'Share', widgetType: 'Pie' }, dataset, rows, dimensionLabels(['priority'], optionsOf, 'zh_CN')) as VegaLiteSpec;
    expect(drawn(spec).map((p) => p.slice)).toEqual(['高: 2 (25%)', '低: 1 (13%)', '中: 1 (13%)', 'X: 4 (50%)']);
    expect(JSON.stringify(spec)).toContain('"field":"share"');
    const donut = widgetSpec({ widgetName: 'Share', widgetType: 'Donut' }, dataset, [{ priority: 'H', n: 1234.5 }], {});
    expect(drawn(donut).map((p) => p.slice)).toEqual(['H: 1,234.5 (100%)']);
  });
});

describe('chart specs are typed by vega-lite', () => {
  it('Given a widget spec, Then it is a TopLevelSpec; a mark given a field list as its tooltip is not', () => {
    const spec: TopLevelSpec = widgetSpec({ widgetName: 'S', widgetType: 'Bar' }, dataset, rows) as VegaLiteSpec;
    expect(spec).toHaveProperty('$schema');
    // @ts-expect-error a mark's tooltip takes no field list (the encoding's does): tsc refuses this spec
    const wrong: TopLevelSpec = { mark: { type: 'bar', tooltip: [{ field: 'x', type: 'nominal' }] }, data: { values: [] } };
    expect(wrong).toBeDefined();
  });
});
