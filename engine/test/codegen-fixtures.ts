// Shared by the code generation tests: the built-in template set read from seed-metadata, and a demo order model.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { CodegenInput, CodegenSource, TableModel, TemplateSet } from '../src/index.ts';

const SET_DIR = join(import.meta.dirname, '../../seed-metadata/codegen/default');

/** The built-in template set: every `<path>.mustache` file under its folder, by module path. */
export function builtInTemplates(): TemplateSet {
  const files = readdirSync(SET_DIR, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.mustache'));
  return Object.fromEntries(files.map((e) => {
    const full = join(e.parentPath, e.name);
    return [relative(SET_DIR, full).replace(/\.mustache$/, ''), readFileSync(full, 'utf8')];
  }));
}

export const order: TableModel = {
  tableName: 'demo_order', tableDesc: 'Order', objStructure: 'main', persistenceType: 'db',
  columns: [
    { colCode: 'order_no', colName: 'Order number', colType: 'varchar', colLength: 32, isRequired: true },
    { colCode: 'amount', colName: 'Amount', colType: 'number', colLength: 12, colPointLength: 2 },
  ],
};

export const orderItem: TableModel = {
  tableName: 'demo_order_item', tableDesc: 'Order item', objStructure: 'oneToMany', persistenceType: 'db',
  mainTable: { tableName: 'demo_order', foreignKey: 'order_id' },
  columns: [
    { colCode: 'order_id', colName: 'Order', colType: 'varchar', colLength: 36 },
    { colCode: 'product', colName: 'Product', colType: 'varchar', colLength: 64 },
  ],
};

export const input = (extra: Partial<CodegenInput> = {}): CodegenInput => ({
  tableName: 'demo_order', moduleDesc: 'Orders of the demo shop', templateType: 'single', withProcess: false,
  pageLayout: 'modal', packagePath: 'com.example.shop', moduleName: 'demo-orders', author: 'Ada', ...extra,
});

export const source = (model: TableModel = order): CodegenSource => ({
  model, viewCode: 'demo_order_list',
  subTables: [{ model: orderItem, viewCode: 'demo_order_item_list' }],
  process: { processKey: 'order_approval', name: 'Order approval' },
});
