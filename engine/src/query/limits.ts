// Limits of queries: of every paged list of the platform (list pages and the identity catalogues alike) and of a
// query's conditions.
export const QUERY_LIMITS = { maxPageSize: 1000, maxPageNo: 1_000_000, unpagedRows: 1000, maxConditions: 50, maxListValues: 1000, defaultPageSize: 10 } as const;
