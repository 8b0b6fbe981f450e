// The SQL and HTTP configs the form designer offers to option controls (select, radio, checkbox): their codes, names
// and declared parameters, read once when the designer opens (a caller who may not list them types codes instead).
import { useEffect, useState } from 'react';
import type { OptionConfig, OptionSources } from '@yc/designer/form-designer';
import { documentApi, LOGIC_BASES, type LogicBase, type LogicDocument } from '../../../api/logic.ts';
import { QUERY_LIMITS } from '@yc/engine/query/plan';

const keysOf = (list: unknown): string[] =>
  Array.isArray(list) ? list.flatMap((p) => (typeof p?.parameterKey === 'string' && p.parameterKey ? [p.parameterKey as string] : [])) : [];

async function configs(base: LogicBase, code: string, name: string, parameters: string): Promise<OptionConfig[]> {
  const page = await documentApi(base).list({ pageNo: 1, pageSize: QUERY_LIMITS.maxPageSize });
  return page.records.map((d: LogicDocument) => ({ code: String(d[code]), name: typeof d[name] === 'string' ? (d[name] as string) : undefined, parameters: keysOf(d[parameters]) }));
}

export function useOptionSources(): OptionSources | undefined {
  const [sources, setSources] = useState<OptionSources>();
  useEffect(() => {
    let live = true;
    const settle = <T,>(p: Promise<T>) => p.catch(() => undefined);
    void Promise.all([
      settle(configs(LOGIC_BASES.sqlConfig, 'sqlCode', 'sqlName', 'parameters')),
      settle(configs(LOGIC_BASES.httpConfig, 'httpCode', 'httpName', 'inParameter')),
    ]).then(([sql, http]) => {
      if (live) setSources({ sql, http });
    });
    return () => {
      live = false;
    };
  }, []);
  return sources;
}
