// A process's BPMN diagram in SVG (as the engine's processDiagram gives it), its current nodes highlighted and the
// finished ones marked: as wide as its container, scrolled sideways when too large to read at that width.
import { Empty, theme } from 'antd';
import { useId, type ReactNode } from 'react';
import type { DiagramEdge, DiagramShape, ProcessDiagram as Diagram } from '@yc/engine/bpm';

/** What a node is in the process's run: one of its current nodes, a finished one, or neither. */
export const NODE_STATES = { current: 'current', done: 'done', idle: 'idle' } as const;
export type NodeState = keyof typeof NODE_STATES;

const PADDING = 20;
/** Below this scale a diagram is not shrunk further but scrolls. */
const MIN_SCALE = 0.6;
const FONT = 12;
const LINE = 14;
/** The band of a pool or lane that holds its vertical name. */
const BAND = 30;

interface Paint {
  stroke: string;
  fill: string;
  strokeWidth: number;
  text: string;
}

/** The width of a text in the diagram's font, near enough to wrap it (CJK characters are square). */
const textWidth = (text: string) => [...text].reduce((sum, c) => sum + (/[\u2E80-\uFFFF]/.test(c) ? FONT : FONT * 0.6), 0);

/** A name in lines at most `width` wide (words kept whole, CJK broken anywhere), at most `max` lines. */
export function wrapText(text: string, width: number, max = Infinity): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const token of paragraph.split(/(\s+|[\u2E80-\uFFFF])/).filter(Boolean)) {
      if (line.trim() && textWidth(line + token) > width) {
        lines.push(line.trim());
        line = token.trimStart();
      } else line += token;
    }
    if (line.trim()) lines.push(line.trim());
  }
  return lines.length > max ? [...lines.slice(0, max - 1), `${lines[max - 1]}…`] : lines;
}

/** Lines centred on (x, y); `top` puts the first line at y instead. */
function Label({ text, x, y, width, paint, max, top, anchor = 'middle', transform }: {
  text?: string; x: number; y: number; width: number; paint: Paint; max?: number; top?: boolean; anchor?: 'start' | 'middle'; transform?: string;
}) {
  if (!text) return null;
  const lines = wrapText(text, width, max);
  const first = top ? FONT * 0.8 : -((lines.length - 1) * LINE) / 2 + FONT * 0.35;
  return (
    <text x={x} y={y + first} fontSize={FONT} fill={paint.text} textAnchor={anchor} transform={transform}>
      {lines.map((line, i) => <tspan key={i} x={x} dy={i ? LINE : 0}>{line}</tspan>)}
    </text>
  );
}

const outsideLabel = (s: DiagramShape, paint: Paint) => (
  <Label text={s.name} x={s.labelX ?? s.x + s.width / 2} y={s.labelY ?? s.y + s.height + 14} width={Math.max(90, s.width)} paint={paint} max={3} />
);

type Draw = (s: DiagramShape, paint: Paint, expanded: boolean) => ReactNode;

const drawActivity: Draw = (s, paint, expanded) => (
  <>
    <rect x={s.x} y={s.y} width={s.width} height={s.height} rx={10} fill={paint.fill} stroke={paint.stroke}
      strokeWidth={s.type === 'callActivity' ? paint.strokeWidth + 2 : paint.strokeWidth} />
    {expanded
      ? <Label text={s.name} x={s.x + 8} y={s.y + 6} width={s.width - 16} paint={paint} max={2} top anchor="start" />
      : <Label text={s.name} x={s.x + s.width / 2} y={s.y + s.height / 2} width={s.width - 10} paint={paint} max={Math.max(1, Math.floor((s.height - 8) / LINE))} />}
    {!expanded && /subProcess|transaction/i.test(s.type) && (
      // The closed sub-process marker: a boxed plus at the bottom.
      <path d={`M${s.x + s.width / 2 - 7},${s.y + s.height - 16}h14v14h-14z M${s.x + s.width / 2},${s.y + s.height - 13}v8 M${s.x + s.width / 2 - 4},${s.y + s.height - 9}h8`}
        fill="none" stroke={paint.stroke} />
    )}
  </>
);

