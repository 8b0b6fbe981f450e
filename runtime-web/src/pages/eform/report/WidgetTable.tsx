// A table widget's rows as a table: loaded only where one is drawn (WidgetView), so that a portal of charts does not
// carry the table's code (#42 item 8).
import { Table } from 'antd';
import { shownRows, widgetRows } from '@yc/engine/report';
import type { WidgetViewProps } from './WidgetView.tsx';

export default function WidgetTable({ widget, dataset, rows, labels, testId }: WidgetViewProps) {
  const fields = [...dataset.dimension, ...dataset.measure.map((m) => m.alias)];
  return (
    <Table size="small" data-testid={testId} rowKey={(_row, i) => String(i)} pagination={false} dataSource={shownRows(widgetRows(widget, dataset, rows), labels)}
      columns={fields.map((f) => ({ title: f, dataIndex: f, key: f }))} />
  );
}
