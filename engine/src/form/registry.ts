// The control registry: one entry per control type, holding its value schema and validation
// (the widget lives in runtime-web, keyed by the same type). Registering a type twice is an error.
import type { FormField, Option } from '../metadata/index.ts';
import type { ControlType } from '../vocab/index.ts';
import type { Message } from '../wire/message.ts';

export type JsonSchema = Record<string, unknown>;

export interface ControlContext {
  field: FormField;
  title: string;
  /** Resolved options (static or from a dictionary); undefined when unknown (remote sources). */
  options?: Option[];
}

export type CheckResult = { value: unknown } | { error: Message };

/** A control that edits one value of the record. */
export interface ValueControl {
  kind: 'value';
  /** Text typed by the user: required rejects whitespace only; numbers become strings with max or required. */
  input?: boolean;
  /** RJSF widget name. */
  widget: string;
  /** JSON Schema of the value in the form. */
  schema(ctx: ControlContext): JsonSchema;
  /** ui:options besides span and placeholder. */
  uiOptions?(ctx: ControlContext): Record<string, unknown>;
  /** Type check of a non-empty value; the value returned is the one the form holds. */
  check(value: unknown, ctx: ControlContext): CheckResult;
  /** max applies to the number itself rather than to the text length. */
  numeric?: boolean;
  /** Form value → stored value, and back. */
  toStored?(value: unknown, ctx: ControlContext): unknown;
  fromStored?(value: unknown, ctx: ControlContext): unknown;
  /** The message of a required control left empty, when it is not '{title} cannot be empty' (a designer's own still wins). */
  requiredMessage?(ctx: ControlContext): Message;
}

/** A control that holds other controls (card, grid, tabs) or only shows something (divider, text, alert). */
export interface StaticControl {
  kind: 'layout' | 'display';
}

export type ControlDefinition = ValueControl | StaticControl;

const registry = new Map<ControlType, ControlDefinition>();

export function registerControl(type: ControlType, definition: ControlDefinition): void {
  if (registry.has(type)) throw new Error(`control type ${type} is already registered`);
  registry.set(type, definition);
}

/** The definition of a control type, or undefined for types this version does not support yet. */
export const controlDefinition = (type: string): ControlDefinition | undefined => registry.get(type as ControlType);

export const supportedControlTypes = (): ControlType[] => [...registry.keys()];

export function valueControl(type: string): ValueControl | undefined {
  const definition = controlDefinition(type);
  return definition?.kind === 'value' ? definition : undefined;
}
