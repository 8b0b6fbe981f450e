// The canvas's BPMN shapes as @xyflow/react node types, drawn as the notation draws them (and as the console's process
// diagram does): events as circles with their marker (thick for an end, double for intermediate ones), activities as
// rounded boxes with a type icon, gateways as diamonds with their mark, pools and lanes with their name in a band,
// open sub-processes around what they hold, data, annotations and groups; any other type as a plain box.
import type { CSSProperties, ReactNode } from 'react';
import { Handle, NodeResizer, Position, type Node, type NodeProps } from '@xyflow/react';
import type { ShapeFamily } from '../kinds.ts';
import type { DesignNode } from '../document.ts';

export type ShapeData = { node: DesignNode; open: boolean; issue?: 'error' | 'warning'; onResized(box: { x: number; y: number; width: number; height: number }): void };
export type ShapeNode = Node<ShapeData>;

const INK = '#1f1f1f';
const PAPER = '#ffffff';
const SELECTED = '#1677ff';
const ISSUE = { error: '#ff4d4f', warning: '#faad14' } as const;
const FONT: CSSProperties = { fontSize: 12, lineHeight: '14px', color: INK, fontFamily: 'sans-serif', overflowWrap: 'anywhere' };

const stroke = ({ selected, data }: NodeProps<ShapeNode>) => (selected ? SELECTED : data.issue ? ISSUE[data.issue] : INK);

/** Handles on the left and right (either end of a flow: the canvas connects in loose mode). */
const Ends = () => (
  <>
    <Handle type="target" position={Position.Left} className="bpmn-handle" />
    <Handle type="source" position={Position.Right} className="bpmn-handle" />
  </>
);

/** A name under a small shape, as wide as it needs (events, gateways, data). */
function OuterLabel({ node }: { node: DesignNode }) {
  if (!node.name) return null;
  const width = Math.max(90, node.label?.width ?? 0);
  const top = node.label ? node.label.y - node.y : node.height + 4;
  const left = node.label ? node.label.x - node.x + node.label.width / 2 - width / 2 : node.width / 2 - width / 2;
  return <div style={{ ...FONT, position: 'absolute', top, left, width, textAlign: 'center', pointerEvents: 'none' }}>{node.name}</div>;
}

/** The marks of event definitions inside a circle of radius r centred at (c, c). */
function EventMark({ kind, c, r, ink, filled }: { kind?: string; c: number; r: number; ink: string; filled: boolean }) {
  const fill = filled ? ink : 'none';
  switch (kind) {
    case 'timer':
      return (
        <g stroke={ink} fill="none">
          <circle cx={c} cy={c} r={r * 0.62} />
          {Array.from({ length: 12 }, (_, i) => {
            const a = (i * Math.PI) / 6;
            return <line key={i} x1={c + Math.cos(a) * r * 0.5} y1={c + Math.sin(a) * r * 0.5} x2={c + Math.cos(a) * r * 0.6} y2={c + Math.sin(a) * r * 0.6} />;
          })}
          <path d={`M${c},${c} v${-r * 0.45} M${c},${c} l${r * 0.32},${r * 0.1}`} />
        </g>
      );
    case 'message':
      return (
        <path d={`M${c - r * 0.45},${c - r * 0.3} h${r * 0.9} v${r * 0.6} h${-r * 0.9} z M${c - r * 0.45},${c - r * 0.3} l${r * 0.45},${r * 0.32} l${r * 0.45},${-r * 0.32}`}
          stroke={filled ? PAPER : ink} fill={filled ? ink : 'none'} />
      );
    case 'signal':
      return <path d={`M${c},${c - r * 0.5} l${r * 0.45},${r * 0.78} h${-r * 0.9} z`} stroke={ink} fill={fill} />;
    case 'escalation':
      return <path d={`M${c},${c - r * 0.5} l${r * 0.35},${r * 0.85} l${-r * 0.35},${-r * 0.35} l${-r * 0.35},${r * 0.35} z`} stroke={ink} fill={fill} />;
    case 'error':
      return <path d={`M${c - r * 0.4},${c + r * 0.4} l${r * 0.2},${-r * 0.75} l${r * 0.25},${r * 0.4} l${r * 0.35},${-r * 0.45} l${-r * 0.2},${r * 0.75} l${-r * 0.25},${-r * 0.4} z`} stroke={ink} fill={fill} />;
    case 'terminate':
      return <circle cx={c} cy={c} r={r * 0.55} fill={ink} />;
    case 'conditional':
      return <path d={`M${c - r * 0.35},${c - r * 0.45} h${r * 0.7} v${r * 0.9} h${-r * 0.7} z M${c - r * 0.2},${c - r * 0.2} h${r * 0.4} M${c - r * 0.2},${c} h${r * 0.4} M${c - r * 0.2},${c + r * 0.2} h${r * 0.4}`} stroke={ink} fill="none" />;
    case 'link':
      return <path d={`M${c - r * 0.45},${c - r * 0.15} h${r * 0.45} v${-r * 0.22} l${r * 0.45},${r * 0.37} l${-r * 0.45},${r * 0.37} v${-r * 0.22} h${-r * 0.45} z`} stroke={ink} fill={fill} />;
    case 'multiple':
      return <path d={`M${c},${c - r * 0.5} l${r * 0.48},${r * 0.35} l${-r * 0.18},${r * 0.55} h${-r * 0.6} l${-r * 0.18},${-r * 0.55} z`} stroke={ink} fill={fill} />;
    case 'compensate':
      return <path d={`M${c},${c - r * 0.3} v${r * 0.6} l${-r * 0.4},${-r * 0.3} z M${c + r * 0.4},${c - r * 0.3} v${r * 0.6} l${-r * 0.4},${-r * 0.3} z`} stroke={ink} fill={fill} />;
    case 'cancel':
      return <path d={`M${c - r * 0.35},${c - r * 0.35} l${r * 0.7},${r * 0.7} M${c + r * 0.35},${c - r * 0.35} l${-r * 0.7},${r * 0.7}`} stroke={ink} strokeWidth={3} />;
    default:
      return null;
  }
}

