// What one control type is, in one object: its palette entry (names, icon, design-time props and their defaults), the
// kind of value it holds, its value rules (schema, check, stored form) and the column it generates. Each control's
// object lives in a file of its own (../<type>.ts); ../index.ts lists them in palette order.
import type { TObject } from '@sinclair/typebox';
import type { FormField, Option } from '../../../metadata/index.ts';
import type { ColumnType, ControlType } from '../../../vocab/index.ts';
import type { Message } from '../../../wire/message.ts';

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

/** A control's behaviour alone: how it edits a value, or that it holds or shows something. */
export type ControlBehaviour = ValueControl | StaticControl;

export const PALETTE_GROUPS = ['basic', 'choice', 'advanced', 'layout', 'display'] as const;
export type PaletteGroup = (typeof PALETTE_GROUPS)[number];

export interface PaletteEntry {
  group: PaletteGroup;
  name: string;
  nameEn: string;
  /** The console's icon set name (an @ant-design/icons component). */
  icon: string;
  /** Whether the control edits a value of the record, bound to a table column by its key. */
  bindsColumn: boolean;
  /** Whether its value is chosen among options (static, a dictionary's, an SQL or HTTP config's): the designer offers their source. */
  hasOptions: boolean;
  /** Its design-time properties (`props` of the field), defaults included. */
  props: TObject;
}

/**
 * What a control's value is: text (typed, any length), number, date, time, boolean (a switch), option (one or several
 * of its options), pick (users or departments by id), file (one stored file's reference: a signature), files (a list
 * of references), rows (a sub-table's rows), serial (drawn by the server at save), icon (an icon set name), none
 * (layout and display controls).
 */
export const VALUE_KINDS = ['text', 'number', 'date', 'time', 'boolean', 'option', 'pick', 'file', 'files', 'rows', 'serial', 'icon', 'none'] as const;
export type ValueKind = (typeof VALUE_KINDS)[number];

/** The columns a generated form gives a control to: a column type, or a varchar longer than 500 characters. */
export type GeneratedColumn = ColumnType | 'longVarchar';

interface ControlParts<T extends ControlType> {
  type: T;
  palette: PaletteEntry;
  valueKind: ValueKind;
  /** The column a control dropped in the form designer creates: varchar when absent; colPointLength for numbers. */
  column?: { colType: ColumnType; colPointLength?: number };
  /** The columns a default form generated from a table model shows with this control. */
  generatedFor?: readonly GeneratedColumn[];
  /** A generated control of a varchar column is limited to the column's length (a `max` rule). */
  lengthRule?: boolean;
  /** The server makes its value at save (an import does not ask for it). */
  serverFilled?: boolean;
  /** What a dropped layout control holds, empty (children when absent). */
  containers?(key: string): Pick<FormField, 'columns' | 'panes' | 'children'>;
}

/** One control type's whole definition. */
export type ControlDefinition<T extends ControlType = ControlType> = (ValueControl & ControlParts<T>) | (StaticControl & ControlParts<T>);

/** A value control's whole definition. */
export type ValueControlDefinition<T extends ControlType = ControlType> = ValueControl & ControlParts<T>;

/** A control definition, its type kept literal (the registry checks at compile time that every type has one). */
export const defineControl = <T extends ControlType>(definition: ControlDefinition<T>): ControlDefinition<T> => definition;
