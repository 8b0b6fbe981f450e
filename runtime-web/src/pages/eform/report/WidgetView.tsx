// One widget drawn over its rows: the engine builds its vega-lite spec (VegaChart draws it), a table widget is a table,
// coded dimensions shown by their labels (the card's or the preview's, in the console's language),
// and a dataset lacking what the widget draws shows the engine's message ('dataset, control, groups, keys or values
// empty'). The widget editor's live preview and the widget card menu page both draw through this.
import { Alert, Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { isMessage, renderMessage } from '@yc/engine/wire';
import { widgetSpec, type DimensionLabels } from '@yc/engine/report';
import type { Dataset, Widget } from '@yc/engine/metadata';
import { VegaChart } from '../../../components/VegaChart.tsx';
import { currentLanguage } from '../../../i18n/language.ts';
import type { DataRow } from '../../../api/report.ts';

export interface WidgetViewProps {
  widget: Pick<Widget, 'widgetName' | 'widgetType' | 'options'>;
  dataset: Pick<Dataset, 'dimension' | 'measure'>;
  rows: readonly DataRow[];
  /** Per coded dimension, its codes' labels. */
  labels?: DimensionLabels;
  height?: number;
  testId?: string;
}

/** The table widget's code, fetched when a table widget is drawn. */
const WidgetTable = lazy(() => import('./WidgetTable.tsx'));

export function WidgetView({ widget, dataset, rows, labels, height = 300, testId }: WidgetViewProps) {
  const spec = useMemo(() => widgetSpec(widget, dataset, rows, labels), [widget, dataset, rows, labels]);
  if (isMessage(spec)) return <Alert type="warning" showIcon title={renderMessage(spec, currentLanguage())} data-testid={testId && `${testId}-empty`} />;
  if (spec === null) {
    return <Suspense fallback={<Spin />}><WidgetTable widget={widget} dataset={dataset} rows={rows} labels={labels} testId={testId} /></Suspense>;
  }
  return <VegaChart spec={spec} height={height} testId={testId} />;
}
