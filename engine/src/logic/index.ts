// The logic layer's contract: SQL and HTTP configs, data sources, fill and check rules. The server runs them; designers
// and the console use the same vocabularies and messages.
export * from './vocab.ts';
export * from './messages.ts';
export * from './sql-params.ts';
export * from './fill-rules.ts';
export * from './check-rules.ts';
export * from './http-request.ts';
export * from './data-source.ts';
export * from './remote-records.ts';
export * from './config-access.ts';
