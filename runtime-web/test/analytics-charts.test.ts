// The engine's analytics specs are documents vega-lite accepts: Given report rows, When each chart's spec is compiled by
// the vega-lite the console draws with, Then it compiles to a vega spec with bars and without warnings.
import { compile } from 'vega-lite';
import { describe, expect, it } from 'vitest';
import {
  busiestHandlersChart, handlerName, instanceStatesChart, nodeDurationsChart, slowestNodesChart, type ChartTexts,
} from '@yc/engine/bpm/analytics';

const texts: ChartTexts = {
  template: 'Process', node: 'Step', handler: 'Handler', instances: 'Instances', state: 'State', avgHours: 'Average (h)',
  maxHours: 'Longest (h)', handled: 'Handled', running: 'Running', completed: 'Completed', suspended: 'Suspended',
};
const summary = [{ templateKey: 'a', templateName: 'A', started: 3, running: 1, completed: 1, suspended: 1, avgDurationSeconds: 60, maxDurationSeconds: 60 }];
const nodes = [{ templateKey: 'a', templateName: 'A', nodeId: 'n', nodeName: 'N', handled: 2, avgSeconds: 3600, maxSeconds: 7200, open: 1 }];
const users = [{ userId: 'u', handlerName: handlerName('Ann', 'ann'), handled: 2, avgSeconds: 60, open: 0 }];

describe('analytics chart specs', () => {
  it.each([
    ['states', instanceStatesChart(summary, texts, 'States')],
    ['node durations', nodeDurationsChart(nodes, texts, 'Durations')],
    ['slowest nodes', slowestNodesChart(nodes, texts, 'Slowest')],
    ['busiest handlers', busiestHandlersChart(users, texts, 'Busiest')],
  ])('compiles the %s chart without warnings', (_name, spec) => {
    const warnings: string[] = [];
    const logger = { level: () => logger, error: (...m: unknown[]) => warnings.push(m.join(' ')), warn: (...m: unknown[]) => warnings.push(m.join(' ')), info: () => logger, debug: () => logger };
    const { spec: vega } = compile(spec as never, { logger: logger as never });
    // vega-lite says so of every chart as wide as its container with rows of a step height: it fits the width only,
    // which is what these charts ask for.
    expect(warnings.filter((w) => !w.includes('Dropping "fit-y" because spec has discrete height'))).toEqual([]);
    expect(JSON.stringify(vega.marks)).toContain('"type":"rect"');
  });
});
