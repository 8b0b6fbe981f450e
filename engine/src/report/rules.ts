// Modelling rules of datasets and widgets (beyond the schema): one source, identifiers for aliases, expressions that
// parse, declared parameters; the spec's 'dataset, control, groups, keys or values empty' for a dataset of nothing.
import type { MetadataOf, ValidationIssue } from '../metadata/index.ts';
import { checkCode } from '../rules/codes.ts';
import { RULE_MESSAGES } from '../rules/messages.ts';
import { checkAliases, checkParameterKeys } from '../rules/unique.ts';
import { each, issue, text, type DeepPartial } from '../rules/util.ts';
import { MessageError } from '../wire/message.ts';
import { parseExp } from './expression.ts';
import { REPORT_MESSAGES } from './messages.ts';
import { isMeasureAlias } from './plan.ts';

export function datasetRules(dataset: DeepPartial<MetadataOf<'dataset'>>): ValidationIssue[] {
  const sources = [dataset.tableName, dataset.sqlCode, dataset.httpCode].filter((s) => text(s)).length;
  const dims = Array.isArray(dataset.dimension) ? dataset.dimension : [];
  const measures = each(dataset.measure, '/measure');
  const declared = new Set(each(dataset.parameters, '').map(({ item }) => text(item.parameterKey)));
  return [
    ...checkCode(dataset, 'datasetCode'),
    ...(sources === 1 ? [] : [issue('/tableName', RULE_MESSAGES.datasetSourceMissing)]),
    ...(dims.length + measures.length === 0 ? [issue('/measure', REPORT_MESSAGES.datasetEmpty)] : []),
    ...checkAliases([
      ...dims.map((d, i) => ({ key: d, path: `/dimension/${i}` })),
      ...measures.map(({ item, path }) => ({ key: item.alias, path: `${path}/alias` })),
    ]),
    ...measures.flatMap(({ item, path }) => {
      const alias = text(item.alias);
      const issues = alias && !isMeasureAlias(alias) ? [issue(`${path}/alias`, REPORT_MESSAGES.aliasInvalid(alias))] : [];
      if (text(item.exp)) {
        try {
          parseExp(String(item.exp));
        } catch (error) {
          if (error instanceof MessageError && error.catalogued) issues.push(issue(`${path}/exp`, error.catalogued));
        }
      } else if (item.colCode === '*' && item.agg !== 'count') issues.push(issue(`${path}/colCode`, REPORT_MESSAGES.starCountOnly));
      return issues;
    }),
    ...each(dataset.filters, '/filters').flatMap(({ item, path }) =>
      text(item.param) && !declared.has(text(item.param)) ? [issue(`${path}/param`, REPORT_MESSAGES.paramUnknown(text(item.param)))] : []),
    ...checkParameterKeys(dataset.parameters, '/parameters'),
  ];
}

export const widgetRules = (widget: DeepPartial<MetadataOf<'widget'>>): ValidationIssue[] => [
  ...checkCode(widget, 'widgetCode'),
  ...(text(widget.datasetCode) ? [] : [issue('/datasetCode', RULE_MESSAGES.widgetDatasetMissing)]),
];
