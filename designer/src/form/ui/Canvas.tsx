// The canvas: the form's controls on the 24-column grid, containers (grid columns, tab panes, cards) with their own
// slots. A control is dragged by its header and dropped before another control or at the end of a slot — anywhere on the
// canvas's empty space below the controls is the end of the form; the selected control carries its tools (up, down,
// copy, delete).
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Button, Col, Row, Space, Tag, Typography } from 'antd';
import { CONTROL_PALETTE, FORM_GRID_COLUMNS, fieldTitle, type FormField, type Language } from '@yc/engine';
import type { Slot } from '../document.ts';
import { controlName } from './Palette.tsx';
import { slotId, type Dragged, type DropTarget } from './session.ts';
import { text } from './texts.ts';

export interface CanvasActions {
  select(key: string): void;
  shift(key: string, by: -1 | 1): void;
  copy(key: string): void;
  remove(key: string): void;
}

interface CanvasProps {
  fields: readonly FormField[];
  lang: Language;
  selected?: string;
  actions: CanvasActions;
  /** Whether the engine's rules find something wrong with a control. */
  flagged?(key: string): boolean;
}

/** The drop zone of the whole canvas: the largest, so any other zone under the pointer wins (see innermostUnderPointer). */
export const CANVAS_DROP_ID = 'canvas';
/** A drop on the canvas's empty space: at the end of the form. */
export const canvasDropTarget = (fields: readonly FormField[]): DropTarget => ({ at: { slot: { parent: null }, index: fields.length } });

export function Canvas({ fields, lang, selected, actions, flagged }: CanvasProps) {
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_DROP_ID, data: canvasDropTarget(fields) });
  return (
    <div ref={setNodeRef} data-testid="designer-canvas" data-over={isOver} style={{ minHeight: 320, height: '100%', paddingBottom: 48 }}>
      <SlotList slot={{ parent: null }} fields={fields} lang={lang} selected={selected} actions={actions} flagged={flagged} empty={text(lang, 'emptyCanvas')} />
    </div>
  );
}

function SlotList({ slot, fields, empty, ...rest }: { slot: Slot; fields: readonly FormField[]; empty?: string } & Omit<CanvasProps, 'fields'>) {
  return (
    <Row gutter={[8, 8]} data-slot={slotId(slot)}>
      {fields.map((field, index) => (
        <Col key={field.key} span={field.span ?? FORM_GRID_COLUMNS}>
          <Block field={field} at={{ slot, index }} {...rest} />
        </Col>
      ))}
      <Col span={FORM_GRID_COLUMNS}>
        <EndZone slot={slot} index={fields.length} label={fields.length ? undefined : (empty ?? text(rest.lang, 'emptySlot'))} />
      </Col>
    </Row>
  );
}

function EndZone({ slot, index, label }: { slot: Slot; index: number; label?: string }) {
  const target: DropTarget = { at: { slot, index } };
  const { setNodeRef, isOver } = useDroppable({ id: `end:${slotId(slot)}`, data: target });
  return (
    <div
      ref={setNodeRef}
      data-testid={`drop-end-${slot.parent ?? 'form'}${'column' in slot && slot.column !== undefined ? `-c${slot.column}` : ''}${'pane' in slot && slot.pane !== undefined ? `-p${slot.pane}` : ''}`}
      style={{
        minHeight: label ? 48 : 24, border: `1px dashed ${isOver ? '#1677ff' : label ? '#d9d9d9' : 'transparent'}`, borderRadius: 4,
        display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#999', fontSize: 12,
      }}
    >
      {label}
    </div>
  );
}

function Block({ field, at, lang, selected, actions, flagged }: { field: FormField; at: DropTarget['at'] } & Omit<CanvasProps, 'fields'>) {
  const dragged: Dragged = { kind: 'field', key: field.key };
  const target: DropTarget = { at };
  const drag = useDraggable({ id: `field:${field.key}`, data: dragged });
  const drop = useDroppable({ id: `before:${field.key}`, data: target });
  const isSelected = selected === field.key;
  const entry = CONTROL_PALETTE[field.type];
  const inner = { lang, selected, actions, flagged };
  const wrong = flagged?.(field.key) === true;
  return (
    <div
      ref={drop.setNodeRef}
      data-testid={`block-${field.key}`}
      aria-selected={isSelected}
      aria-invalid={wrong}
      onClick={(event) => {
        event.stopPropagation();
        actions.select(field.key);
      }}
      style={{
        border: `1px solid ${wrong ? '#ff4d4f' : isSelected ? '#1677ff' : '#f0f0f0'}`, borderTop: drop.isOver ? '3px solid #1677ff' : undefined,
        borderRadius: 4, padding: 6, background: isSelected ? '#e6f4ff' : '#fff', opacity: drag.isDragging ? 0.4 : 1,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <span
          ref={drag.setNodeRef}
          {...drag.attributes}
          {...drag.listeners}
          aria-label={fieldTitle(field, lang)}
          style={{ cursor: 'grab', flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          <Typography.Text strong={entry.bindsColumn}>{fieldTitle(field, lang)}</Typography.Text>{' '}
          <Tag variant="filled">{controlName(field.type, lang)}</Tag>
          {entry.bindsColumn && <Typography.Text type="secondary" code>{field.key}</Typography.Text>}
        </span>
        {isSelected && (
          <Space.Compact size="small" onClick={(event) => event.stopPropagation()}>
            <Button data-testid="block-up" aria-label={text(lang, 'moveUp')} onClick={() => actions.shift(field.key, -1)}>↑</Button>
            <Button data-testid="block-down" aria-label={text(lang, 'moveDown')} onClick={() => actions.shift(field.key, 1)}>↓</Button>
            <Button data-testid="block-copy" onClick={() => actions.copy(field.key)}>{text(lang, 'copy')}</Button>
            <Button data-testid="block-remove" danger onClick={() => actions.remove(field.key)}>{text(lang, 'remove')}</Button>
          </Space.Compact>
        )}
      </div>
      {field.columns && (
        <Row gutter={8} style={{ marginTop: 6 }}>
          {field.columns.map((column, i) => (
            <Col key={i} span={column.span} style={{ borderLeft: i ? '1px dotted #d9d9d9' : undefined }}>
              <SlotList slot={{ parent: field.key, column: i }} fields={column.children} {...inner} />
            </Col>
          ))}
        </Row>
      )}
      {field.panes?.map((pane, i) => (
        <div key={pane.key} style={{ marginTop: 6 }}>
          <Typography.Text type="secondary">{pane.title}</Typography.Text>
          <SlotList slot={{ parent: field.key, pane: i }} fields={pane.children} {...inner} />
        </div>
      ))}
      {field.children && (
        <div style={{ marginTop: 6 }}>
          <SlotList slot={{ parent: field.key }} fields={field.children} {...inner} />
        </div>
      )}
    </div>
  );
}