/** The inner marks of event kinds, drawn in a circle of radius r around (x, y); filled for throwing events. */
const EVENT_ICONS: Record<string, (x: number, y: number, r: number, stroke: string, filled: boolean) => ReactNode> = {
  timer: (x, y, r, stroke) => (
    <>
      <circle cx={x} cy={y} r={r * 0.6} fill="none" stroke={stroke} />
      <path d={`M${x},${y}v${-r * 0.45} M${x},${y}l${r * 0.3},${r * 0.15}`} stroke={stroke} fill="none" />
    </>
  ),
  message: (x, y, r, stroke, filled) => (
    <path d={`M${x - r * 0.45},${y - r * 0.3}h${r * 0.9}v${r * 0.6}h${-r * 0.9}z M${x - r * 0.45},${y - r * 0.3}l${r * 0.45},${r * 0.3}l${r * 0.45},${-r * 0.3}`}
      stroke={filled ? 'white' : stroke} fill={filled ? stroke : 'none'} />
  ),
  signal: (x, y, r, stroke, filled) => <path d={`M${x},${y - r * 0.5}l${r * 0.45},${r * 0.8}h${-r * 0.9}z`} stroke={stroke} fill={filled ? stroke : 'none'} />,
  error: (x, y, r, stroke, filled) => (
    <path d={`M${x - r * 0.4},${y + r * 0.4}l${r * 0.2},${-r * 0.75}l${r * 0.25},${r * 0.4}l${r * 0.35},${-r * 0.45}l${-r * 0.2},${r * 0.75}l${-r * 0.25},${-r * 0.4}z`}
      stroke={stroke} fill={filled ? stroke : 'none'} />
  ),
  terminate: (x, y, r, stroke) => <circle cx={x} cy={y} r={r * 0.55} fill={stroke} />,
};

const drawEvent: Draw = (s, paint) => {
  const [x, y, r] = [s.x + s.width / 2, s.y + s.height / 2, Math.min(s.width, s.height) / 2];
  const end = s.type === 'endEvent';
  const intermediate = !end && s.type !== 'startEvent';
  const icon = s.eventKind ? EVENT_ICONS[s.eventKind] : undefined;
  return (
    <>
      <circle cx={x} cy={y} r={r} fill={paint.fill} stroke={paint.stroke} strokeWidth={end ? paint.strokeWidth + 2.5 : paint.strokeWidth} />
      {intermediate && <circle cx={x} cy={y} r={r - 3} fill="none" stroke={paint.stroke} />}
      {icon?.(x, y, r, paint.stroke, end || s.type === 'intermediateThrowEvent')}
      {outsideLabel(s, paint)}
    </>
  );
};

/** The marks inside gateways, in a diamond of half-width h around (x, y). */
const GATEWAY_MARKS: Record<string, (x: number, y: number, h: number) => string> = {
  exclusiveGateway: (x, y, h) => `M${x - h * 0.3},${y - h * 0.3}l${h * 0.6},${h * 0.6} M${x + h * 0.3},${y - h * 0.3}l${-h * 0.6},${h * 0.6}`,
  parallelGateway: (x, y, h) => `M${x},${y - h * 0.45}v${h * 0.9} M${x - h * 0.45},${y}h${h * 0.9}`,
  inclusiveGateway: (x, y, h) => `M${x - h * 0.38},${y}a${h * 0.38},${h * 0.38} 0 1,0 ${h * 0.76},0a${h * 0.38},${h * 0.38} 0 1,0 ${-h * 0.76},0`,
  complexGateway: (x, y, h) => `${GATEWAY_MARKS.exclusiveGateway!(x, y, h)} ${GATEWAY_MARKS.parallelGateway!(x, y, h)}`,
  eventBasedGateway: (x, y, h) => `M${x - h * 0.4},${y}a${h * 0.4},${h * 0.4} 0 1,0 ${h * 0.8},0a${h * 0.4},${h * 0.4} 0 1,0 ${-h * 0.8},0 M${x},${y - h * 0.22}l${h * 0.21},${h * 0.15}l${-h * 0.08},${h * 0.25}h${-h * 0.26}l${-h * 0.08},${-h * 0.25}z`,
};

const drawGateway: Draw = (s, paint) => {
  const [x, y, h] = [s.x + s.width / 2, s.y + s.height / 2, Math.min(s.width, s.height) / 2];
  const mark = GATEWAY_MARKS[s.type];
  return (
    <>
      <path d={`M${x},${y - h}L${x + h},${y}L${x},${y + h}L${x - h},${y}z`} fill={paint.fill} stroke={paint.stroke} strokeWidth={paint.strokeWidth} />
      {mark && <path d={mark(x, y, h)} fill="none" stroke={paint.stroke} strokeWidth={s.type === 'eventBasedGateway' ? 1 : 3} />}
      {outsideLabel(s, paint)}
    </>
  );
};

