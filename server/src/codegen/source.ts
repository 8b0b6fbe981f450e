// What a module is generated from, read from the enterprise's metadata: the table model, its list page, the sub-tables
// of the main-sub templates (each with its list page) and, for the "with process" variants, the process bound to the
// page's form. Every refusal is a catalogued 400.
import { codegenMessage, defaultViewCode, type CodegenInput, type CodegenSource, type TableModel } from '@yc/engine';
import type { EntityManager } from '../db/database.ts';
import { loadDictItems } from '../eform/store/dicts.ts';
import { listItems, loadItem } from '../eform/store/metadata.ts';
import { badRequest } from '../wire/envelope.ts';
import { boundProcess } from './store.ts';

async function model(em: EntityManager, tableName: string): Promise<TableModel> {
  const item = await loadItem(em, 'tableModel', tableName);
  if (!item) throw badRequest(codegenMessage('modelNotFound', { tableName }));
  return item.content;
}

/** The list page of a model: the generated one (`<table>_list`), else the first page over the table. */
async function listPage(em: EntityManager, tableName: string): Promise<{ viewCode: string; formCode?: string }> {
  const generated = await loadItem(em, 'view', defaultViewCode({ tableName }));
  const view = generated?.content.tableName === tableName
    ? generated.content
    : (await listItems(em, 'view', { fields: { tableName }, pageNo: 1, pageSize: 1 })).records[0];
  if (!view) throw badRequest(codegenMessage('pageNotFound', { tableName }));
  return { viewCode: view.viewCode, ...(view.formCode ? { formCode: view.formCode } : {}) };
}

async function subTableNames(em: EntityManager, input: CodegenInput): Promise<string[]> {
  if (input.withSubTable?.length) return input.withSubTable;
  const models = await listItems(em, 'tableModel', { pageNo: 1, pageSize: 1000 });
  return models.records.filter((m) => m.mainTable?.tableName === input.tableName).map((m) => m.tableName).sort();
}

/** The first visible item's value of each dictionary the model's columns take options from. */
async function firstDictionaryValues(em: EntityManager, model: TableModel): Promise<Record<string, string>> {
  const codes = [...new Set(model.columns.flatMap((c) => c.showConfig?.dictOption?.dictCode ?? []))];
  const first: Record<string, string> = {};
  for (const row of await loadDictItems(em, codes)) first[row.dict_code] ??= row.item_value;
  return first;
}

export async function codegenSource(em: EntityManager, input: CodegenInput, platformRoot?: string): Promise<CodegenSource> {
  const main = await model(em, input.tableName);
  const page = await listPage(em, input.tableName);
  const subTables = input.templateType === 'single' ? [] : await Promise.all((await subTableNames(em, input)).map(async (name) => {
    const sub = await model(em, name);
    if (sub.mainTable?.tableName !== input.tableName) throw badRequest(codegenMessage('noSubTable', { tableName: input.tableName }));
    return { model: sub, viewCode: (await listPage(em, name)).viewCode };
  }));
  const process = input.withProcess && page.formCode ? await boundProcess(em, page.formCode) : undefined;
  const dictionaries = await firstDictionaryValues(em, main);
  return { model: main, viewCode: page.viewCode, subTables, dictionaries, ...(process ? { process } : {}), ...(platformRoot ? { platformRoot } : {}) };
}
