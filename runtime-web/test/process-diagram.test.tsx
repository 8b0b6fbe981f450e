// @vitest-environment happy-dom
// The process diagram in happy-dom: one group per shape with its name to hover, the current node highlighted, the
// finished ones and the flows taken between them marked, arrowheads on sequence flows, names wrapped in their task.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProcessDiagram as Diagram } from '@yc/engine/bpm';
import { ProcessDiagram, wrapText } from '../src/pages/bpm/ProcessDiagram.tsx';
import { mount, type Mounted } from './dom-helpers.tsx';

/** Apply → Review → Approved? → Approve | Reject, laid out as the engine would. */
const diagram: Diagram = {
  minX: 0, minY: 0, width: 620, height: 240,
  shapes: [
    { id: 'start', type: 'startEvent', name: 'Apply', x: 0, y: 42, width: 36, height: 36, labelX: 18, labelY: 90 },
    { id: 'review', type: 'userTask', name: 'Review the leave request of the employee', x: 100, y: 20, width: 100, height: 80 },
    { id: 'decide', type: 'exclusiveGateway', name: 'Approved?', x: 260, y: 35, width: 50, height: 50 },
    { id: 'approve', type: 'userTask', name: 'Approve', x: 380, y: 20, width: 100, height: 80 },
    { id: 'reject', type: 'userTask', name: '驳回申请并通知申请人', x: 380, y: 140, width: 100, height: 80 },
    { id: 'wait', type: 'boundaryEvent', eventKind: 'timer', x: 460, y: 82, width: 36, height: 36 },
    { id: 'end', type: 'endEvent', x: 560, y: 42, width: 36, height: 36 },
  ],
  edges: [
    { id: 'f1', type: 'sequenceFlow', source: 'start', target: 'review', points: [{ x: 36, y: 60 }, { x: 100, y: 60 }] },
    { id: 'f2', type: 'sequenceFlow', source: 'review', target: 'decide', points: [{ x: 200, y: 60 }, { x: 260, y: 60 }] },
    { id: 'f3', type: 'sequenceFlow', name: 'yes', source: 'decide', target: 'approve', points: [{ x: 310, y: 60 }, { x: 380, y: 60 }], labelX: 345, labelY: 50 },
    { id: 'f4', type: 'sequenceFlow', name: 'no', source: 'decide', target: 'reject', points: [{ x: 285, y: 85 }, { x: 285, y: 180 }, { x: 380, y: 180 }] },
    { id: 'f5', type: 'sequenceFlow', source: 'approve', target: 'end', points: [{ x: 480, y: 60 }, { x: 560, y: 60 }] },
  ],
};

let mounted: Mounted;
beforeEach(() => {
  mounted = mount();
});
afterEach(() => mounted.unmount());

const node = (id: string) => mounted.container.querySelector(`[data-node-id="${id}"]`)!;
const edge = (id: string) => mounted.container.querySelector(`[data-edge-id="${id}"]`)!;

describe('the process diagram', () => {
  it('draws every shape with its name to hover, in a view of the diagram\'s bounds', () => {
    mounted.render(<ProcessDiagram diagram={diagram} />);
    const svg = mounted.container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('-20 -20 660 280');
    expect([...mounted.container.querySelectorAll('[data-node-id]')].map((g) => g.getAttribute('data-node-id')).sort())
      .toEqual(['approve', 'decide', 'end', 'reject', 'review', 'start', 'wait']);
    expect(node('review').querySelector('title')!.textContent).toBe('Review the leave request of the employee');
    expect(node('review').querySelector('rect')).not.toBeNull();
    expect(node('start').querySelector('circle')).not.toBeNull();
    // The gateway is a diamond with its × mark; the end event has the thick border.
    expect(node('decide').querySelectorAll('path')).toHaveLength(2);
    const endWidth = Number(node('end').querySelector('circle')!.getAttribute('stroke-width'));
    expect(endWidth).toBeGreaterThan(Number(node('start').querySelector('circle')!.getAttribute('stroke-width')));
    // A task's name is wrapped inside it; an event's below it.
    expect(node('review').querySelectorAll('tspan').length).toBeGreaterThan(1);
    expect(node('start').querySelector('text')!.textContent).toBe('Apply');
    expect(mounted.container.querySelectorAll('[data-state="idle"]').length).toBe(diagram.shapes.length + diagram.edges.length);
  });

  it('highlights the current node and marks the finished ones and the flows taken', () => {
    mounted.render(<ProcessDiagram diagram={diagram} current={['approve']} done={['start', 'review', 'decide']} />);
    expect(node('approve').getAttribute('data-state')).toBe('current');
    expect(['start', 'review', 'decide'].map((id) => node(id).getAttribute('data-state'))).toEqual(['done', 'done', 'done']);
    expect(['reject', 'end'].map((id) => node(id).getAttribute('data-state'))).toEqual(['idle', 'idle']);
    const stroke = (id: string) => node(id).querySelector('rect')!.getAttribute('stroke');
    expect(new Set([stroke('approve'), stroke('review'), stroke('reject')]).size).toBe(3);
    expect(['f1', 'f2', 'f3', 'f4', 'f5'].map((id) => edge(id).getAttribute('data-state'))).toEqual(['done', 'done', 'done', 'idle', 'idle']);
  });

  it('ends sequence flows in arrowheads and shows their names', () => {
    mounted.render(<ProcessDiagram diagram={diagram} done={['start', 'review']} current={['decide']} />);
    const lines = [...mounted.container.querySelectorAll('polyline')];
    expect(lines).toHaveLength(diagram.edges.length);
    for (const line of lines) {
      const id = /^url\(#(.+)\)$/.exec(line.getAttribute('marker-end') ?? '')?.[1];
      expect(id && mounted.container.querySelector(`marker[id="${id}"] path`), `the arrowhead of ${line.parentElement!.getAttribute('data-edge-id')}`).toBeTruthy();
    }
    expect(edge('f3').querySelector('text')!.textContent).toBe('yes');
  });

  it('wraps names by words, and CJK names anywhere', () => {
    expect(wrapText('Review the leave request', 120)).toEqual(['Review the leave', 'request']);
    expect(wrapText('驳回申请并通知申请人', 90)).toEqual(['驳回申请并通知', '申请人']);
    expect(wrapText('one two three four five six', 40, 2)).toEqual(['one', 'two…']);
  });

  it('shows an empty diagram as empty', () => {
    mounted.render(<ProcessDiagram diagram={{ minX: 0, minY: 0, width: 0, height: 0, shapes: [], edges: [] }} />);
    expect(mounted.container.querySelector('svg [data-node-id]')).toBeNull();
  });
});
