// Adds the texts of datasets and report widgets to i18n when their pages load (never the login page), and the report
// messages of the engine's catalogue (a card renders 'dataset, control, groups, keys or values empty' from its code).
import '@yc/engine/report';
import { WIDGET_TYPES, type WidgetType } from '@yc/engine/vocab';
import { i18n } from './language.ts';

const TYPE_NAMES: Readonly<Record<WidgetType, readonly [zh: string, en: string]>> = {
  Column: ['柱状图', 'Column'], GroupedColumn: ['分组柱状图', 'Grouped column'], StackedColumn: ['堆叠柱状图', 'Stacked column'],
  PercentStackedColumn: ['百分比堆叠柱状图', 'Percent stacked column'], Radar: ['雷达图', 'Radar'], Line: ['折线图', 'Line'],
  GroupedLine: ['多折线图', 'Grouped line'], Area: ['面积图', 'Area'], StackedArea: ['堆叠面积图', 'Stacked area'], Bar: ['条形图', 'Bar'],
  StackedBar: ['堆叠条形图', 'Stacked bar'], PercentStackedBar: ['百分比堆叠条形图', 'Percent stacked bar'], GroupedBar: ['分组条形图', 'Grouped bar'],
  Pie: ['饼图', 'Pie'], Donut: ['环图', 'Donut'], Funnel: ['漏斗图', 'Funnel'], Gauge: ['仪表盘', 'Gauge'], MeterGauge: ['刻度仪表盘', 'Meter gauge'],
  NumberCard: ['指标卡', 'Number card'], Table: ['表格', 'Table'], TopRanking: ['排行榜（前 10）', 'Top-10 ranking'],
};

const zhCN = {
  'report.tab.datasets': '数据集',
  'report.tab.widgets': '报表组件',
  'report.dataset.title': '数据集',
  'report.dataset.datasetName': '数据集名称',
  'report.dataset.datasetCode': '数据集编码',
  'report.dataset.source': '数据来源',
  'report.dataset.source.tableName': '表模型',
  'report.dataset.source.sqlCode': 'SQL 配置',
  'report.dataset.source.httpCode': 'HTTP 配置',
  'report.dataset.sourceCode': '来源编码',
  'report.dataset.dimension': '维度（分组列）',
  'report.dataset.measure': '度量',
  'report.dataset.colCode': '列',
  'report.dataset.agg': '聚合',
  'report.dataset.alias': '别名',
  'report.dataset.exp': '表达式（可选，如 qty * price）',
  'report.dataset.addMeasure': '添加度量',
  'report.dataset.preview': '预览',
  'report.agg.count': '计数', 'report.agg.sum': '求和', 'report.agg.avg': '平均', 'report.agg.min': '最小', 'report.agg.max': '最大',
  'report.widget.title': '报表组件',
  'report.widget.widgetName': '组件名称',
  'report.widget.widgetCode': '组件编码',
  'report.widget.widgetType': '组件类型',
  'report.widget.datasetCode': '数据集',
  'report.widget.xField': '横轴维度',
  'report.widget.seriesField': '系列维度',
  'report.widget.measures': '度量',
  'report.widget.chartTitle': '图表标题',
  'report.widget.max': '仪表满刻度',
  'report.widget.preview': '实时预览',
  'report.widget.noPreview': '选择数据集后显示预览',
  ...Object.fromEntries(Object.entries(TYPE_NAMES).map(([type, [zh]]) => [`report.type.${type}`, zh])),
};

const enUS: typeof zhCN = {
  'report.tab.datasets': 'Datasets',
  'report.tab.widgets': 'Report widgets',
  'report.dataset.title': 'Dataset',
  'report.dataset.datasetName': 'Dataset name',
  'report.dataset.datasetCode': 'Dataset code',
  'report.dataset.source': 'Source',
  'report.dataset.source.tableName': 'Table model',
  'report.dataset.source.sqlCode': 'SQL config',
  'report.dataset.source.httpCode': 'HTTP config',
  'report.dataset.sourceCode': 'Source code',
  'report.dataset.dimension': 'Dimensions (grouped by)',
  'report.dataset.measure': 'Measures',
  'report.dataset.colCode': 'Column',
  'report.dataset.agg': 'Aggregate',
  'report.dataset.alias': 'Alias',
  'report.dataset.exp': 'Expression (optional, e.g. qty * price)',
  'report.dataset.addMeasure': 'Add measure',
  'report.dataset.preview': 'Preview',
  'report.agg.count': 'Count', 'report.agg.sum': 'Sum', 'report.agg.avg': 'Average', 'report.agg.min': 'Minimum', 'report.agg.max': 'Maximum',
  'report.widget.title': 'Report widget',
  'report.widget.widgetName': 'Widget name',
  'report.widget.widgetCode': 'Widget code',
  'report.widget.widgetType': 'Widget type',
  'report.widget.datasetCode': 'Dataset',
  'report.widget.xField': 'Axis dimension',
  'report.widget.seriesField': 'Series dimension',
  'report.widget.measures': 'Measures',
  'report.widget.chartTitle': 'Chart title',
  'report.widget.max': 'Gauge full scale',
  'report.widget.preview': 'Live preview',
  'report.widget.noPreview': 'Choose a dataset to see a preview',
  ...Object.fromEntries(Object.entries(TYPE_NAMES).map(([type, [, en]]) => [`report.type.${type}`, en])),
};

i18n.addResourceBundle('zh_CN', 'translation', zhCN, true, false);
i18n.addResourceBundle('en_US', 'translation', enUS, true, false);

/** The widget types with their names in the console's language. */
export const widgetTypeOptions = (t: (key: string) => string) => WIDGET_TYPES.map((type) => ({ value: type, label: t(`report.type.${type}`) }));
