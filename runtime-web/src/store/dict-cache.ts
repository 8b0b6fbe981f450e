// Dictionary options cached in local storage by dictionary code (spec §9, namespace yuncheng__), with the
// dictionary's version: a cached list is refreshed when the server's version moved or the console changed it.
import { useEffect, useMemo, useState } from 'react';
import { dictApi, type DictItemOption } from '../api/eform.ts';
import { inLanguage } from '../engine.ts';
import type { Option } from '../renderers/engine.ts';
import { getItem, removeItem, setItem } from './storage.ts';

interface CachedDict {
  version: number | null;
  options: Option[];
}

/** How long one answer of the versions call is trusted before it is asked again. */
const VERSIONS_TTL_MS = 30_000;

export const dictCacheKey = (dictCode: string) => `DICT__${dictCode}`;

let versions: { at: number; pending: Promise<Record<string, number>> } | undefined;
const listeners = new Set<() => void>();

function serverVersions(): Promise<Record<string, number>> {
  if (!versions || Date.now() - versions.at > VERSIONS_TTL_MS) {
    versions = { at: Date.now(), pending: dictApi.versions().catch(() => ({})) };
  }
  return versions.pending;
}

const toOption = (item: DictItemOption): Option => ({
  label: item.text ?? item.label ?? item.value,
  ...(item.textEn ? { labelEn: item.textEn } : {}),
  value: item.value,
});

/** The cached options of a dictionary, whatever their age; undefined when none are cached. */
export function cachedDictOptions(dictCode: string): Option[] | undefined {
  return getItem<CachedDict>(dictCacheKey(dictCode))?.options;
}

async function fresh(dictCode: string, known: Record<string, number>): Promise<Option[]> {
  const cached = getItem<CachedDict>(dictCacheKey(dictCode));
  const version = known[dictCode] ?? null;
  if (cached && version !== null && cached.version === version) return cached.options;
  const options = (await dictApi.items(dictCode).catch(() => undefined))?.map(toOption);
  if (!options) return cached?.options ?? [];
  setItem<CachedDict>(dictCacheKey(dictCode), { version, options });
  return options;
}

/** Options of each dictionary, from the cache when its version is current, otherwise from the server. */
export async function loadDictOptions(dictCodes: readonly string[]): Promise<Map<string, Option[]>> {
  const codes = [...new Set(dictCodes.filter(Boolean))];
  if (codes.length === 0) return new Map();
  const known = await serverVersions();
  const lists = await Promise.all(codes.map((code) => fresh(code, known)));
  return new Map(codes.map((code, i) => [code, lists[i]!]));
}

/** A dictionary changed here: forget its options (and the versions answer) so every user of it reloads. */
export function invalidateDict(dictCode: string): void {
  removeItem(dictCacheKey(dictCode));
  versions = undefined;
  for (const listener of listeners) listener();
}

/** Label of an option in the console's language. */
export const optionLabel = (option: Option, language: string) => inLanguage(option.label, option.labelEn, language);

/** Options of the given dictionaries, loaded (and reloaded after a change) for a component; ready once loaded. */
export function useDictOptions(dictCodes: readonly string[]): { options: Map<string, Option[]>; ready: boolean } {
  const key = [...new Set(dictCodes)].sort().join(',');
  const [state, setState] = useState<{ key: string; options: Map<string, Option[]> } | undefined>(undefined);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const listener = () => setGeneration((g) => g + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  useEffect(() => {
    let live = true;
    void loadDictOptions(key ? key.split(',') : []).then((options) => {
      if (live) setState({ key, options });
    });
    return () => {
      live = false;
    };
  }, [key, generation]);
  return useMemo(() => ({ options: state?.options ?? new Map(), ready: state?.key === key }), [state, key]);
}
