// The form's object template: the engine's layout tree on the 24-column grid. Value controls take the field
// RJSF rendered for their key; layout and display controls come from the widget registry.
import { Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { LayoutNode } from '../engine.ts';
import { widgetEntry } from './registry.ts';
import { useIsMobile } from '../../store/device.ts';

const GUTTER = 16;

/** Every key the layout places, containers' contents included (their widgets render them later, on their own). */
function placedKeys(nodes: readonly LayoutNode[]): Set<string> {
  const keys = new Set<string>();
  const walk = (list: readonly LayoutNode[]) => {
    for (const node of list) {
      keys.add(node.key);
      walk(node.children ?? []);
      for (const inner of [...(node.columns ?? []), ...(node.panes ?? [])]) walk(inner.children);
    }
  };
  walk(nodes);
  return keys;
}

export function LayoutTemplate({ properties, uiSchema }: ObjectFieldTemplateProps) {
  const { t } = useTranslation();
  // Below 768 px (spec §4) every control takes the whole width: one column.
  const isMobile = useIsMobile();
  const layout = (uiSchema?.['ui:layout'] ?? []) as LayoutNode[];
  const byName = new Map(properties.map((p) => [p.name, p]));
  const placed = placedKeys(layout);

  const renderNodes = (nodes: readonly LayoutNode[]): ReactNode =>
    nodes.map((node) => {
      const property = byName.get(node.key);
      if (property) {
        return property.hidden ? (
          <span key={node.key}>{property.content}</span>
        ) : (
          <Col key={node.key} span={isMobile ? 24 : node.span} data-field={node.key}>
            {property.content}
          </Col>
        );
      }
      const entry = widgetEntry(node.type);
      if (node.unsupported || !entry || entry.kind === 'value') {
        // A value control without a property is hidden by permission; an unknown one is named.
        if (entry?.kind === 'value') return null;
        return (
          <Col key={node.key} span={24}>
            <Typography.Text type="secondary">{t('form.unsupportedControl', { type: node.type })}</Typography.Text>
          </Col>
        );
      }
      const Render = entry.render;
      return (
        <Col key={node.key} span={isMobile ? 24 : node.span}>
          <Render node={node} renderNodes={renderNodes} />
        </Col>
      );
    });

  const body = renderNodes(layout);
  const rest = properties.filter((p) => !placed.has(p.name));
  return (
    <Row gutter={GUTTER}>
      {body}
      {rest.map((p) =>
        p.hidden ? (
          <span key={p.name}>{p.content}</span>
        ) : (
          <Col key={p.name} span={24}>
            {p.content}
          </Col>
        ),
      )}
    </Row>
  );
}
