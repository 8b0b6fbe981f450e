// What a form may do depends on where its model keeps records. Sub-tables (editableTable) and oneToOne sections are
// written in the main record's transaction: a model kept in a data source (another database, another transaction) or
// by an HTTP service has no such transaction, so such a form is refused rather than saved without its rows. Unique
// values (unionCheck) cannot be checked in another service's records either.
import type { Form, FormField, TableModel, ValidationIssue } from '../metadata/index.ts';
import { issue } from '../rules/util.ts';
import { walkFormFields } from '../rules/formFields.ts';
import { defineMessages, messageMaker, type Message } from '../wire/message.ts';
import { isUnionChecked } from './fields.ts';

export const FORM_STORE_TEXTS = defineMessages('formStore', {
  related: {
    en_US: '{title} is saved with the record in the platform database; a model kept in a data source or by an HTTP service cannot have it',
    zh_CN: '{title} 与记录一起保存在平台数据库中；数据源或 HTTP 服务中的表模型不能使用它',
  },
  unique: {
    en_US: '{title} must be unique, which cannot be checked in the records of an HTTP service',
    zh_CN: '{title} 要求唯一，无法在 HTTP 服务的记录中检查',
  },
});
export const formStoreMessage = messageMaker('formStore', FORM_STORE_TEXTS);

type Store = Pick<TableModel, 'dsName' | 'persistenceType'>;

const named = (value: unknown) => typeof value === 'string' && value !== '';
/** A sub-table (an editableTable naming its child table) or a oneToOne section (as subtables.ts reads them). */
const isRelated = (field: Partial<FormField>) => (field.type === 'editableTable' && named(field.props?.tableName)) || named(field.props?.oneToOne);

/** The controls of a form that its model's store cannot keep (none on the platform's database). */
export function formStoreIssues(form: Pick<Form, 'fields'>, model: Store | null | undefined): ValidationIssue[] {
  const remote = model?.persistenceType === 'http';
  if (!model || (!model.dsName && !remote)) return [];
  return walkFormFields(form.fields).flatMap(({ field, path }) => {
    const title = field.title || field.key || '';
    const found: Message[] = [
      ...(isRelated(field as Partial<FormField>) ? [formStoreMessage('related', { title })] : []),
      ...(remote && isUnionChecked(field as Pick<FormField, 'rules'>) ? [formStoreMessage('unique', { title })] : []),
    ];
    return found.map((m) => issue(path, m));
  });
}
