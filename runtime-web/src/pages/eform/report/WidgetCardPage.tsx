// A widget card menu page (component report/widget, spec §2 "report widget card (widgetCode)"): one widget drawn
// full-page from its menu, with the data the server aggregates for whoever may see that menu.
import { Card, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import type { PageProps } from '../../../router/registry.ts';
import { reportApi, type DataRow, type WidgetCard } from '../../../api/report.ts';
import { ApiError } from '../../../request/http.ts';
import '../../../i18n/report.ts';
import { WidgetView } from './WidgetView.tsx';

export default function WidgetCardPage({ props }: PageProps) {
  const widgetCode = props.widgetCode ?? '';
  const [card, setCard] = useState<{ info: WidgetCard; rows: DataRow[] }>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let current = true;
    setCard(undefined);
    setError(undefined);
    void Promise.all([reportApi.card(widgetCode), reportApi.data(widgetCode).catch((e: unknown) => e)]).then(([info, rows]) => {
      if (!current) return;
      // A dataset that lacks what the widget draws: the engine's message is drawn by WidgetView from the metadata.
      setCard({ info, rows: Array.isArray(rows) ? rows : [] });
      if (rows instanceof ApiError && rows.status !== 400) setError(rows.message);
    }, (e: unknown) => current && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      current = false;
    };
  }, [widgetCode]);
  if (error) return <Result status="warning" title={error} />;
  if (!card) return <Spin />;
  const { widget, dimension, measure, labels } = card.info;
  return (
    <Card title={widget.widgetName} data-testid="widget-card">
      <WidgetView widget={widget} dataset={{ dimension, measure: measure.map((m) => ({ ...m })) }} rows={card.rows} labels={labels} height={420} testId="widget-card-chart" />
    </Card>
  );
}
