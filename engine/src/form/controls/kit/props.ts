// Builders of palette entries and of their design-time property schemas (TypeBox, defaults included).
import { Type, type TObject } from '@sinclair/typebox';
import type { PaletteEntry, PaletteGroup } from './definition.ts';

export const NO_PROPS = Type.Object({});

export const textProp = (description: string, options: { default?: string; maxLength?: number } = {}) =>
  Type.Optional(Type.String({ description, maxLength: options.maxLength ?? 500, ...(options.default !== undefined ? { default: options.default } : {}) }));
export const integerProp = (description: string, options: { minimum?: number; maximum?: number; default?: number } = {}) =>
  Type.Optional(Type.Integer({ description, ...options }));
export const flagProp = (description: string, value = false) => Type.Optional(Type.Boolean({ description, default: value }));
export const choiceProp = <T extends string>(description: string, values: readonly T[], value: T) =>
  Type.Optional(Type.Union(values.map((v) => Type.Literal(v)), { description, default: value }));

/** Single or several values (select, user, dept). */
export const modeProp = () => choiceProp('Single or several values', ['single', 'multiple'] as const, 'single');

export const uploadProps = (accept: string) =>
  Type.Object({
    maxCount: integerProp('Most files', { minimum: 1, maximum: 50, default: 1 }),
    maxSizeMb: integerProp('Largest file, MB', { minimum: 1, maximum: 1024, default: 10 }),
    accept: textProp('Allowed extensions, comma-separated', { default: accept }),
  });

/** A control editing a value bound to a column. */
export const valueEntry = (group: PaletteGroup, name: string, nameEn: string, icon: string, props: TObject = NO_PROPS): PaletteEntry =>
  ({ group, name, nameEn, icon, bindsColumn: true, hasOptions: false, props });
/** A value chosen among options. */
export const chosenEntry = (group: PaletteGroup, name: string, nameEn: string, icon: string, props: TObject = NO_PROPS): PaletteEntry =>
  ({ ...valueEntry(group, name, nameEn, icon, props), hasOptions: true });
/** A control bound to no column of the record (layout, display, embedded pages, sub-tables). */
export const otherEntry = (group: PaletteGroup, name: string, nameEn: string, icon: string, props: TObject = NO_PROPS): PaletteEntry =>
  ({ group, name, nameEn, icon, bindsColumn: false, hasOptions: false, props });
