// Layout controls (card, grid, tabs) hold other controls; display controls (divider, text, alert) only show text.
import { Alert, Card, Col, Divider, Row, Tabs, Typography } from 'antd';
import type { NodeRendererProps } from '../registry.ts';

const GUTTER = 16;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function DividerNode({ node }: NodeRendererProps) {
  const orientation = text(node.props?.orientation);
  return (
    <Divider titlePlacement={orientation === 'left' || orientation === 'right' ? (orientation === 'left' ? 'start' : 'end') : 'center'}>
      {node.title}
    </Divider>
  );
}

export function TextNode({ node }: NodeRendererProps) {
  return <Typography.Paragraph style={{ marginBottom: 16 }}>{text(node.props?.content) ?? node.title}</Typography.Paragraph>;
}

const ALERT_TYPES = ['success', 'info', 'warning', 'error'] as const;
type AlertType = (typeof ALERT_TYPES)[number];

export function AlertNode({ node }: NodeRendererProps) {
  const type = ALERT_TYPES.find((t) => t === node.props?.type) ?? 'info';
  return (
    <Alert
      style={{ marginBottom: 16 }}
      type={type as AlertType}
      showIcon={node.props?.showIcon !== false}
      title={node.title ?? text(node.props?.message)}
      description={text(node.props?.description)}
    />
  );
}

export function CardNode({ node, renderNodes }: NodeRendererProps) {
  return (
    <Card size="small" title={node.title} style={{ marginBottom: 16 }}>
      <Row gutter={GUTTER}>{renderNodes(node.children ?? [])}</Row>
    </Card>
  );
}

export function GridNode({ node, renderNodes }: NodeRendererProps) {
  return (
    <Row gutter={GUTTER}>
      {(node.columns ?? []).map((column, i) => (
        <Col key={i} xs={24} md={column.span}>
          <Row gutter={GUTTER}>{renderNodes(column.children)}</Row>
        </Col>
      ))}
    </Row>
  );
}

export function TabsNode({ node, renderNodes }: NodeRendererProps) {
  return (
    <Tabs
      style={{ marginBottom: 16 }}
      items={(node.panes ?? []).map((pane) => ({
        key: pane.key,
        label: pane.title,
        forceRender: true,
        children: <Row gutter={GUTTER}>{renderNodes(pane.children)}</Row>,
      }))}
    />
  );
}
