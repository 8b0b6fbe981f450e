// A designer's save: the busy flag while it runs, and its answer — saved at a version, stale (someone saved first), or
// refused with a message — handed to the designer's own handling.
import { useState } from 'react';

export type SaveAnswer<Stale> = { ok: true; version: number } | { ok: false; stale: Stale } | { ok: false; error: string };

export interface SaveHandlers<Stale> {
  saved(version: number): void;
  stale(stale: Stale): void;
  failed(error: string): void;
}

export function useSaving(): { saving: boolean; run<Stale>(save: () => Promise<SaveAnswer<Stale>>, on: SaveHandlers<Stale>): Promise<void> } {
  const [saving, setSaving] = useState(false);
  async function run<Stale>(save: () => Promise<SaveAnswer<Stale>>, on: SaveHandlers<Stale>) {
    setSaving(true);
    try {
      const result = await save();
      if (result.ok) on.saved(result.version);
      else if ('stale' in result) on.stale(result.stale);
      else on.failed(result.error);
    } finally {
      setSaving(false);
    }
  }
  return { saving, run };
}
