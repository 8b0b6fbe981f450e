// The external databases' connections live in the logic store (store/external.ts). This file only keeps the two names
// eform imports from here (records-service.ts, models/external-tables.ts) until those import lines point at the store.
export { ExternalDatabases, uniqueIndexOf } from './store/external.ts';
