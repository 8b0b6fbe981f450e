// The dictionaries store: reads shared by the dictionary API and the record validators (options of select controls),
// and a dictionary's version moved with its items.
import type { Option } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';

export interface DictItemRow {
  id: string;
  dict_code: string;
  item_text: string;
  item_text_en: string | null;
  item_value: string;
  sort_order: number;
  visible_check: boolean;
}

/** Items of the dictionaries, visible ones only unless asked, in sort order. */
export async function loadDictItems(em: EntityManager, codes: readonly string[], all = false): Promise<DictItemRow[]> {
  if (codes.length === 0) return [];
  return em.execute<DictItemRow[]>(
    `select i.id, d.dict_code, i.item_text, i.item_text_en, i.item_value, i.sort_order, i.visible_check
       from sys_dict d join sys_dict_item i on i.dict_id = d.id
      where d.dict_code in (${codes.map(() => '?').join(', ')}) ${all ? '' : 'and i.visible_check'}
      order by d.dict_code, i.sort_order, i.item_value`,
    [...codes],
  );
}

/** Options of each dictionary, for the form engine's option lookup. */
export async function loadDictOptions(em: EntityManager, codes: readonly string[]): Promise<Map<string, Option[]>> {
  const options = new Map<string, Option[]>(codes.map((c) => [c, []]));
  for (const row of await loadDictItems(em, codes)) {
    options.get(row.dict_code)!.push({ label: row.item_text, ...(row.item_text_en ? { labelEn: row.item_text_en } : {}), value: row.item_value });
  }
  const known = await em.execute<{ dict_code: string }[]>(
    codes.length ? `select dict_code from sys_dict where dict_code in (${codes.map(() => '?').join(', ')})` : 'select 1 where false',
    [...codes],
  );
  const existing = new Set(known.map((k) => k.dict_code));
  for (const code of codes) if (!existing.has(code)) options.delete(code);
  return options;
}

/** A dictionary's version moves with every change of its items, so that cached options can be refreshed. */
export const touchDict = (em: EntityManager, dictId: string) => em.execute(`update sys_dict set version = version + 1 where id = ?`, [dictId]);
