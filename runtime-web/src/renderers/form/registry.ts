// The widget registry of the form renderer, keyed by control type (the engine keeps the same key for the
// control's schema and validation). Value controls give an RJSF widget; layout and display controls a node
// renderer. Registering a type twice is an error.
import type { ComponentType, ReactNode } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { controlDefinition, type ControlType, type LayoutNode } from '../engine.ts';

/** What a layout or display control gets: its node and a way to render nodes inside it. */
export interface NodeRendererProps {
  node: LayoutNode;
  renderNodes(nodes: readonly LayoutNode[]): ReactNode;
}

export type WidgetEntry =
  /** shownAsText: a read-only form shows the value (an option control's labels) as text rather than a grey disabled control. */
  | { kind: 'value'; widget: ComponentType<WidgetProps>; shownAsText?: boolean }
  | { kind: 'layout' | 'display'; render: ComponentType<NodeRendererProps> };

const registry = new Map<ControlType, WidgetEntry>();

export function registerWidget(type: ControlType, entry: WidgetEntry): void {
  if (registry.has(type)) throw new Error(`widget for control type ${type} is already registered`);
  const definition = controlDefinition(type);
  if (!definition) throw new Error(`control type ${type} has no engine definition`);
  if (definition.kind !== entry.kind) throw new Error(`control type ${type} is a ${definition.kind} control, not ${entry.kind}`);
  registry.set(type, entry);
}

export const widgetEntry = (type: string): WidgetEntry | undefined => registry.get(type as ControlType);

export const registeredWidgetTypes = (): ControlType[] => [...registry.keys()];

/** The RJSF widgets by the names the engine's uiSchema uses ('ui:widget' of each value control). */
export function rjsfWidgets(): Record<string, ComponentType<WidgetProps>> {
  const widgets: Record<string, ComponentType<WidgetProps>> = {};
  for (const [type, entry] of registry) {
    const definition = controlDefinition(type);
    if (entry.kind === 'value' && definition?.kind === 'value') widgets[definition.widget] = entry.widget;
  }
  return widgets;
}
