// The canvas's flows as an @xyflow/react edge type: drawn through the waypoints of their DI edge (not re-routed by the
// library), styled by kind — sequence flows with an arrow (a slash at the start of a default flow), message flows
// dashed from a circle to an open arrow, associations dotted — with their name where the file places it.
import { BaseEdge, type Edge, type EdgeProps } from '@xyflow/react';
import type { DesignEdge } from '../document.ts';

export type FlowData = { edge: DesignEdge; issue?: 'error' | 'warning' };
export type FlowEdge = Edge<FlowData>;

/** The ids of the markers (defined once by `FlowMarkers`). */
const MARKER = { arrow: 'bpmn-arrow', arrowSelected: 'bpmn-arrow-selected', open: 'bpmn-open', circle: 'bpmn-circle' } as const;

export function FlowMarkers() {
  return (
    <svg width={0} height={0} style={{ position: 'absolute' }} aria-hidden>
      <defs>
        {([['arrow', '#1f1f1f'], ['arrowSelected', '#1677ff']] as const).map(([name, fill]) => (
          <marker key={name} id={MARKER[name]} viewBox="0 0 10 10" refX={10} refY={5} markerUnits="userSpaceOnUse" markerWidth={10} markerHeight={10} orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" fill={fill} />
          </marker>
        ))}
        <marker id={MARKER.open} viewBox="0 0 10 10" refX={10} refY={5} markerUnits="userSpaceOnUse" markerWidth={10} markerHeight={10} orient="auto">
          <path d="M0,0 L10,5 L0,10" fill="none" stroke="#1f1f1f" />
        </marker>
        <marker id={MARKER.circle} viewBox="0 0 10 10" refX={5} refY={5} markerUnits="userSpaceOnUse" markerWidth={8} markerHeight={8}>
          <circle cx={5} cy={5} r={4} fill="#fff" stroke="#1f1f1f" />
        </marker>
      </defs>
    </svg>
  );
}

const STYLES: Record<string, { dash?: string; start?: string; end?: 'arrow' | 'open' }> = {
  sequenceFlow: { end: 'arrow' },
  messageFlow: { dash: '6 4', start: MARKER.circle, end: 'open' },
  association: { dash: '2 3' },
  dataInputAssociation: { dash: '2 3', end: 'open' },
  dataOutputAssociation: { dash: '2 3', end: 'open' },
};

/** Where a flow's name goes when the file does not say: the middle of its longest segment. */
function labelPoint(edge: DesignEdge) {
  if (edge.label) return { x: edge.label.x + edge.label.width / 2, y: edge.label.y + edge.label.height / 2 };
  let best = { x: 0, y: 0, length: -1 };
  edge.points.slice(1).forEach((p, i) => {
    const q = edge.points[i]!;
    const length = Math.hypot(p.x - q.x, p.y - q.y);
    if (length > best.length) best = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 - 8, length };
  });
  return best;
}

export function BpmnEdge({ id, data, selected }: EdgeProps<FlowEdge>) {
  if (!data || data.edge.points.length < 2) return null;
  const { edge } = data;
  const style = STYLES[edge.type] ?? {};
  const path = edge.points.map((p, i) => `${i ? 'L' : 'M'}${p.x},${p.y}`).join(' ');
  const colour = selected ? '#1677ff' : data.issue === 'error' ? '#ff4d4f' : '#1f1f1f';
  const end = style.end === 'arrow' ? `url(#${selected ? MARKER.arrowSelected : MARKER.arrow})` : style.end === 'open' ? `url(#${MARKER.open})` : undefined;
  const [a, b] = [edge.points[0]!, edge.points[1]!];
  const angle = Math.atan2(b.y - a.y, b.x - a.x);
  // The default-flow slash crosses the first segment near its start.
  const slash = { x: a.x + Math.cos(angle) * 10, y: a.y + Math.sin(angle) * 10 };
  const label = edge.name ? labelPoint(edge) : undefined;
  return (
    <>
      <BaseEdge id={id} path={path} markerEnd={end} markerStart={style.start ? `url(#${style.start})` : undefined} interactionWidth={14}
        style={{ stroke: colour, strokeWidth: selected ? 2 : 1.3, strokeDasharray: style.dash, fill: 'none' }} />
      {edge.isDefault && (
        <path d={`M${slash.x - 5},${slash.y + 5} L${slash.x + 5},${slash.y - 5}`} stroke={colour} strokeWidth={1.5} data-testid={`flow-default-${edge.id}`} />
      )}
      {label && (
        <text x={label.x} y={label.y} fontSize={12} textAnchor="middle" dominantBaseline="middle" fill="#1f1f1f" style={{ pointerEvents: 'none' }}
          data-testid={`flow-label-${edge.id}`}>{edge.name}</text>
      )}
    </>
  );
}

export const EDGE_TYPES = { bpmn: BpmnEdge };
