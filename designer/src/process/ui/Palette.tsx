// The palette: each kind of node the designer adds, dragged onto the canvas (dropped where it is let go) or clicked
// (added in the middle of what the canvas shows).
import type { DragEvent, ReactNode } from 'react';
import { Tooltip, Typography } from 'antd';
import type { Language } from '@yc/engine';
import { PALETTE_ORDER, type PaletteKind } from '../kinds.ts';
import { text } from './texts.ts';

/** The drag payload's type: the kind travels as text under it. */
export const PALETTE_MIME = 'application/x-yc-bpmn-kind';

const stroke = { stroke: '#1f1f1f', fill: 'none', strokeWidth: 1.5 } as const;
const GLYPHS: Record<PaletteKind, ReactNode> = {
  startEvent: <circle cx={14} cy={14} r={10} {...stroke} />,
  endEvent: <circle cx={14} cy={14} r={10} {...stroke} strokeWidth={3.5} />,
  userTask: <><rect x={3} y={6} width={22} height={16} rx={4} {...stroke} /><circle cx={9} cy={11} r={2} {...stroke} strokeWidth={1} /></>,
  serviceTask: <><rect x={3} y={6} width={22} height={16} rx={4} {...stroke} /><circle cx={9} cy={11} r={2.5} {...stroke} strokeWidth={2} strokeDasharray="2 1" /></>,
  scriptTask: <><rect x={3} y={6} width={22} height={16} rx={4} {...stroke} /><path d="M7,9 h5 M7,12 h5 M7,15 h5" {...stroke} strokeWidth={1} /></>,
  exclusiveGateway: <><path d="M14,3 L25,14 L14,25 L3,14 z" {...stroke} /><path d="M10,10 l8,8 M18,10 l-8,8" {...stroke} strokeWidth={2} /></>,
  parallelGateway: <><path d="M14,3 L25,14 L14,25 L3,14 z" {...stroke} /><path d="M14,8 v12 M8,14 h12" {...stroke} strokeWidth={2} /></>,
  inclusiveGateway: <><path d="M14,3 L25,14 L14,25 L3,14 z" {...stroke} /><circle cx={14} cy={14} r={5} {...stroke} strokeWidth={2} /></>,
  subProcess: <><rect x={2} y={5} width={24} height={18} rx={4} {...stroke} /><path d="M11,15 h6 v6 h-6 z M14,16 v4 M12,18 h4" {...stroke} strokeWidth={1} /></>,
  timerEvent: <><circle cx={14} cy={14} r={10} {...stroke} /><circle cx={14} cy={14} r={8} {...stroke} strokeWidth={1} /><path d="M14,14 v-5 M14,14 l3,1" {...stroke} strokeWidth={1} /></>,
  timerBoundary: <><rect x={2} y={3} width={24} height={14} rx={3} {...stroke} /><circle cx={19} cy={18} r={7} fill="#fff" stroke="#1f1f1f" /><path d="M19,18 v-4 M19,18 l2,1" {...stroke} strokeWidth={1} /></>,
};

export function Palette({ lang, onAdd }: { lang: Language; onAdd(kind: PaletteKind): void }) {
  const start = (kind: PaletteKind) => (event: DragEvent) => {
    event.dataTransfer.setData(PALETTE_MIME, kind);
    event.dataTransfer.effectAllowed = 'copy';
  };
  return (
    <div data-testid="process-palette" style={{ width: 132, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography.Text strong>{text(lang, 'palette')}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 11 }}>{text(lang, 'paletteHint')}</Typography.Text>
      {PALETTE_ORDER.map((kind) => (
        <Tooltip key={kind} title={text(lang, `kind.${kind}`)} placement="right">
          <button type="button" draggable onDragStart={start(kind)} onClick={() => onAdd(kind)} data-testid={`palette-${kind}`}
            style={{ display: 'flex', alignItems: 'center', gap: 6, padding: '2px 4px', border: '1px solid transparent', borderRadius: 4, background: 'none', cursor: 'grab', fontSize: 12, textAlign: 'left' }}>
            <svg width={28} height={28} aria-hidden>{GLYPHS[kind]}</svg>
            {text(lang, `kind.${kind}`)}
          </button>
        </Tooltip>
      ))}
    </div>
  );
}
