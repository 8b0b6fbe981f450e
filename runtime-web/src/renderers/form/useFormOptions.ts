// Options of the form's controls fed by SQL and HTTP configs (issue 16), for one form load: one batch call when the form
// opens, answers cached by config and parameters for as long as the form is open, and a new call (for those controls
// only) when a field one of their parameters reads changes. A page's form asks through the page (the server checks the
// caller may open it and takes the configs from the form); a form without a page (a process form, a preview) asks the
// getSqlConfigItems/getHttpConfigItems batch variants, naming what the form is shown for (the process started, the
// instance shown, else the form itself): the server runs a config only for a caller that context lets use it. A searched control (a sqlConfig with searchKey) sends what is typed
// in it and is offered the server's first matches, plus the options of its chosen values (found by the server by value).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, readAs } from '../../request/api.ts';
import {
  mergeOptions, remoteOptionFields, remoteOptionRequests, remoteValueRequests, rowsToOptions, storedOptionValues, type Form, type Option, type RemoteOptionRequest,
} from '../engine.ts';

type Values = Readonly<Record<string, unknown>>;

interface FieldOptions {
  key: string;
  options: Option[];
  error?: string;
}

/** How long typing in a field a parameter reads waits before the options are asked again. */
const SETTLE_MS = 250;

/** The batch of a page's form: the server reads the configs and their parameters from the form. */
const pageOptions = (viewCode: string, values: Values, keys: string[], keywords: Readonly<Record<string, string>>) =>
  readAs<FieldOptions[]>()(api.post('/api/eform/engine/view/{viewCode}/optionItems', {
    params: { path: { viewCode } },
    body: { values, keys, keywords: Object.fromEntries(Object.entries(keywords).filter(([key, text]) => keys.includes(key) && text !== '')) },
  }, { silent: true }));

/** What a form without a page is shown for: the server checks the caller may use it and that its forms bind the configs. */
export type ConfigContext = { formCode: string } | { processKey: string } | { instanceId: string };

/**
 * Without a page: the generic batch calls of SQL and HTTP configs (read configs only, for the context's caller). A
 * searched control's first matches are kept, and its chosen values asked by value (`chosen`) added to them.
 */
async function configOptions(context: ConfigContext, asked: readonly RemoteOptionRequest[], chosen: readonly RemoteOptionRequest[] = []): Promise<FieldOptions[]> {
  const requests = [...asked, ...chosen];
  const sql = requests.filter((r) => r.source.kind === 'sql');
  const httpRequests = requests.filter((r) => r.source.kind === 'http');
  const [sqlRows, httpRows] = await Promise.all([
    sql.length
      ? api.post('/api/eform/engine/viewEngine/getSqlConfigItemsBatch',
        { params: { query: context }, body: { items: sql.map((r) => ({ sqlCode: r.source.code, params: r.params })) } }, { silent: true })
      : [],
    httpRequests.length
      ? api.post('/api/eform/engine/viewEngine/getHttpConfigItemsBatch',
        { params: { query: context }, body: { items: httpRequests.map((r) => ({ httpCode: r.source.code, params: r.params })) } }, { silent: true })
      : [],
  ]);
  const answered = new Map<RemoteOptionRequest, Option[]>([
    ...sql.map((r, i) => [r, rowsToOptions(sqlRows[i]?.rows ?? []).slice(0, r.limit)] as const),
    ...httpRequests.map((r, i) => [r, rowsToOptions(httpRows[i]?.rows ?? []).slice(0, r.limit)] as const),
  ]);
  return asked.map((r) => ({
    key: r.key,
    options: chosen.filter((c) => c.key === r.key).reduce((options, c) => mergeOptions(options, answered.get(c) ?? []), answered.get(r) ?? []),
  }));
}

export interface FormOptions {
  /** The options of a control for the current values (the last ones known while new ones load); undefined before the first answer. */
  optionsOf(key: string): Option[] | undefined;
  /** The first batch has answered (or there was nothing to ask). */
  ready: boolean;
  /** Controls whose config refused, with its reason. */
  errors: ReadonlyMap<string, string>;
  /** The controls searched on the server as the user types. */
  searched: ReadonlySet<string>;
  /** Asks a searched control's first matches for what is typed in it. */
  search(key: string, keyword: string): void;
}