function EventShape(props: NodeProps<ShapeNode>) {
  const { node } = props.data;
  const ink = stroke(props);
  const size = Math.min(node.width, node.height);
  const [c, r] = [size / 2, size / 2 - 2];
  const end = node.type === 'endEvent';
  const intermediate = !end && node.type !== 'startEvent';
  const throwing = end || node.type === 'intermediateThrowEvent';
  return (
    <div style={{ width: node.width, height: node.height, position: 'relative' }}>
      <svg width={node.width} height={node.height} style={{ display: 'block', overflow: 'visible' }}>
        <circle cx={c} cy={c} r={end ? r - 1 : r} fill={PAPER} stroke={ink} strokeWidth={end ? 3.5 : 1.5} />
        {intermediate && <circle cx={c} cy={c} r={r - 3} fill="none" stroke={ink} />}
        <EventMark kind={node.eventKind} c={c} r={r} ink={ink} filled={throwing} />
      </svg>
      <OuterLabel node={node} />
      <Ends />
    </div>
  );
}

/** Small icons of task types, in the box's top left corner. */
const TASK_ICONS: Record<string, (ink: string) => ReactNode> = {
  userTask: (ink) => <path d="M9,9 a4,4 0 1,1 0.01,0 M3,20 c0,-6 12,-6 12,0 z" stroke={ink} fill="none" transform="translate(4,2)" />,
  serviceTask: (ink) => (
    <g transform="translate(12,12)" stroke={ink} fill="none">
      <circle r={3} />
      {Array.from({ length: 8 }, (_, i) => <line key={i} x1={0} y1={-5} x2={0} y2={-8} transform={`rotate(${i * 45})`} strokeWidth={2} />)}
      <circle r={5.5} />
    </g>
  ),
  scriptTask: (ink) => <path d="M8,4 h10 c-3,3 -3,5 0,8 c3,3 3,5 0,8 h-10 c3,-3 3,-5 0,-8 c-3,-3 -3,-5 0,-8 z M9,9 h6 M9,13 h6 M9,17 h6" stroke={ink} fill="none" />,
  sendTask: (ink) => <path d="M5,7 h14 v10 h-14 z M5,7 l7,5 l7,-5" stroke={PAPER} fill={ink} />,
  receiveTask: (ink) => <path d="M5,7 h14 v10 h-14 z M5,7 l7,5 l7,-5" stroke={ink} fill="none" />,
  manualTask: (ink) => <path d="M4,12 h8 l4,-4 h4 v10 h-16 z" stroke={ink} fill="none" />,
  businessRuleTask: (ink) => <path d="M4,6 h16 v12 h-16 z M4,10 h16 M9,10 v8" stroke={ink} fill="none" />,
};

