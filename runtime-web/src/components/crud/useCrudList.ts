// State of a list screen: query, page, records, loading and row selection, loaded through one `load` call.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../request/http.ts';

/** A paged answer of the server's list endpoints. */
export interface PageResult<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

export type Query = Record<string, unknown>;
export type PagedQuery = Query & { pageNo: number; pageSize: number };

export interface CrudListOptions<T> {
  /** Loads one page (`PageResult`) or everything (an array: no pagination). */
  load: (query: PagedQuery) => Promise<PageResult<T> | T[]>;
  pageSize?: number;
  /** The row's key; `id` by default. */
  rowKey?: (row: T) => string;
  /** Load on mount (default true). */
  auto?: boolean;
}

export interface CrudList<T> {
  records: T[];
  total: number;
  loading: boolean;
  pageNo: number;
  pageSize: number;
  /** False when the last load returned a plain array. */
  paged: boolean;
  query: Query;
  rowKey: (row: T) => string;
  selectedKeys: string[];
  selectedRows: T[];
  setSelectedKeys(keys: string[]): void;
  /** New query values: back to page 1. */
  search(query: Query): void;
  /** Empty query, page 1. */
  reset(): void;
  changePage(pageNo: number, pageSize: number): void;
  /** Same query and page again; clears the selection. */
  reload(): Promise<void>;
}

const byId = (row: unknown) => String((row as { id?: unknown }).id);

export function useCrudList<T>(options: CrudListOptions<T>): CrudList<T> {
  const { pageSize: initialSize = 10, rowKey = byId, auto = true } = options;
  const loadRef = useRef(options.load);
  loadRef.current = options.load;
  const [state, setState] = useState({ query: {} as Query, pageNo: 1, pageSize: initialSize, version: auto ? 1 : 0 });
  const [records, setRecords] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [paged, setPaged] = useState(true);
  const [loading, setLoading] = useState(false);
  const [selectedKeys, setSelectedKeys] = useState<string[]>([]);
  const latest = useRef(0);
  const done = useRef<(() => void)[]>([]);

  useEffect(() => {
    if (state.version === 0) return;
    const ticket = ++latest.current;
    setLoading(true);
    const settle = () => {
      if (ticket !== latest.current) return;
      setLoading(false);
      for (const resolve of done.current.splice(0)) resolve();
    };
    loadRef.current({ ...state.query, pageNo: state.pageNo, pageSize: state.pageSize }).then(
      (result) => {
        if (ticket !== latest.current) return;
        const list = Array.isArray(result) ? result : result.records;
        setRecords(list);
        setTotal(Array.isArray(result) ? result.length : result.total);
        setPaged(!Array.isArray(result));
        setSelectedKeys([]);
        settle();
      },
      (error: unknown) => {
        // The request layer told the user already.
        if (!(error instanceof ApiError)) console.error(error);
        if (ticket === latest.current) setRecords([]);
        settle();
      },
    );
  }, [state]);

  const bump = useCallback((change: Partial<typeof state>) => setState((s) => ({ ...s, ...change, version: s.version + 1 })), []);
  const reload = useCallback(
    () =>
      new Promise<void>((resolve) => {
        done.current.push(resolve);
        bump({});
      }),
    [bump],
  );
  const selectedRows = useMemo(() => {
    const keys = new Set(selectedKeys);
    return records.filter((r) => keys.has(rowKey(r)));
  }, [records, selectedKeys, rowKey]);

  return {
    records,
    total,
    loading,
    paged,
    pageNo: state.pageNo,
    pageSize: state.pageSize,
    query: state.query,
    rowKey,
    selectedKeys,
    selectedRows,
    setSelectedKeys,
    search: (query) => bump({ query, pageNo: 1 }),
    reset: () => bump({ query: {}, pageNo: 1 }),
    changePage: (pageNo, pageSize) => bump({ pageNo: pageSize === state.pageSize ? pageNo : 1, pageSize }),
    reload,
  };
}
