// Widget charts: Given a widget of each type over known rows, When its vega-lite spec is built, Then it matches its
// snapshot and the vega-lite the console draws with compiles it without warnings, drawing marks.
import { compile } from 'vega-lite';
import { describe, expect, it } from 'vitest';
import { chartNumber, WIDGET_TYPES, widgetRows, widgetSpec, type Dataset, type WidgetType } from '../src/index.ts';

const dataset: Pick<Dataset, 'dimension' | 'measure'> = {
  dimension: ['region', 'product'],
  measure: [{ colCode: 'qty', agg: 'sum', alias: 'total' }, { colCode: '*', agg: 'count', alias: 'n' }],
};
const rows = [
  { region: 'north', product: 'tea', total: 12, n: 3 }, { region: 'north', product: 'rice', total: 5, n: 1 },
  { region: 'south', product: 'tea', total: 7, n: 2 }, { region: 'south', product: 'rice', total: 9, n: 4 },
];
const charts = WIDGET_TYPES.filter((t): t is Exclude<WidgetType, 'Table'> => t !== 'Table');

function compiled(spec: Record<string, unknown>) {
  const warnings: string[] = [];
  const logger = { level: () => logger, error: (...m: unknown[]) => warnings.push(m.join(' ')), warn: (...m: unknown[]) => warnings.push(m.join(' ')), info: () => logger, debug: () => logger };
  const { spec: vega } = compile(spec as never, { logger: logger as never });
  return { vega, warnings };
}

describe('widget chart specs', () => {
  it('covers the 18 chart types of the spec and the number card and ranking', () => {
    expect(charts).toHaveLength(20);
  });

  it.each(charts)('%s: matches its snapshot and compiles without warnings', (widgetType) => {
    const spec = widgetSpec({ widgetName: 'Sales', widgetType, options: { title: 'Sales' } }, dataset, rows) as unknown as Record<string, unknown>;
    expect(spec).toMatchSnapshot();
    const { vega, warnings } = compiled(spec);
    expect(warnings).toEqual([]);
    expect(JSON.stringify(vega.marks).length).toBeGreaterThan(20);
  });

  it('Given a table widget, Then no chart; Given a dataset without measures, Then the spec\'s message', () => {
    expect(widgetSpec({ widgetName: 'T', widgetType: 'Table' }, dataset, rows)).toBeNull();
    expect(widgetSpec({ widgetName: 'P', widgetType: 'Pie' }, { dimension: ['region'], measure: [] }, rows)).toEqual({ code: 'report.datasetEmpty' });
  });

  it('Given many rows, When ranked, Then the ten largest, largest first', () => {
    const many = Array.from({ length: 15 }, (_, i) => ({ region: `r${i}`, total: (i * 7) % 15 }));
    const ranked = widgetRows({ widgetType: 'TopRanking' }, dataset, many);
    expect(ranked.map((r) => r.total)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
  });
});

describe('the charts\' number writer', () => {
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

  it('Given numbers of every kind, When written for a legend, Then the text of Intl\'s en-US format with at most two decimals', () => {
    const fixed = [0, -0, 1, -1, 3, 12.5, 0.1 + 0.2, 1.005, 2.675, 1.125, -1.125, 0.004, -0.004, 0.005, -0.005, 999.995, 999.994,
      1000, -1000, 1234.5678, 12345, 123456, 1234567.891, -9876543.21, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e20, 9.999e20, 1e21, 1.5e25,
      5e-7, Number.MIN_VALUE, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
    // Random values over many magnitudes, with two to six decimals, and values on the halves of the last decimal.
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const drawn = Array.from({ length: 3000 }, (_, i) => {
      const magnitude = 10 ** Math.floor(random() * 12 - 3);
      const value = (random() - 0.3) * magnitude;
      return i % 3 === 0 ? Math.round(value * 1000) / 1000 : i % 3 === 1 ? Math.round(value * 200) / 200 : value;
    });
    for (const n of [...fixed, ...drawn]) expect(chartNumber(n), String(n)).toBe(intl.format(n));
  });
});
