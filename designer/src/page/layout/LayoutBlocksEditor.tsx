// The page designer's editor of a layout or free-layout page: blocks added by kind, each with its code, title and
// place (columns of 24 or px), links "block B filters by the selection of block A on field F", and on a free layout
// a canvas where blocks are dragged to their positions.
import { AutoComplete, Button, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import {
  BLOCK_REFERENCE, consoleText, defineTexts, LAYOUT_BLOCK_KINDS, linkEnds, newBlock, type Language, type LayoutBlock, type LayoutLink, type View,
} from '@yc/engine';

const TEXTS = defineTexts({
  zh_CN: {
    blocks: '区块',
    add: '添加{{kind}}区块',
    links: '联动（A 的选中记录筛选 B）',
    addLink: '添加联动',
    field: 'B 的查询字段',
    sourceField: 'A 的字段（默认 id）',
    title: '标题',
    remove: '删除',
  },
  en_US: {
    blocks: 'Blocks',
    add: 'Add {{kind}} block',
    links: 'Links (the selection of A filters B)',
    addLink: 'Add link',
    field: 'Query field of B',
    sourceField: 'Field of A (id unless set)',
    title: 'Title',
    remove: 'Remove',
  },
});
const text = (lang: Language, key: keyof typeof TEXTS.zh_CN, params?: Record<string, string>) => consoleText(TEXTS, lang, key, params);

/** The label of the page designer's tab of blocks. */
export const layoutTabLabel = (lang: Language) => text(lang, 'blocks');

/** A free layout's canvas is drawn at this scale. */
const SCALE = 0.5;

/**
 * The fields a link may filter a block by, as the host reads them: a widget's dataset dimensions, a list page's query
 * columns, a tree page's fields.
 */
export type BlockFields = (block: LayoutBlock) => Promise<readonly string[]>;

export function LayoutBlocksEditor({ page, lang, onChange, fieldsOf }: { page: View; lang: Language; onChange(next: View): void; fieldsOf?: BlockFields }) {
  const viewType = page.viewType === 'dragLayout' ? 'dragLayout' : 'layout';
  const blocks = page.layout?.blocks ?? [];
  const links = page.layout?.links ?? [];
  const set = (next: { blocks?: LayoutBlock[]; links?: LayoutLink[] }) => onChange({ ...page, layout: { blocks, links, ...next } });
  const setBlock = (index: number, patch: Partial<LayoutBlock>) => set({ blocks: blocks.map((b, i) => (i === index ? { ...b, ...patch } : b)) });
  const setLink = (index: number, patch: Partial<LayoutLink>) => set({ links: links.map((l, i) => (i === index ? { ...l, ...patch } : l)) });
  const choices = (chosen: readonly LayoutBlock[]) => chosen.map((b) => ({ value: b.key, label: `${b.title || b.key} (${b.kind})` }));
  return (
    <div data-testid="page-layout-editor">
      <Typography.Title level={5}>{text(lang, 'blocks')}</Typography.Title>
      <Space wrap style={{ marginBottom: 8 }}>
        {LAYOUT_BLOCK_KINDS.map((kind) => (
          <Button key={kind} size="small" data-testid={`layout-add-${kind}`} onClick={() => set({ blocks: [...blocks, newBlock(viewType, kind, blocks)] })}>
            {text(lang, 'add', { kind })}
          </Button>
        ))}
      </Space>
      {blocks.map((block, index) => {
        const reference = BLOCK_REFERENCE[block.kind];
        return (
          <Space key={index} wrap style={{ display: 'flex', marginBottom: 4 }} data-testid={`layout-block-row-${block.key}`}>
            <Input style={{ width: 90 }} value={block.key} onChange={(e) => setBlock(index, { key: e.target.value })} />
            <span>{block.kind}</span>
            <Input style={{ width: 140 }} placeholder={reference} value={block[reference] ?? ''} data-testid="layout-block-code"
              onChange={(e) => setBlock(index, { [reference]: e.target.value })} />
            <Input style={{ width: 120 }} placeholder={text(lang, 'title')} value={block.title ?? ''} onChange={(e) => setBlock(index, { title: e.target.value })} />
            {(['x', 'y', 'w', 'h'] as const).map((axis) => (
              <InputNumber key={axis} style={{ width: 80 }} prefix={axis} min={axis === 'w' || axis === 'h' ? 1 : 0} value={block[axis]}
                onChange={(value) => setBlock(index, { [axis]: Number(value ?? 0) })} />
            ))}
            <Button size="small" danger onClick={() => set({ blocks: blocks.filter((_b, i) => i !== index), links: links.filter((l) => l.source !== block.key && l.target !== block.key) })}>
              {text(lang, 'remove')}
            </Button>
          </Space>
        );
      })}
      {viewType === 'dragLayout' && <DragCanvas blocks={blocks} onMove={(index, x, y) => setBlock(index, { x, y })} />}
      <Typography.Title level={5}>{text(lang, 'links')}</Typography.Title>
      {links.map((link, index) => (
        <Space key={index} wrap style={{ display: 'flex', marginBottom: 4 }} data-testid={`layout-link-${index}`}>
          {/* A link starts at a list or tree (a row or a node chosen there) and filters a list, tree, form or widget. */}
          <Select style={{ width: 140 }} placeholder="A" data-testid="layout-link-source" options={choices(linkEnds(blocks).sources)} value={link.source || undefined}
            onChange={(source) => setLink(index, { source, ...(source === link.target ? { target: '' } : {}) })} />
          <Select style={{ width: 140 }} placeholder="B" data-testid="layout-link-target" options={choices(linkEnds(blocks, link.source).targets)} value={link.target || undefined}
            onChange={(target) => setLink(index, { target })} />
          <LinkField target={blocks.find((b) => b.key === link.target)} fieldsOf={fieldsOf} placeholder={text(lang, 'field')} value={link.field}
            onChange={(field) => setLink(index, { field })} />
          <Input style={{ width: 160 }} placeholder={text(lang, 'sourceField')} value={link.sourceField ?? ''} onChange={(e) => setLink(index, { sourceField: e.target.value || undefined })} />
          <Button size="small" danger onClick={() => set({ links: links.filter((_l, i) => i !== index) })}>{text(lang, 'remove')}</Button>
        </Space>
      ))}
      <Button size="small" data-testid="layout-add-link" onClick={() => set({ links: [...links, { source: '', target: '', field: '' }] })}>{text(lang, 'addLink')}</Button>
    </div>
  );
}

/** The free layout drawn at half size: a block dragged moves to where it is dropped (in px of the page). */
function DragCanvas({ blocks, onMove }: { blocks: LayoutBlock[]; onMove(index: number, x: number, y: number): void }) {
  const [drag, setDrag] = useState<{ index: number; dx: number; dy: number; startX: number; startY: number }>();
  const moved = useRef<{ x: number; y: number }>(undefined);
  const width = Math.max(800, ...blocks.map((b) => b.x + b.w)) * SCALE;
  const height = Math.max(400, ...blocks.map((b) => b.y + b.h)) * SCALE;
  const down = (index: number) => (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setDrag({ index, dx: 0, dy: 0, startX: e.clientX, startY: e.clientY });
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (drag) setDrag({ ...drag, dx: e.clientX - drag.startX, dy: e.clientY - drag.startY });
  };
  const up = () => {
    if (!drag) return;
    const block = blocks[drag.index]!;
    moved.current = { x: Math.max(0, Math.round(block.x + drag.dx / SCALE)), y: Math.max(0, Math.round(block.y + drag.dy / SCALE)) };
    onMove(drag.index, moved.current.x, moved.current.y);
    setDrag(undefined);
  };
  return (
    <div data-testid="layout-canvas" onPointerMove={move} onPointerUp={up}
      style={{ position: 'relative', width, height, border: '1px dashed #ccc', margin: '8px 0', background: '#fafafa' }}>
      {blocks.map((b, index) => {
        const offset = drag?.index === index ? { dx: drag.dx, dy: drag.dy } : { dx: 0, dy: 0 };
        return (
          <div key={index} data-testid={`layout-canvas-${b.key}`} onPointerDown={down(index)}
            style={{ position: 'absolute', left: b.x * SCALE + offset.dx, top: b.y * SCALE + offset.dy, width: b.w * SCALE, height: b.h * SCALE,
              border: '1px solid #2F54EB', background: '#f0f5ff', cursor: 'move', fontSize: 12, padding: 2, userSelect: 'none', touchAction: 'none' }}>
            {b.title || b.key}
          </div>
        );
      })}
    </div>
  );
}

/** The field of the target block a link filters by: typed, or chosen among the target's fields (a widget's dimensions). */
function LinkField({ target, fieldsOf, placeholder, value, onChange }: {
  target?: LayoutBlock; fieldsOf?: BlockFields; placeholder: string; value: string; onChange(field: string): void;
}) {
  const [fields, setFields] = useState<readonly string[]>([]);
  const code = target && (target.widgetCode ?? target.viewCode ?? target.formCode);
  useEffect(() => {
    let current = true;
    setFields([]);
    if (target && fieldsOf) fieldsOf(target).then((read) => current && setFields(read), () => undefined);
    return () => {
      current = false;
    };
    // The target's kind and code decide its fields (not its place or title).
  }, [target?.kind, code, fieldsOf]);
  return (
    <AutoComplete style={{ width: 160 }} placeholder={placeholder} data-testid="layout-link-field" value={value} onChange={(v: string) => onChange(v ?? '')}
      options={fields.map((f) => ({ value: f, label: f }))} />
  );
}
