// The analytics charts as vega-lite documents: Given the rows the server reports, When a chart is built, Then it draws
// them as the dashboard shows them (snapshots), rankings keep the top ten, largest first, and users read as
// realname (username).
import { describe, expect, it } from 'vitest';
import {
  busiestHandlersChart, handlerName, hoursOf, instanceStatesChart, nodeDurationsChart, slowestNodesChart, topRanking, TOP_RANKING,
  type ChartTexts, type HandlerSummary, type NodeSummary, type TemplateSummary,
} from '../src/bpm/analytics.ts';

const texts: ChartTexts = {
  template: 'Process', node: 'Step', handler: 'Handler', instances: 'Instances', state: 'State', avgHours: 'Average (h)',
  maxHours: 'Longest (h)', handled: 'Handled', running: 'Running', completed: 'Completed', suspended: 'Suspended',
};

const summary: TemplateSummary[] = [
  { templateKey: 'leave', templateName: 'Leave', started: 5, running: 2, completed: 2, suspended: 1, avgDurationSeconds: 7200, maxDurationSeconds: 10800 },
  { templateKey: 'trip', templateName: 'Trip', started: 1, running: 1, completed: 0, suspended: 0, avgDurationSeconds: null, maxDurationSeconds: null },
];

const node = (n: number, avgSeconds: number | null): NodeSummary => ({
  templateKey: 'leave', templateName: 'Leave', nodeId: `n${n}`, nodeName: `Step ${n}`, handled: n, avgSeconds, maxSeconds: avgSeconds === null ? null : avgSeconds * 2, open: 1,
});

const handler = (n: number, handled: number): HandlerSummary => ({ userId: `u${n}`, handlerName: handlerName(`User ${n}`, `u${n}`), handled, avgSeconds: 60, open: 0 });

describe('analytics charts', () => {
  it('Given templates with instances in each state, When the states chart is built, Then it stacks running, completed and suspended per template', () => {
    const spec = instanceStatesChart(summary, texts, 'Instances by state');
    expect(spec).toMatchSnapshot();
    expect((spec.data as { values: unknown[] }).values).toHaveLength(6);
  });

  it('Given nodes with handling times, When the durations chart is built, Then it draws the average as a bar and the longest as a tick, in hours', () => {
    const spec = nodeDurationsChart([node(1, 5400), node(2, null)], texts, 'Handling time per step');
    expect(spec).toMatchSnapshot();
    expect((spec.data as { values: unknown[] }).values).toEqual([
      { node: 'Leave · Step 1', avg: 1.5, max: 3 }, { node: 'Leave · Step 2', avg: null, max: null },
    ]);
  });

  it('Given twelve nodes, When the slowest-nodes ranking is built, Then it shows the ten slowest, slowest first', () => {
    const rows = Array.from({ length: 12 }, (_, i) => node(i + 1, (i + 1) * 3600));
    const spec = slowestNodesChart(rows, texts, 'Slowest steps');
    expect(spec).toMatchSnapshot();
    const values = (spec.data as { values: { label: string; value: number }[] }).values;
    expect(values).toHaveLength(TOP_RANKING);
    expect(values.map((v) => v.value)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('Given handlers, When the busiest-handlers ranking is built, Then the one with most handled tasks comes first, ties in the order reported', () => {
    const spec = busiestHandlersChart([handler(1, 3), handler(2, 9), handler(3, 3)], texts, 'Busiest handlers');
    expect(spec).toMatchSnapshot();
    expect((spec.data as { values: { label: string }[] }).values.map((v) => v.label)).toEqual(['User 2 (u2)', 'User 1 (u1)', 'User 3 (u3)']);
  });
});

describe('analytics helpers', () => {
  it('names a user as realname (username), or by the username when the real name is empty', () => {
    expect(handlerName('Ann Lee', 'ann')).toBe('Ann Lee (ann)');
    expect(handlerName('  ', 'ann')).toBe('ann');
    expect(handlerName(null, 'ann')).toBe('ann');
  });

  it('draws durations in hours with two decimals, and leaves rows without a value out of a ranking', () => {
    expect(hoursOf(4500)).toBe(1.25);
    expect(hoursOf(null)).toBeNull();
    expect(topRanking([{ v: null }, { v: 2 }, { v: 5 }], (r) => r.v)).toEqual([{ v: 5 }, { v: 2 }]);
  });
});
