// Data a screen loads once (and again on demand): option lists, trees.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../request/http.ts';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  reload(): Promise<void>;
}

/** Loads when `key` changes (undefined: not yet); failures were reported by the request layer. */
export function useLoad<T>(load: () => Promise<T>, key: unknown = 'once'): Loaded<T> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(false);
  const ticket = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++ticket.current;
    setLoading(true);
    try {
      const value = await loadRef.current();
      if (mine === ticket.current) setData(value);
    } catch (error) {
      if (!(error instanceof ApiError)) console.error(error);
    } finally {
      if (mine === ticket.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (key === undefined) return;
    void reload();
  }, [key, reload]);

  return { data, loading, reload };
}
