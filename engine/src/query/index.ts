// Query plans: view + user query → dialect-free plan → parameterised SQL of the table's database; record statements; data rules; list page model.
export * from './errors.ts';
export * from './operators.ts';
export * from './values.ts';
export * from './plan.ts';
export * from './sql.ts';
export * from './dialect.ts';
export * from './select.ts';
export * from './rules.ts';
export * from './write.ts';
export * from './view-model.ts';