export function useFormOptions(form: Pick<Form, 'fields' | 'formCode'>, values: Values, viewCode?: string, context?: ConfigContext): FormOptions {
  const [keywords, setKeywords] = useState<Readonly<Record<string, string>>>({});
  const requests = useMemo(() => remoteOptionRequests(form, values, undefined, keywords), [form, values, keywords]);
  const searched = useMemo(() => new Set(remoteOptionFields(form).filter((f) => f.source.searchKey).map((f) => f.key)), [form]);
  const search = useCallback((key: string, keyword: string) => {
    setKeywords((current) => (current[key] === keyword.trim() ? current : { ...current, [key]: keyword.trim() }));
  }, []);
  // Every option a searched control was offered, by value: its chosen values keep their labels whatever is typed next.
  const seen = useRef(new Map<string, Map<string, Option>>());
  const cache = useRef(new Map<string, Option[]>());
  const lastKnown = useRef(new Map<string, Option[]>());
  const [version, setVersion] = useState(0);
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const asked = useRef(new Set<string>());
  const first = useRef(true);

  // The cache keys not answered yet: the first load asks all at once, later changes after a short pause.
  const missing = requests.filter((r) => !cache.current.has(r.cacheKey) && !asked.current.has(r.cacheKey));
  const missingKey = missing.map((r) => r.cacheKey).join('|');
  useEffect(() => {
    if (!missing.length) return undefined;
    const batch = missing;
    const run = () => {
      for (const r of batch) asked.current.add(r.cacheKey);
      const keys = batch.map((r) => r.key);
      const call = viewCode
        ? pageOptions(viewCode, values, keys, keywords)
        : configOptions(context ?? { formCode: form.formCode }, batch, remoteValueRequests(form, values, keys).filter((r) => searched.has(r.key)));
      call.then((answers) => {
        const byKey = new Map(answers.map((a) => [a.key, a]));
        const failed = new Map<string, string>();
        for (const r of batch) {
          const answer = byKey.get(r.key);
          cache.current.set(r.cacheKey, answer?.options ?? []);
          if (searched.has(r.key)) {
            const known = seen.current.get(r.key) ?? new Map<string, Option>();
            for (const o of answer?.options ?? []) known.set(String(o.value), o);
            seen.current.set(r.key, known);
          }
          if (answer?.error) failed.set(r.key, answer.error);
        }
        setErrors((current) => new Map([...[...current].filter(([k]) => !byKey.has(k)), ...failed]));
        setVersion((v) => v + 1);
      }, () => {
        for (const r of batch) cache.current.set(r.cacheKey, []);
        setVersion((v) => v + 1);
      });
    };
    if (first.current) {
      first.current = false;
      run();
      return undefined;
    }
    // A change before the pause ends replaces this batch (nothing was asked yet).
    const timer = setTimeout(run, SETTLE_MS);
    return () => clearTimeout(timer);
    // The batch is named by its cache keys: the same keys are the same calls.
  }, [missingKey, viewCode]);

  return useMemo(() => {
    const current = new Map<string, Option[] | undefined>();
    for (const r of requests) {
      const answered = cache.current.get(r.cacheKey);
      if (answered) lastKnown.current.set(r.key, answered);
      const offered = answered ?? lastKnown.current.get(r.key);
      const known = seen.current.get(r.key);
      const chosen = known ? storedOptionValues(values[r.key]).flatMap((v) => (known.has(v) ? [known.get(v)!] : [])) : [];
      current.set(r.key, offered && chosen.length ? mergeOptions(chosen, offered) : offered);
    }
    const ready = requests.every((r) => lastKnown.current.has(r.key));
    return { optionsOf: (key: string) => current.get(key), ready, errors, searched, search };
    // version: a new answer in the cache.
  }, [requests, version, errors, values, searched, search]);
}
