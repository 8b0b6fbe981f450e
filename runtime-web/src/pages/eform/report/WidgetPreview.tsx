// The widget editor's live preview: the chosen dataset's rows (run as saved) drawn as the widget being edited,
// redrawn as its type and options change.
import { Empty, Form, type FormInstance } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dataset, Widget } from '@yc/engine/metadata';
import type { DimensionLabels } from '@yc/engine/report';
import { reportApi, type DataRow } from '../../../api/report.ts';
import { WidgetView } from './WidgetView.tsx';

export type WidgetValues = Partial<Widget> & Record<string, unknown>;

/** The dataset chosen and its rows; nothing while none is chosen or when it cannot run (the preview stays empty). */
export function useDatasetRows(datasetCode: string | undefined) {
  const [loaded, setLoaded] = useState<{ dataset: Dataset; rows: DataRow[]; labels?: DimensionLabels }>();
  useEffect(() => {
    setLoaded(undefined);
    if (!datasetCode) return;
    let current = true;
    void (async () => {
      try {
        const dataset = await reportApi.get('dataset', datasetCode);
        const { rows, labels } = await reportApi.preview(dataset, { silent: true });
        if (current) setLoaded({ dataset, rows, labels });
      } catch {
        // No preview: the save tells what is wrong.
      }
    })();
    return () => {
      current = false;
    };
  }, [datasetCode]);
  return loaded;
}

export function WidgetPreview({ form, loaded }: { form: FormInstance<WidgetValues>; loaded: ReturnType<typeof useDatasetRows> }) {
  const { t } = useTranslation();
  const widgetType = Form.useWatch('widgetType', form);
  const options = Form.useWatch('options', form);
  const widgetName = Form.useWatch('widgetName', form);
  const widget = useMemo(() => ({ widgetType: widgetType ?? 'Column', options: options ?? {}, widgetName: widgetName ?? '' }), [widgetType, options, widgetName]);
  if (!loaded) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('report.widget.noPreview')} />;
  return <WidgetView widget={widget} dataset={loaded.dataset} rows={loaded.rows} labels={loaded.labels} testId="widget-preview" />;
}
