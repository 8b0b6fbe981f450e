// Modelling rules of spec §5 as pure functions returning {path, message} issues, and the aggregate validators.
export * from './messages.ts';
export * from './util.ts';
export * from './reservedWords.ts';
export * from './codes.ts';
export * from './names.ts';
export * from './unique.ts';
export * from './showConfig.ts';
export * from './columns.ts';
export * from './formFields.ts';
export * from './viewColumns.ts';
export * from './kindRules.ts';
export * from './bundle.ts';
export * from './validateModel.ts';
