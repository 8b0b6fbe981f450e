// The form designer's palette: one entry per control type of spec §9 — its group, names in both languages, icon, and
// the JSON Schema of its design-time properties (`props`), from which the designer generates the property panel. The
// entries are the registry's (each control's file under controls/), in its order: a control type added there appears
// in the palette with no designer change.
import { Value } from '@sinclair/typebox/value';
import type { FormField } from '../metadata/index.ts';
import { validateWithSchema } from '../metadata/validate.ts';
import { FORM_GRID_COLUMNS, type ControlType } from '../vocab/index.ts';
import { controlDefinition, controlDefinitions } from './registry.ts';
import type { PaletteEntry } from './controls/index.ts';

export { PALETTE_GROUPS, type PaletteEntry, type PaletteGroup } from './controls/index.ts';

export const CONTROL_PALETTE: Readonly<Record<ControlType, PaletteEntry>> = Object.fromEntries(controlDefinitions().map((d) => [d.type, d.palette])) as Record<ControlType, PaletteEntry>;

/**
 * A new control as the designer drops it: the palette's name as title, the whole row (half of it for a value
 * control), the defaults of its properties, and the empty containers a layout control holds.
 */
export function newField(type: ControlType, key: string): FormField {
  const definition = controlDefinition(type)!;
  const entry = definition.palette;
  const props = Value.Default(entry.props, {}) as Record<string, unknown>;
  const field: FormField = {
    type, key, title: entry.name, titleEn: entry.nameEn,
    span: entry.bindsColumn ? FORM_GRID_COLUMNS / 2 : FORM_GRID_COLUMNS,
    ...(Object.keys(props).length ? { props } : {}),
  };
  if (definition.kind !== 'layout') return field;
  return { ...field, ...(definition.containers?.(key) ?? { children: [] }) };
}

/** Whether a field's properties fit its control's schema (the designer checks as the user types; saves check again). */
export const propsValid = (field: Pick<FormField, 'type' | 'props'>): boolean =>
  validateWithSchema(CONTROL_PALETTE[field.type].props, field.props ?? {}).length === 0;