/** Pools and lanes: a rectangle with the name upright in a band on the left. */
const drawPool: Draw = (s, paint) => (
  <>
    <rect x={s.x} y={s.y} width={s.width} height={s.height} fill="none" stroke={paint.stroke} strokeWidth={paint.strokeWidth} />
    <path d={`M${s.x + BAND},${s.y}v${s.height}`} stroke={paint.stroke} />
    <Label text={s.name} x={s.x + BAND / 2} y={s.y + s.height / 2} width={s.height - 10} paint={paint} max={2}
      transform={`rotate(-90 ${s.x + BAND / 2} ${s.y + s.height / 2})`} />
  </>
);

const drawData: Draw = (s, paint) => (
  <>
    {s.type === 'dataStoreReference'
      ? <path d={`M${s.x},${s.y + 6}a${s.width / 2},6 0 0,0 ${s.width},0a${s.width / 2},6 0 0,0 ${-s.width},0v${s.height - 12}a${s.width / 2},6 0 0,0 ${s.width},0v${-(s.height - 12)}`}
        fill={paint.fill} stroke={paint.stroke} />
      : <path d={`M${s.x},${s.y}h${s.width - 10}l10,10v${s.height - 10}h${-s.width}z M${s.x + s.width - 10},${s.y}v10h10`} fill={paint.fill} stroke={paint.stroke} />}
    {outsideLabel(s, paint)}
  </>
);

const drawAnnotation: Draw = (s, paint) => (
  <>
    <path d={`M${s.x + 10},${s.y}h-10v${s.height}h10`} fill="none" stroke={paint.stroke} />
    <Label text={s.name} x={s.x + 5} y={s.y + 4} width={s.width - 8} paint={paint} max={Math.max(1, Math.floor(s.height / LINE))} top anchor="start" />
  </>
);

const drawGroup: Draw = (s, paint) => (
  <>
    <rect x={s.x} y={s.y} width={s.width} height={s.height} rx={10} fill="none" stroke={paint.stroke} strokeDasharray="8 4 2 4" />
    <Label text={s.name} x={s.x + s.width / 2} y={s.y + 4} width={s.width - 10} paint={paint} max={1} top />
  </>
);

/** How a shape is drawn, by its type (activities for any other). */
function drawing(type: string): { draw: Draw; layer: number } {
  if (type === 'participant' || type === 'lane') return { draw: drawPool, layer: 0 };
  if (type === 'group') return { draw: drawGroup, layer: 1 };
  if (type.endsWith('Event')) return { draw: drawEvent, layer: 3 };
  if (type.endsWith('Gateway')) return { draw: drawGateway, layer: 2 };
  if (type === 'textAnnotation') return { draw: drawAnnotation, layer: 2 };
  if (type.startsWith('data')) return { draw: drawData, layer: 2 };
  return { draw: drawActivity, layer: 2 };
}

const inside = (inner: DiagramShape, outer: DiagramShape) => inner !== outer
  && inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

/** A sub-process is open when the file says so, or (when it does not) when other shapes lie in it. */
const isOpen = (s: DiagramShape, all: readonly DiagramShape[]) =>
  /subProcess|transaction/i.test(s.type) && (s.expanded ?? all.some((other) => inside(other, s)));

const EDGE_STYLES: Record<string, { dash?: string; start?: 'circle'; end?: 'arrow' | 'open' }> = {
  sequenceFlow: { end: 'arrow' },
  messageFlow: { dash: '6 4', start: 'circle', end: 'open' },
  association: { dash: '2 3' },
  dataInputAssociation: { dash: '2 3', end: 'open' },
  dataOutputAssociation: { dash: '2 3', end: 'open' },
};

