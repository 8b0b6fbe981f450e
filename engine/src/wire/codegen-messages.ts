// Messages of code generation (issue #39 items 2 and 3): what the wizard and its routes say, in both languages.
import { defineMessages, messageMaker } from './message.ts';

export const CODEGEN_TEXTS = defineMessages('codegen', {
  modelNotFound: { en_US: 'Table model {tableName} does not exist', zh_CN: '表模型 {tableName} 不存在' },
  pageNotFound: {
    en_US: 'Table model {tableName} has no list page: generate its form and page first',
    zh_CN: '表模型 {tableName} 没有列表页面：请先生成其表单和页面',
  },
  noSubTable: {
    en_US: 'The main-sub templates need a sub-table of {tableName} (a table model whose main table is {tableName})',
    zh_CN: '主子表模板需要 {tableName} 的子表（主表为 {tableName} 的表模型）',
  },
  noProcess: {
    en_US: 'The "with process" templates need a process bound to the page of {tableName}',
    zh_CN: '“带流程”模板需要绑定到 {tableName} 页面的流程',
  },
  templateSetNotFound: { en_US: 'Template set {name} does not exist', zh_CN: '模板集 {name} 不存在' },
  templateSetInvalid: {
    en_US: 'Template set {name} is not a JSON map of file path to template text',
    zh_CN: '模板集 {name} 不是“文件路径 → 模板文本”的 JSON 对象',
  },
  badTemplatePath: { en_US: 'Template path {path} is not a relative path inside the module', zh_CN: '模板路径 {path} 不是模块内的相对路径' },
  modulesDirUnset: {
    en_US: 'MODULES_DIR is not configured: the module can be downloaded but not written',
    zh_CN: '未配置 MODULES_DIR：模块可以下载，但不能写入',
  },
  unresolvedConflicts: {
    en_US: 'Resolve the conflicts first: {paths}',
    zh_CN: '请先解决冲突：{paths}',
  },
  platformOnly: {
    en_US: "A module is code the whole platform runs: only the platform's own enterprise may write modules or preview them against MODULES_DIR",
    zh_CN: '模块是整个平台运行的代码：只有平台自身的企业可以写入模块，或对照 MODULES_DIR 预览',
  },
  reloadPlatformOnly: {
    en_US: "A module is code the whole platform runs: only the platform's own enterprise may reload the modules",
    zh_CN: '模块是整个平台运行的代码：只有平台自身的企业可以重新加载模块',
  },
  notGenerated: {
    en_US: 'Folder {moduleName} in MODULES_DIR was not written by the generator: choose another module name',
    zh_CN: 'MODULES_DIR 中的目录 {moduleName} 不是代码生成写入的：请换一个模块名',
  },
});

/** A code generation message: `codegenMessage('modelNotFound', { tableName })`. */
export const codegenMessage = messageMaker('codegen', CODEGEN_TEXTS);