function ActivityShape(props: NodeProps<ShapeNode>) {
  const { node, open } = props.data;
  const ink = stroke(props);
  const collapsed = /subProcess|transaction|adHoc/i.test(node.type) && !open;
  const call = node.type === 'callActivity';
  return (
    <div style={{ width: node.width, height: node.height, position: 'relative', pointerEvents: open ? 'none' : undefined }}>
      <NodeResizer isVisible={props.selected && /Task|task|subProcess/.test(node.type)} minWidth={40} minHeight={30}
        onResizeEnd={(_event, box) => props.data.onResized({ x: box.x, y: box.y, width: box.width, height: box.height })} />
      <svg width={node.width} height={node.height} style={{ display: 'block', position: 'absolute', overflow: 'visible' }}>
        <rect x={1} y={1} width={node.width - 2} height={node.height - 2} rx={10} fill={open ? 'none' : PAPER} stroke={ink}
          strokeWidth={call ? 4 : 1.5} style={{ pointerEvents: open ? 'stroke' : undefined }} />
        {node.type === 'transaction' && <rect x={4} y={4} width={node.width - 8} height={node.height - 8} rx={8} fill="none" stroke={ink} />}
        {TASK_ICONS[node.type]?.(ink)}
        {collapsed && <path d={`M${node.width / 2 - 7},${node.height - 16} h14 v14 h-14 z M${node.width / 2},${node.height - 13} v8 M${node.width / 2 - 4},${node.height - 9} h8`} fill="none" stroke={ink} />}
      </svg>
      <div style={{
        ...FONT, position: 'absolute', inset: open ? '6px 8px auto 8px' : '4px 6px', display: 'flex', pointerEvents: open ? 'all' : undefined,
        alignItems: open ? 'flex-start' : 'center', justifyContent: open ? 'flex-start' : 'center', textAlign: open ? 'left' : 'center', overflow: 'hidden',
      }}>{node.name}</div>
      <Ends />
    </div>
  );
}

const GATEWAY_MARKS: Record<string, (c: number, h: number) => ReactNode> = {
  exclusiveGateway: (c, h) => <path d={`M${c - h * 0.28},${c - h * 0.28} l${h * 0.56},${h * 0.56} M${c + h * 0.28},${c - h * 0.28} l${-h * 0.56},${h * 0.56}`} strokeWidth={4} />,
  parallelGateway: (c, h) => <path d={`M${c},${c - h * 0.45} v${h * 0.9} M${c - h * 0.45},${c} h${h * 0.9}`} strokeWidth={4} />,
  inclusiveGateway: (c, h) => <circle cx={c} cy={c} r={h * 0.38} strokeWidth={3} fill="none" />,
  complexGateway: (c, h) => (
    <path d={`M${c},${c - h * 0.45} v${h * 0.9} M${c - h * 0.45},${c} h${h * 0.9} M${c - h * 0.3},${c - h * 0.3} l${h * 0.6},${h * 0.6} M${c + h * 0.3},${c - h * 0.3} l${-h * 0.6},${h * 0.6}`} strokeWidth={3} />
  ),
  eventBasedGateway: (c, h) => (
    <g fill="none">
      <circle cx={c} cy={c} r={h * 0.42} />
      <circle cx={c} cy={c} r={h * 0.34} />
      <path d={`M${c},${c - h * 0.2} l${h * 0.19},${h * 0.14} l${-h * 0.07},${h * 0.22} h${-h * 0.24} l${-h * 0.07},${-h * 0.22} z`} />
    </g>
  ),
};

function GatewayShape(props: NodeProps<ShapeNode>) {
  const { node } = props.data;
  const ink = stroke(props);
  const [w, hgt] = [node.width, node.height];
  const h = Math.min(w, hgt) / 2;
  return (
    <div style={{ width: w, height: hgt, position: 'relative' }}>
      <svg width={w} height={hgt} style={{ display: 'block', overflow: 'visible' }}>
        <path d={`M${w / 2},1 L${w - 1},${hgt / 2} L${w / 2},${hgt - 1} L1,${hgt / 2} z`} fill={PAPER} stroke={ink} strokeWidth={1.5} />
        <g stroke={ink} transform={`translate(${w / 2 - h},${hgt / 2 - h})`}>{GATEWAY_MARKS[node.type]?.(h, h)}</g>
      </svg>
      <OuterLabel node={node} />
      <Ends />
    </div>
  );
}

/** The band of a pool or lane holding its name upright. */
const BAND = 30;

