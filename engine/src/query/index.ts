// Query plans: view + user query → dialect-free plan → parameterised PostgreSQL; record statements; list page model.
export * from './errors.ts';
export * from './operators.ts';
export * from './values.ts';
export * from './plan.ts';
export * from './sql.ts';
export * from './pg.ts';
export * from './write.ts';
export * from './view-model.ts';
