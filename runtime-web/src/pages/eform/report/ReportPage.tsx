// Report widgets and datasets (component eform/report): the datasets and the widgets drawn from them, on two tabs.
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/eform.ts';
import '../../../i18n/report.ts';
import { DatasetsTab } from './DatasetsTab.tsx';
import { WidgetsTab } from './WidgetsTab.tsx';

export default function ReportPage() {
  const { t } = useTranslation();
  // A dataset saved or deleted: the widget editor's dataset choices follow.
  const [datasetsVersion, setDatasetsVersion] = useState(0);
  return (
    <Tabs
      data-testid="report-page"
      items={[
        { key: 'datasets', label: <span data-testid="report-tab-datasets">{t('report.tab.datasets')}</span>, children: <DatasetsTab onChanged={() => setDatasetsVersion((v) => v + 1)} /> },
        { key: 'widgets', label: <span data-testid="report-tab-widgets">{t('report.tab.widgets')}</span>, children: <WidgetsTab datasetsVersion={datasetsVersion} /> },
      ]}
    />
  );
}
