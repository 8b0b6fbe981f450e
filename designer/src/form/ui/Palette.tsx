// The palette: every control type of the engine's registry, by group. A control is dragged onto the canvas, or added
// after the selected control with a click or the keyboard (Enter / Space on its button).
import { useDraggable } from '@dnd-kit/core';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { CONTROL_PALETTE, PALETTE_GROUPS, type ControlType, type Language } from '@yc/engine';
import type { Dragged } from './session.ts';
import { text } from './texts.ts';

const TYPES = Object.keys(CONTROL_PALETTE) as ControlType[];

export const controlName = (type: ControlType, lang: Language) => (lang === 'en_US' ? CONTROL_PALETTE[type].nameEn : CONTROL_PALETTE[type].name);

function PaletteItem({ type, lang, icon, onAdd }: { type: ControlType; lang: Language; icon?: ReactNode; onAdd(type: ControlType): void }) {
  const data: Dragged = { kind: 'palette', type };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `palette:${type}`, data });
  const name = controlName(type, lang);
  return (
    <Button
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      size="small"
      icon={icon}
      data-testid={`palette-${type}`}
      aria-label={text(lang, 'add', { name })}
      style={{ width: '100%', justifyContent: 'flex-start', opacity: isDragging ? 0.5 : 1 }}
      onClick={() => onAdd(type)}
    >
      {name}
    </Button>
  );
}

export function Palette({ lang, renderIcon, onAdd }: { lang: Language; renderIcon?(name: string): ReactNode; onAdd(type: ControlType): void }) {
  return (
    <nav aria-label={text(lang, 'palette')} data-testid="designer-palette">
      {PALETTE_GROUPS.map((group) => (
        <section key={group} style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary" strong>{text(lang, `group.${group}`)}</Typography.Text>
          <Flex wrap gap={4} style={{ marginTop: 4 }}>
            {TYPES.filter((type) => CONTROL_PALETTE[type].group === group).map((type) => (
              <div key={type} style={{ width: 'calc(50% - 2px)' }}>
                <PaletteItem type={type} lang={lang} icon={renderIcon?.(CONTROL_PALETTE[type].icon)} onAdd={onAdd} />
              </div>
            ))}
          </Flex>
        </section>
      ))}
    </nav>
  );
}
