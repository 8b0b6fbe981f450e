// Datasets and report widgets: aggregation plans (SQL and in memory), measure expressions, the rules of both kinds,
// what each widget type needs, and the vega-lite spec of each chart type.
export * from './messages.ts';
export * from './expression.ts';
export * from './plan.ts';
export * from './sql.ts';
export * from './rows.ts';
export * from './fields.ts';
export * from './charts.ts';
export * from './labels.ts';
export * from './chart.ts';
export * from './rules.ts';
export * from './portal.ts';
