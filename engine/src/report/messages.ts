// Every message of datasets and report widgets, in both languages, defined once (server refusals and console texts).
import { defineMessages, messageMaker } from '../wire/message.ts';

export const REPORT_TEXTS = defineMessages('report', {
  // Spec §8's text, where a dataset lacks the dimensions or measures a widget needs.
  datasetEmpty: { en_US: 'dataset, control, groups, keys or values empty', zh_CN: '数据集、控件、分组、键或值为空' },
  columnUnknown: { en_US: 'Column {column} is not a column of the dataset\'s source', zh_CN: '列 {column} 不是数据集来源中的列' },
  columnNotNumber: { en_US: 'Column {column} holds no numbers and cannot be summed or averaged', zh_CN: '列 {column} 不是数值列，不能求和或求平均' },
  columnInvalid: { en_US: 'Column code {column} must start with a letter or underscore and hold only letters, digits and underscores', zh_CN: '列编码 {column} 必须以字母或下划线开头，只能包含字母、数字和下划线' },
  aliasInvalid: { en_US: 'Alias {alias} must start with a letter and hold only letters, digits and underscores (at most 63)', zh_CN: '别名 {alias} 必须以字母开头，只能包含字母、数字和下划线（最多 63 个）' },
  expInvalid: { en_US: 'Expression {exp} is invalid: only numbers, column codes, + - * / and parentheses are allowed', zh_CN: '表达式 {exp} 无效：只允许数字、列编码、+ - * / 和括号' },
  starCountOnly: { en_US: 'Only count can take * (all rows)', zh_CN: '只有计数可以使用 *（所有行）' },
  paramUnknown: { en_US: 'Parameter {param} is not declared by the dataset', zh_CN: '数据集没有声明参数 {param}' },
  datasetUnknown: { en_US: 'Dataset {code} does not exist', zh_CN: '数据集 {code} 不存在' },
  datasetInUse: { en_US: 'The dataset is used by widget {widget}; change or delete the widget first', zh_CN: '数据集正被报表组件 {widget} 使用，请先修改或删除该组件' },
  widgetInUse: { en_US: 'The widget is placed on portal {portal}; remove it from the portal first', zh_CN: '报表组件正被门户 {portal} 使用，请先从门户中移除' },
  fieldUnknown: { en_US: '{field} is neither a dimension nor a measure of the dataset', zh_CN: '{field} 不是数据集的维度或度量' },
  modelOverHttp: { en_US: 'The table model is kept by an HTTP service: base the dataset on its HTTP config instead', zh_CN: '该表模型由 HTTP 服务保存，请改用其 HTTP 配置作为数据集来源' },
});

const report = messageMaker('report', REPORT_TEXTS);

export const REPORT_MESSAGES = {
  datasetEmpty: report('datasetEmpty'),
  columnUnknown: (column: string) => report('columnUnknown', { column }),
  columnNotNumber: (column: string) => report('columnNotNumber', { column }),
  columnInvalid: (column: string) => report('columnInvalid', { column }),
  aliasInvalid: (alias: string) => report('aliasInvalid', { alias }),
  expInvalid: (exp: string) => report('expInvalid', { exp }),
  starCountOnly: report('starCountOnly'),
  paramUnknown: (param: string) => report('paramUnknown', { param }),
  datasetUnknown: (code: string) => report('datasetUnknown', { code }),
  datasetInUse: (widget: string) => report('datasetInUse', { widget }),
  widgetInUse: (portal: string) => report('widgetInUse', { portal }),
  fieldUnknown: (field: string) => report('fieldUnknown', { field }),
  modelOverHttp: report('modelOverHttp'),
} as const;