function ContainerShape(props: NodeProps<ShapeNode>) {
  const { node } = props.data;
  const ink = stroke(props);
  // A pool or lane drawn top to bottom has its band along the top, its name level.
  const across = node.horizontal !== false;
  return (
    <div style={{ width: node.width, height: node.height, position: 'relative', pointerEvents: 'none' }}>
      <NodeResizer isVisible={props.selected} minWidth={100} minHeight={60}
        onResizeEnd={(_event, box) => props.data.onResized({ x: box.x, y: box.y, width: box.width, height: box.height })} />
      <svg width={node.width} height={node.height} style={{ display: 'block', position: 'absolute', overflow: 'visible' }}>
        <rect x={0.5} y={0.5} width={node.width - 1} height={node.height - 1} fill="none" stroke={ink} strokeWidth={1.5} style={{ pointerEvents: 'stroke' }} />
        {node.type === 'participant' && <path d={across ? `M${BAND},0 v${node.height}` : `M0,${BAND} h${node.width}`} stroke={ink} />}
      </svg>
      <div style={{
        ...FONT, position: 'absolute', left: 0, top: 0, pointerEvents: 'all', display: 'flex', alignItems: 'center', justifyContent: 'center',
        textAlign: 'center', overflow: 'hidden',
        ...(across ? { width: BAND, height: node.height, writingMode: 'vertical-rl', transform: 'rotate(180deg)' } : { width: node.width, height: BAND }),
      }}>{node.name}</div>
      <Ends />
    </div>
  );
}

function DataShape(props: NodeProps<ShapeNode>) {
  const { node } = props.data;
  const ink = stroke(props);
  const [w, h] = [node.width, node.height];
  return (
    <div style={{ width: w, height: h, position: 'relative' }}>
      <svg width={w} height={h} style={{ display: 'block', overflow: 'visible' }}>
        {node.type === 'dataStoreReference'
          ? <path d={`M1,7 a${w / 2 - 1},6 0 0,0 ${w - 2},0 a${w / 2 - 1},6 0 0,0 ${-(w - 2)},0 v${h - 14} a${w / 2 - 1},6 0 0,0 ${w - 2},0 v${-(h - 14)}`} fill={PAPER} stroke={ink} />
          : <path d={`M1,1 h${w - 12} l10,10 v${h - 12} h${-(w - 2)} z M${w - 11},1 v10 h10`} fill={PAPER} stroke={ink} />}
      </svg>
      <OuterLabel node={node} />
      <Ends />
    </div>
  );
}

function AnnotationShape(props: NodeProps<ShapeNode>) {
  const { node } = props.data;
  return (
    <div style={{ width: node.width, height: node.height, position: 'relative' }}>
      <svg width={node.width} height={node.height} style={{ display: 'block', position: 'absolute' }}>
        <path d={`M12,1 h-11 v${node.height - 2} h11`} fill="none" stroke={stroke(props)} />
      </svg>
      <div style={{ ...FONT, position: 'absolute', inset: '3px 4px 3px 6px', overflow: 'hidden' }}>{node.name}</div>
      <Ends />
    </div>
  );
}

function GroupShape(props: NodeProps<ShapeNode>) {
  const { node } = props.data;
  return (
    <div style={{ width: node.width, height: node.height, position: 'relative', pointerEvents: 'none' }}>
      <svg width={node.width} height={node.height} style={{ display: 'block', position: 'absolute' }}>
        <rect x={1} y={1} width={node.width - 2} height={node.height - 2} rx={10} fill="none" stroke={stroke(props)} strokeDasharray="8 4 2 4" style={{ pointerEvents: 'stroke' }} />
      </svg>
      <div style={{ ...FONT, position: 'absolute', top: 4, width: '100%', textAlign: 'center', pointerEvents: 'all' }}>{node.name}</div>
      <Ends />
    </div>
  );
}

function GenericShape(props: NodeProps<ShapeNode>) {
  const { node } = props.data;
  return (
    <div style={{ ...FONT, width: node.width, height: node.height, border: `1px dashed ${stroke(props)}`, background: PAPER, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      {node.name ?? node.type}
      <Ends />
    </div>
  );
}

export const SHAPE_TYPES: Record<ShapeFamily, (props: NodeProps<ShapeNode>) => ReactNode> = {
  event: EventShape, activity: ActivityShape, gateway: GatewayShape, container: ContainerShape,
  data: DataShape, annotation: AnnotationShape, group: GroupShape, generic: GenericShape,
};