export function ProcessDiagram({ diagram, current = [], done = [] }: { diagram: Diagram; current?: readonly string[]; done?: readonly string[] }) {
  const { token } = theme.useToken();
  const uid = useId().replace(/[^\w-]/g, '');
  if (diagram.shapes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;

  const currentSet = new Set(current);
  const doneSet = new Set(done);
  const stateOf = (id: string): NodeState => (currentSet.has(id) ? 'current' : doneSet.has(id) ? 'done' : 'idle');
  const paints: Record<NodeState, Paint> = {
    current: { stroke: token.colorPrimary, fill: token.colorPrimaryBg, strokeWidth: 3, text: token.colorText },
    done: { stroke: token.colorSuccess, fill: token.colorSuccessBg, strokeWidth: 2, text: token.colorText },
    idle: { stroke: token.colorText, fill: token.colorBgContainer, strokeWidth: 1.5, text: token.colorText },
  };
  // A flow was taken when it leaves a finished node for a finished or current one.
  const edgeState = (e: DiagramEdge): NodeState =>
    (e.source && doneSet.has(e.source) && e.target && (doneSet.has(e.target) || currentSet.has(e.target)) ? 'done' : 'idle');
  const marker = (kind: string, state: NodeState) => `url(#${uid}-${kind}-${state})`;

  const shapes = diagram.shapes
    .map((s, order) => {
      const open = isOpen(s, diagram.shapes);
      // Open sub-processes go under what they hold, the outer first.
      return { s, open, order, layer: open ? 1 : drawing(s.type).layer, area: s.width * s.height };
    })
    .sort((a, b) => a.layer - b.layer || (a.layer <= 1 ? b.area - a.area : 0) || a.order - b.order);
  const [x, y, width, height] = [diagram.minX - PADDING, diagram.minY - PADDING, diagram.width + 2 * PADDING, diagram.height + 2 * PADDING];
  const beneath = shapes.filter((d) => d.layer <= 1);
  const above = shapes.filter((d) => d.layer > 1);

  const shape = ({ s, open, order }: (typeof shapes)[number]) => {
    const state = stateOf(s.id);
    return (
      <g key={`s-${order}`} data-node-id={s.id} data-state={state} data-type={s.type}>
        <title>{s.name ?? s.id}</title>
        {drawing(s.type).draw(s, paints[state], open)}
      </g>
    );
  };
  const edge = (e: DiagramEdge, index: number) => {
    const state = edgeState(e);
    const style = EDGE_STYLES[e.type] ?? {};
    const paint = paints[state];
    return (
      <g key={`e-${index}`} data-edge-id={e.id} data-state={state} data-type={e.type}>
        {e.name && <title>{e.name}</title>}
        <polyline points={e.points.map((p) => `${p.x},${p.y}`).join(' ')} fill="none" stroke={paint.stroke}
          strokeWidth={state === 'done' ? 2 : 1.2} strokeDasharray={style.dash}
          markerEnd={style.end === 'arrow' ? marker('arrow', state) : style.end === 'open' ? marker('open', 'idle') : undefined}
          markerStart={style.start ? marker('circle', 'idle') : undefined} />
        {e.name && e.labelX !== undefined && <Label text={e.name} x={e.labelX} y={e.labelY!} width={120} paint={paint} max={3} />}
      </g>
    );
  };

  return (
    <div style={{ overflowX: 'auto', width: '100%' }} data-testid="process-diagram">
      <svg viewBox={`${x} ${y} ${width} ${height}`} role="img" fontFamily={token.fontFamily}
        style={{ display: 'block', margin: '0 auto', width: '100%', height: 'auto', minWidth: width * MIN_SCALE, maxWidth: width }}>
        <defs>
          {(['idle', 'done'] as const).map((state) => (
            <marker key={state} id={`${uid}-arrow-${state}`} viewBox="0 0 10 10" refX={10} refY={5} markerUnits="userSpaceOnUse"
              markerWidth={10} markerHeight={10} orient="auto-start-reverse">
              <path d="M0,0L10,5L0,10z" fill={paints[state].stroke} />
            </marker>
          ))}
          <marker id={`${uid}-open-idle`} viewBox="0 0 10 10" refX={10} refY={5} markerUnits="userSpaceOnUse" markerWidth={10} markerHeight={10} orient="auto">
            <path d="M0,0L10,5L0,10" fill="none" stroke={paints.idle.stroke} />
          </marker>
          <marker id={`${uid}-circle-idle`} viewBox="0 0 10 10" refX={5} refY={5} markerUnits="userSpaceOnUse" markerWidth={8} markerHeight={8}>
            <circle cx={5} cy={5} r={4} fill={token.colorBgContainer} stroke={paints.idle.stroke} />
          </marker>
        </defs>
        {beneath.map(shape)}
        {diagram.edges.map(edge)}
        {above.map(shape)}
      </svg>
    </div>
  );
}
