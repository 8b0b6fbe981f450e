// The control registry, asked by type: each control type's definition (palette entry, value kind, value schema and
// validation, generated column) lives in a file of its own under controls/ (the widget lives in runtime-web, keyed by
// the same type). Nothing else lists control type names: "which controls are numeric", "which hold files" are questions
// asked here.
import type { ControlType } from '../vocab/index.ts';
import {
  CONTROL_DEFINITIONS, type ControlBehaviour, type ControlDefinition, type ValueControlDefinition, type ValueKind,
} from './controls/index.ts';

export type {
  CheckResult, ControlBehaviour, ControlContext, ControlDefinition, GeneratedColumn, JsonSchema, StaticControl, ValueControl,
  ValueControlDefinition, ValueKind,
} from './controls/index.ts';
export { VALUE_KINDS } from './controls/index.ts';

const registry = new Map<ControlType, ControlDefinition>();
for (const definition of CONTROL_DEFINITIONS) {
  if (registry.has(definition.type)) throw new Error(`control type ${definition.type} is already registered`);
  registry.set(definition.type, definition);
}

/**
 * Refuses a second definition of a type. Every type of the vocabulary is defined by its file under controls/ (a type
 * check makes sure of it), so a control type is added there, not registered at run time.
 */
export function registerControl(type: ControlType, _definition: ControlBehaviour): never {
  if (registry.has(type)) throw new Error(`control type ${type} is already registered`);
  throw new Error(`control type ${type} is defined by a file of form/controls/, not registered`);
}

/** The definition of a control type, or undefined for types this version does not support yet. */
export const controlDefinition = (type: string): ControlDefinition | undefined => registry.get(type as ControlType);

/** The control types, in palette order. */
export const supportedControlTypes = (): ControlType[] => [...registry.keys()];

/** The definitions, in palette order. */
export const controlDefinitions = (): readonly ControlDefinition[] => CONTROL_DEFINITIONS;

export function valueControl(type: string): ValueControlDefinition | undefined {
  const definition = controlDefinition(type);
  return definition?.kind === 'value' ? definition : undefined;
}

/** What a control's value is ('none' for unknown types and layout and display controls). */
export const valueKindOf = (type: string | undefined): ValueKind => (type === undefined ? undefined : controlDefinition(type)?.valueKind) ?? 'none';

/** The control types whose values are of these kinds, in palette order. */
export const controlTypesOf = (...kinds: ValueKind[]): ControlType[] =>
  CONTROL_DEFINITIONS.filter((d) => kinds.includes(d.valueKind)).map((d) => d.type);

/** Whether a control holds a number (number, rate, slider): max applies to the number rather than to the text length. */
export const isNumericControl = (type: string | undefined): boolean => valueKindOf(type) === 'number';

/** Whether a control holds stored files' references (upload controls and signatures). */
export const isFileControl = (type: string | undefined): boolean => valueKindOf(type) === 'files' || valueKindOf(type) === 'file';

/** Whether a control holds users or departments by id. */
export const isPickerControl = (type: string | undefined): boolean => valueKindOf(type) === 'pick';

/** Whether a control holds other controls (card, grid, tabs, table, affix). */
export const isLayoutControl = (type: string | undefined): boolean => type !== undefined && controlDefinition(type)?.kind === 'layout';
