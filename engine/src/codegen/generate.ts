// A module generated from a table model by a template set: logic-less mustache templates (placeholders and sections
// only) rendered with a view built here from the wizard's input, the model, its sub-tables and its bound process.
import Mustache from 'mustache';
import type { TableColumn, TableModel } from '../metadata/index.ts';
import { persistedColumns } from '../ddl/columns.ts';
import { planTableDdl } from '../ddl/plan.ts';
import { codegenMessage } from '../wire/codegen-messages.ts';
import { MessageError } from '../wire/message.ts';
import { withHeader } from './header.ts';
import type { CodegenInput } from './input.ts';
import { sampleRecord, type SampleOptions } from './samples.ts';

/** A template set: module-relative path (itself a template) → template text. */
export type TemplateSet = Readonly<Record<string, string>>;

export interface GeneratedFile {
  path: string;
  content: string;
}

/** What a module is generated from, besides the wizard's input (the server reads it from the metadata store). */
export interface CodegenSource {
  model: TableModel;
  /** The list page of the model: the generated routes read and write records through it. */
  viewCode: string;
  /** Sub-tables of the main-sub templates, each with its list page. */
  subTables?: readonly { model: TableModel; viewCode: string }[];
  /** The platform's folder seen from the module's folder (its SDK types, tsconfig and packages); `../..` by default. */
  platformRoot?: string;
  /** The process bound to the page, for the "with process" variants. */
  process?: { processKey: string; name: string };
  /** The first item's value of each dictionary the columns take options from (the generated test's sample record). */
  dictionaries?: SampleOptions['dictionaries'];
}

/** The package subpath of the module SDK's types (server/package.json `exports`; the generated tsconfig maps it). */
export const EXT_SDK_PACKAGE = '@yc/server/ext';

/** The platform's folder seen from `<MODULES_DIR>/<module>/` when MODULES_DIR is a folder of the platform's. */
export const DEFAULT_PLATFORM_ROOT = '../..';

const json = (value: unknown) => JSON.stringify(value);
/** A text placed in a comment or README line: one line, so it cannot end the comment and become code. */
const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ');
const pascal = (code: string) => code.split(/[^a-zA-Z0-9]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');

/** The columns a user fills in: persisted model columns other than the platform's. */
function fieldColumns(model: TableModel): TableColumn[] {
  return persistedColumns(model).filter((c) => !c.isSystem);
}

function columnsView(model: TableModel) {
  const columns = fieldColumns(model);
  return columns.map((c, i) => ({
    colCode: oneLine(c.colCode), colCodeJson: json(c.colCode), colName: oneLine(c.colName), colNameJson: json(c.colName),
    colType: c.colType, required: c.isRequired === true || c.isNull === false, last: i === columns.length - 1,
  }));
}

const ddlOf = (model: TableModel) => planTableDdl(model, null).statements.map((s) => `${s};`).join('\n');

/** The mustache view of a generation: plain data, so templates can only place values and repeat sections. */
export function codegenView(input: CodegenInput, source: CodegenSource) {
  const used = input.templateType === 'single' ? [] : source.subTables ?? [];
  const subTables = used.map(({ model, viewCode }, i, all) => ({
    tableName: model.tableName, tableDesc: oneLine(model.tableDesc), tableDescJson: json(model.tableDesc), viewCodeJson: json(viewCode),
    pascalName: pascal(model.tableName), foreignKeyJson: json(model.mainTable?.foreignKey ?? ''), columns: columnsView(model),
    last: i === all.length - 1,
  }));
  const platformRoot = source.platformRoot ?? DEFAULT_PLATFORM_ROOT;
  return {
    ...input, moduleDesc: oneLine(input.moduleDesc), author: oneLine(input.author),
    moduleNameJson: json(input.moduleName), moduleDescJson: json(input.moduleDesc), authorJson: json(input.author),
    tableDesc: oneLine(source.model.tableDesc), tableDescJson: json(source.model.tableDesc), viewCodeJson: json(source.viewCode),
    pascalName: pascal(input.moduleName), platformRoot, sdkPath: EXT_SDK_PACKAGE,
    single: input.templateType === 'single', mainSubTab: input.templateType === 'mainSubTab', mainTiling: input.templateType === 'mainTiling',
    layoutModal: input.pageLayout === 'modal', layoutDrawer: input.pageLayout === 'drawer', layoutPage: input.pageLayout === 'page',
    columns: columnsView(source.model),
    sampleJson: json(sampleRecord(fieldColumns(source.model), { ...(source.dictionaries ? { dictionaries: source.dictionaries } : {}) })),
    hasSubTables: subTables.length > 0, subTables,
    process: input.withProcess && source.process
      ? { processKeyJson: json(source.process.processKey), processName: oneLine(source.process.name), processNameJson: json(source.process.name) }
      : false,
    ddl: [source.model, ...used.map((s) => s.model)].map(ddlOf).join('\n\n'),
  };
}

/** A path inside the module: relative, no `..`, no backslash, no empty segment. */
export function isModulePath(path: string): boolean {
  return /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/.test(path) && !path.split('/').some((s) => s === '.' || s === '..');
}

const RENDER = { escape: (text: string) => text };

/**
 * The files of the module: each template rendered (its path too); a template whose text renders empty is not part of
 * this variant (a section of the template type or of the process wraps the whole file). Each file gets its header.
 */
export function generateModule(input: CodegenInput, source: CodegenSource, templates: TemplateSet): GeneratedFile[] {
  if (input.withProcess && !source.process) throw new MessageError(codegenMessage('noProcess', { tableName: input.tableName }));
  if (input.templateType !== 'single' && !source.subTables?.length) {
    throw new MessageError(codegenMessage('noSubTable', { tableName: input.tableName }));
  }
  const view = codegenView(input, source);
  const files: GeneratedFile[] = [];
  for (const [template, text] of Object.entries(templates)) {
    const path = Mustache.render(template, view, {}, RENDER).trim();
    if (!isModulePath(path)) throw new MessageError(codegenMessage('badTemplatePath', { path }));
    const content = Mustache.render(text, view, {}, RENDER);
    if (content.trim() === '') continue;
    files.push({ path, content: withHeader(path, content, input) });
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
