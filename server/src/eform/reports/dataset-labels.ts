// The labels of a dataset's coded dimensions (engine report/labels.ts) for the reader: over a table model, each
// dimension column with options — its static list, else its dictionary's items (hidden ones too: rows may still hold
// them) — gives its codes' labels in the request's language (`lang`, as the envelope reads it). A SQL or HTTP config
// declares no columns: its dimensions are shown as answered.
import { dimensionLabels, type Dataset, type DimensionLabels, type Language, type Option } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import { loadDictItems } from '../store/dicts.ts';
import { loadItem } from '../store/metadata.ts';

/** Code → label of each dimension of the dataset whose column has options, in `lang`. */
export async function datasetLabels(em: EntityManager, dataset: Pick<Dataset, 'tableName' | 'dimension'>, lang: Language): Promise<DimensionLabels> {
  if (!dataset.tableName || dataset.dimension.length === 0) return {};
  const model = await loadItem(em, 'tableModel', dataset.tableName);
  if (!model) return {};
  const columns = new Map(model.content.columns.filter((c) => dataset.dimension.includes(c.colCode)).map((c) => [c.colCode, c.showConfig]));
  const dictCodes = [...new Set([...columns.values()].flatMap((config) => (config?.options?.length ? [] : config?.dictOption?.dictCode ?? [])))];
  const dictionaries = new Map<string, Option[]>();
  for (const item of await loadDictItems(em, dictCodes, true)) {
    const options = dictionaries.get(item.dict_code) ?? [];
    options.push({ label: item.item_text, ...(item.item_text_en ? { labelEn: item.item_text_en } : {}), value: item.item_value });
    dictionaries.set(item.dict_code, options);
  }
  return dimensionLabels(dataset.dimension, (dimension) => {
    const config = columns.get(dimension);
    if (config?.options?.length) return config.options;
    return config?.dictOption?.dictCode ? dictionaries.get(config.dictOption.dictCode) : undefined;
  }, lang);
}
