// Aggregate validators: schema validation plus modelling rules, as one list of {path, message}.
import { validateMetadata, type MetadataKind, type ValidationIssue } from '../metadata/index.ts';
import { appBundleRules } from './bundle.ts';
import { MODEL_RULES } from './kindRules.ts';
import { isRecord, mergeIssues } from './util.ts';

const RULES: Partial<Record<MetadataKind, (value: Record<string, unknown>) => ValidationIssue[]>> = {
  ...(MODEL_RULES as Partial<Record<MetadataKind, (value: Record<string, unknown>) => ValidationIssue[]>>),
  appBundle: appBundleRules,
};

/** Every problem of a metadata value: the spec's rule messages first, then schema problems rules do not explain. */
export function validateModel(kind: MetadataKind, value: unknown): ValidationIssue[] {
  const schema = validateMetadata(kind, value);
  const rules = RULES[kind];
  const ruleIssues = rules && isRecord(value) ? rules(value) : [];
  return mergeIssues(ruleIssues, schema.ok ? [] : schema.errors);
}

export const validateAppGroup = (value: unknown) => validateModel('appGroup', value);
export const validateTableModel = (value: unknown) => validateModel('tableModel', value);
export const validateErModel = (value: unknown) => validateModel('erModel', value);
export const validateForm = (value: unknown) => validateModel('form', value);
export const validateView = (value: unknown) => validateModel('view', value);
export const validateDataset = (value: unknown) => validateModel('dataset', value);
export const validateWidget = (value: unknown) => validateModel('widget', value);
export const validatePortal = (value: unknown) => validateModel('portal', value);
export const validateMenuItem = (value: unknown) => validateModel('menu', value);
export const validateDictionary = (value: unknown) => validateModel('dictionary', value);
export const validateRole = (value: unknown) => validateModel('role', value);
export const validateSqlConfig = (value: unknown) => validateModel('sqlConfig', value);
export const validateHttpConfig = (value: unknown) => validateModel('httpConfig', value);
export const validateCheckRule = (value: unknown) => validateModel('checkRule', value);
export const validateProcessTemplate = (value: unknown) => validateModel('processTemplate', value);
export const validateAppBundle = (value: unknown) => validateModel('appBundle', value);
